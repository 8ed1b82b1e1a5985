import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DatePicker, Form, Input, Message, Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconDownload, IconUnlock } from '@arco-design/web-react/icon';
import {
  DictTag,
  HasPermi,
  Pagination,
  SearchBar,
  TableToolbar,
  confirmAction,
  confirmDelete,
  exportList,
  useColumnChooser,
  useDict,
  useTableList,
} from '#kernel/client';
import { loginLogApi, withTimeRange, type LoginLog, type LoginLogQuery } from '../../api/log-api.ts';
import { sortQuery } from '../sort-query.ts';

type Query = LoginLogQuery & { orderByColumn?: string; isAsc?: string };

/** System → Login log: search, delete, clean, export, and unlock the user of a selected row (RuoYi). */
export default function LoginLogPage() {
  const { t } = useTranslation('system');
  const list = useTableList<LoginLog, Query>(loginLogApi.list, {});
  const dict = useDict('SuccessOrFail', 'LoginLogType');
  const [showSearch, setShowSearch] = useState(true);

  const remove = (ids: number[]) => confirmDelete(() => loginLogApi.remove(ids)).then((done) => done && void list.reload());
  const clean = () => confirmAction(t('logs.cleanLoginConfirm'), loginLogApi.clean).then((done) => done && void list.reload());
  const unlock = () => {
    const row = list.rows.find((r) => r.infoId === list.selectedKeys[0]);
    if (list.selectedKeys.length !== 1 || !row?.userName) return Message.warning(t('logs.selectOne'));
    const name = row.userName;
    return confirmAction(t('logs.unlockConfirm', { name }), () => loginLogApi.unlock(name));
  };

  const columns: (TableColumnProps<LoginLog> & { key: string })[] = useMemo(
    () => [
      { key: 'infoId', dataIndex: 'infoId', title: t('fields.infoId'), width: 100 },
      { key: 'userName', dataIndex: 'userName', title: t('fields.userName'), width: 130, sorter: true },
      { key: 'ipaddr', dataIndex: 'ipaddr', title: t('fields.ipaddr'), width: 140 },
      { key: 'loginLocation', dataIndex: 'loginLocation', title: t('fields.loginLocation'), width: 110 },
      { key: 'browser', dataIndex: 'browser', title: t('fields.browser'), width: 130 },
      { key: 'os', dataIndex: 'os', title: t('fields.os'), width: 130 },
      {
        key: 'logType',
        dataIndex: 'logType',
        title: t('fields.logType'),
        width: 100,
        render: (v: string) => <DictTag options={dict.LoginLogType} value={v} />,
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 90,
        render: (v: string) => <DictTag options={dict.SuccessOrFail} value={v} />,
      },
      { key: 'msg', dataIndex: 'msg', title: t('fields.msg'), width: 200, ellipsis: true },
      { key: 'loginTime', dataIndex: 'loginTime', title: t('fields.loginTime'), width: 180, sorter: true },
    ],
    [t, dict.LoginLogType, dict.SuccessOrFail],
  );
  const chooser = useColumnChooser(columns);

  return (
    <div className="zx-page" data-page="system/logininfor/index">
      <SearchBar
        visible={showSearch}
        onSearch={(v) => list.search(withTimeRange(v as Query & { timeRange?: [string, string] }))}
        onReset={list.reset}
      >
        <Form.Item field="ipaddr" label={t('fields.ipaddr')}>
          <Input allowClear placeholder={t('logs.ipPlaceholder')} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item field="userName" label={t('fields.userName')}>
          <Input allowClear placeholder={t('logs.userNamePlaceholder')} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item field="status" label={t('fields.status')}>
          <Select
            allowClear
            placeholder={t('logs.statusPlaceholder')}
            style={{ width: 120 }}
            options={dict.SuccessOrFail?.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
        <Form.Item field="timeRange" label={t('fields.loginTime')}>
          <DatePicker.RangePicker style={{ width: 260 }} format="YYYY-MM-DD" placeholder={[t('logs.begin'), t('logs.end')]} />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="system:logininfor:remove">
          <Space>
            <Button
              status="danger"
              icon={<IconDelete />}
              disabled={list.selectedKeys.length === 0}
              onClick={() => void remove(list.selectedKeys as number[])}
            >
              {t('logs.delete')}
            </Button>
            <Button status="danger" icon={<IconDelete />} onClick={() => void clean()} data-action="clean">
              {t('logs.clean')}
            </Button>
          </Space>
        </HasPermi>
        <HasPermi value="system:logininfor:unlock">
          <Button icon={<IconUnlock />} disabled={list.selectedKeys.length !== 1} onClick={() => void unlock()}>
            {t('logs.unlock')}
          </Button>
        </HasPermi>
        <HasPermi value="system:logininfor:export">
          <Button
            status="warning"
            icon={<IconDownload />}
            onClick={() => void exportList('/monitor/logininfor/list', list.query as Record<string, unknown>, 'LoginLog')}
          >
            {t('logs.export')}
          </Button>
        </HasPermi>
        <TableToolbar
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={() => void list.reload()}
          columns={chooser.toolbarColumns}
          onColumnsChange={chooser.onColumnsChange}
        />
      </div>
      <Table
        rowKey="infoId"
        scroll={{ x: 1500 }}
        loading={list.loading}
        data={list.rows}
        columns={chooser.visibleColumns}
        pagination={false}
        onChange={(_p, sorter) => list.search(sortQuery(sorter))}
        rowSelection={{ type: 'checkbox', selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys as number[]) }}
        border={false}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
    </div>
  );
}
