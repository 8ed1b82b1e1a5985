import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DatePicker, Form, Input, Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconDownload, IconEye } from '@arco-design/web-react/icon';
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
  useHasPermi,
  useTableList,
} from '#kernel/client';
import { operLogApi, withTimeRange, type OperLog, type OperLogQuery } from '../../api/log-api.ts';
import { OperLogDetail } from './OperLogDetail.tsx';
import { sortQuery } from '../sort-query.ts';

type Query = OperLogQuery & { orderByColumn?: string; isAsc?: string };

/** System → Operation log: search, details (parameters masked by the server), delete, clean, export. */
export default function OperLogPage() {
  const { t } = useTranslation('system');
  const list = useTableList<OperLog, Query>(operLogApi.list, {});
  const dict = useDict('BusinessType', 'SuccessOrFail');
  const [showSearch, setShowSearch] = useState(true);
  const [detail, setDetail] = useState<OperLog | null>(null);
  const canView = useHasPermi('system:operlog:view');

  const remove = (ids: number[]) => confirmDelete(() => operLogApi.remove(ids)).then((done) => done && void list.reload());
  const clean = () => confirmAction(t('logs.cleanOperConfirm'), operLogApi.clean).then((done) => done && void list.reload());

  const columns: (TableColumnProps<OperLog> & { key: string })[] = useMemo(
    () => [
      { key: 'operId', dataIndex: 'operId', title: t('fields.operId'), width: 100 },
      { key: 'title', dataIndex: 'title', title: t('fields.title'), width: 160 },
      {
        key: 'businessType',
        dataIndex: 'businessType',
        title: t('fields.businessType'),
        width: 110,
        render: (v: string) => <DictTag options={dict.BusinessType} value={v} />,
      },
      { key: 'operName', dataIndex: 'operName', title: t('fields.operName'), width: 120 },
      { key: 'operIp', dataIndex: 'operIp', title: t('fields.operIp'), width: 140 },
      { key: 'operLocation', dataIndex: 'operLocation', title: t('fields.operLocation'), width: 110 },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.operStatus'),
        width: 100,
        render: (v: string) => <DictTag options={dict.SuccessOrFail} value={v} />,
      },
      { key: 'responseCode', dataIndex: 'responseCode', title: t('fields.responseCode'), width: 100 },
      { key: 'operTime', dataIndex: 'operTime', title: t('fields.operTime'), width: 180, sorter: true },
      {
        key: 'cost',
        dataIndex: 'cost',
        title: t('fields.cost'),
        width: 110,
        sorter: true,
        render: (v: number) => t('logs.ms', { cost: v }),
      },
      {
        key: 'actions',
        title: t('logs.actions'),
        width: 100,
        render: (_: unknown, r: OperLog) =>
          canView && (
            <Button type="text" size="mini" icon={<IconEye />} onClick={() => void operLogApi.get(r.operId).then(setDetail)}>
              {t('logs.detail')}
            </Button>
          ),
      },
    ],
    [t, dict.BusinessType, dict.SuccessOrFail, canView],
  );
  const chooser = useColumnChooser(columns);

  return (
    <div className="zx-page" data-page="system/operlog/index">
      <SearchBar
        visible={showSearch}
        onSearch={(v) => list.search(withTimeRange(v as Query & { timeRange?: [string, string] }))}
        onReset={list.reset}
      >
        <Form.Item field="title" label={t('fields.title')}>
          <Input allowClear placeholder={t('logs.titlePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item field="operName" label={t('fields.operName')}>
          <Input allowClear placeholder={t('logs.operNamePlaceholder')} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item field="businessType" label={t('fields.businessType')}>
          <Select
            allowClear
            placeholder={t('logs.typePlaceholder')}
            style={{ width: 140 }}
            options={dict.BusinessType?.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
        <Form.Item field="status" label={t('fields.operStatus')}>
          <Select
            allowClear
            placeholder={t('logs.statusPlaceholder')}
            style={{ width: 120 }}
            options={dict.SuccessOrFail?.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
        <Form.Item field="timeRange" label={t('fields.operTime')}>
          <DatePicker.RangePicker style={{ width: 260 }} format="YYYY-MM-DD" placeholder={[t('logs.begin'), t('logs.end')]} />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="system:operlog:remove">
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
        <HasPermi value="system:operlog:export">
          <Button
            status="warning"
            icon={<IconDownload />}
            onClick={() => void exportList('/monitor/operlog/list', list.query as Record<string, unknown>, 'OperLog')}
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
        rowKey="operId"
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
      <OperLogDetail log={detail} types={dict.BusinessType} onClose={() => setDetail(null)} />
    </div>
  );
}
