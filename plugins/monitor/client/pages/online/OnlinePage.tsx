import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tag } from '@arco-design/web-react';
import { IconDelete } from '@arco-design/web-react/icon';
import { CrudPage, HasPermi, confirmAction, useHasPermi, useTableList, type CrudColumn, SearchInput } from '#kernel/client';
import { onlineApi, onlineObject, type OnlineQuery, type OnlineSession } from '../../api/online-api.ts';

/** Monitor → Online users (在线用户): every live session; force logout of one or many. */
export default function OnlinePage() {
  const { t } = useTranslation('monitor');
  const list = useTableList(onlineObject, {});
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

  const columns = useMemo<CrudColumn<OnlineSession>[]>(
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
    ],
    [t, list.pageNum, list.pageSize],
  );
  return (
    <CrudPage<OnlineSession, OnlineQuery>
      page="monitor/online/index"
      object={onlineObject}
      list={list}
      columns={columns}
      actionsWidth={120}
      rowActions={(r) =>
        canForce && !r.current ? (
          <Button type="text" size="mini" status="danger" icon={<IconDelete />} onClick={() => void kickOne(r)} data-action="force">
            {t('online.forceLogout')}
          </Button>
        ) : null
      }
      toolbar={
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
      }
      search={
        <>
          <SearchInput field="ipaddr" label={t('online.ipLabel')} placeholder={t('online.ipPlaceholder')} width={180} />
          <SearchInput field="userName" label={t('fields.userName')} placeholder={t('online.userPlaceholder')} width={180} />
        </>
      }
    />
  );
}
