import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete } from '@arco-design/web-react/icon';
import { HasPermi, Pagination, SearchBar, TableToolbar, confirmAction, useColumnChooser, useHasPermi, useTableList } from '#kernel/client';
import { onlineApi, type OnlineQuery, type OnlineSession } from '../../api/online-api.ts';

/** Monitor → Online users (在线用户): every live session; force logout of one or many. */
export default function OnlinePage() {
  const { t } = useTranslation('monitor');
  const list = useTableList<OnlineSession, OnlineQuery>(onlineApi.list, {});
  const [showSearch, setShowSearch] = useState(true);
  const canForce = useHasPermi('monitor:online:forceLogout');

  const kickOne = (r: OnlineSession) =>
    confirmAction(t('online.forceConfirm', { name: r.userName }), () => onlineApi.forceLogout(r.tokenId), t('online.forced')).then(
      (done) => {
        if (done) void list.reload();
      },
    );
  const kickMany = (ids: string[]) =>
    confirmAction(t('online.batchConfirm', { count: ids.length }), () => onlineApi.batchLogout(ids), t('online.forced')).then((done) => {
      if (done) void list.reload();
    });

  const columns: (TableColumnProps<OnlineSession> & { key: string })[] = useMemo(
    () => [
      {
        key: 'index',
        title: t('online.index'),
        width: 70,
        render: (_: unknown, __: OnlineSession, i: number) => (list.pageNum - 1) * list.pageSize + i + 1,
      },
      {
        key: 'tokenId',
        dataIndex: 'tokenId',
        title: t('fields.tokenId'),
        width: 120,
        render: (v: string) => <span title={v}>{v.slice(0, 8)}…</span>,
      },
      {
        key: 'userName',
        dataIndex: 'userName',
        title: t('fields.userName'),
        render: (v: string, r: OnlineSession) => (
          <span>
            {v}
            {r.current && (
              <Tag size="small" color="arcoblue" style={{ marginLeft: 6 }}>
                {t('online.current')}
              </Tag>
            )}
          </span>
        ),
      },
      { key: 'deptName', dataIndex: 'deptName', title: t('online.dept'), render: (v?: string) => v ?? '-' },
      { key: 'ipaddr', dataIndex: 'ipaddr', title: t('fields.ipaddr'), width: 140 },
      {
        key: 'loginLocation',
        dataIndex: 'loginLocation',
        title: t('online.location'),
        render: (v?: string) => (v === 'LAN' ? t('online.lan') : (v ?? '-')),
      },
      { key: 'browser', dataIndex: 'browser', title: t('online.browser'), render: (v?: string) => v ?? '-' },
      { key: 'os', dataIndex: 'os', title: t('online.os'), render: (v?: string) => v ?? '-' },
      { key: 'loginTime', dataIndex: 'loginTime', title: t('online.loginTime'), width: 170 },
      {
        key: 'actions',
        title: t('common.actions'),
        width: 120,
        render: (_: unknown, r: OnlineSession) =>
          canForce && !r.current ? (
            <Button type="text" size="mini" status="danger" icon={<IconDelete />} onClick={() => void kickOne(r)} data-action="force">
              {t('online.forceLogout')}
            </Button>
          ) : null,
      },
    ],
    [t, canForce, list.pageNum, list.pageSize],
  );
  const chooser = useColumnChooser(columns);

  return (
    <div className="zx-page" data-page="monitor/online/index">
      <SearchBar visible={showSearch} onSearch={(v) => list.search(v as OnlineQuery)} onReset={list.reset}>
        <Form.Item field="ipaddr" label={t('online.ipLabel')}>
          <Input allowClear placeholder={t('online.ipPlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item field="userName" label={t('fields.userName')}>
          <Input allowClear placeholder={t('online.userPlaceholder')} style={{ width: 180 }} />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="monitor:online:batchLogout">
          <Button
            status="danger"
            icon={<IconDelete />}
            disabled={list.selectedKeys.length === 0}
            onClick={() => void kickMany(list.selectedKeys as string[])}
            data-action="batch"
          >
            {t('online.batchLogout')}
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
        rowKey="tokenId"
        loading={list.loading}
        data={list.rows}
        columns={chooser.visibleColumns}
        pagination={false}
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: list.selectedKeys,
          onChange: (keys) => list.setSelectedKeys(keys as string[]),
          // kicking oneself out is a logout, not a force logout
          checkboxProps: (r: OnlineSession) => ({ disabled: !!r.current }),
        }}
        border={false}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
    </div>
  );
}
