import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Empty, Select, Space, Table, Tag } from '@arco-design/web-react';
import { useHasPermi } from '#kernel/client';
import { roleApi } from '../../api/role-api.ts';
import { userApi } from '../../api/user-api.ts';
import { pusherApi, type PushChannel, type PushEvent } from '../../api/pusher-api.ts';

type Cell = { channelId: number; targetType: 'role' | 'user' | 'subject'; targetId: number };
const key = (c: Cell) => `${c.channelId}|${c.targetType}|${c.targetId}`;
type Row = { rowKey: string; targetType: 'role' | 'subject'; targetId: number; name: string };

/**
 * The subscription matrix of one event: which channels reach the event's own subjects (the applicant at
 * their contact e-mail), which roles, and which single users; saved as the event's whole set.
 */
export function SubscriptionsTab({ events }: { events: PushEvent[] }) {
  const { t } = useTranslation('system');
  const canEdit = useHasPermi('system:pusher:edit');
  const [eventCode, setEventCode] = useState<string | undefined>(events[0]?.code);
  const [channels, setChannels] = useState<PushChannel[]>([]);
  const [roles, setRoles] = useState<{ roleId: number; roleName: string }[]>([]);
  const [users, setUsers] = useState<{ value: number; label: string }[]>([]);
  const [cells, setCells] = useState<Set<string>>(new Set());
  const event = events.find((e) => e.code === eventCode);

  useEffect(() => {
    if (!eventCode && events[0]) setEventCode(events[0].code);
  }, [events, eventCode]);
  useEffect(() => {
    pusherApi.list({ pageNum: 1, pageSize: 500 }).then((p) => setChannels(p.rows));
    roleApi.list({ pageNum: 1, pageSize: 500 }).then((p) => setRoles(p.rows));
    userApi
      .list({ pageNum: 1, pageSize: 500 })
      .then((p) => setUsers(p.rows.map((u) => ({ value: u.userId, label: `${u.nickName} (${u.userName})` }))));
  }, []);
  useEffect(() => {
    if (!eventCode) return;
    pusherApi.subscriptions(eventCode).then((rows) => setCells(new Set(rows.map(key))));
  }, [eventCode]);

  const toggle = (c: Cell, on: boolean) =>
    setCells((s) => {
      const n = new Set(s);
      if (on) n.add(key(c));
      else n.delete(key(c));
      return n;
    });
  const save = async () => {
    if (!eventCode) return;
    const items = [...cells].map((k) => {
      const [channelId, targetType, targetId] = k.split('|');
      return { channelId: Number(channelId), targetType: targetType as Cell['targetType'], targetId: Number(targetId) };
    });
    await pusherApi.saveSubscriptions({ eventCode, items });
  };

  const rows: Row[] = [
    ...(event?.subjects ? [{ rowKey: 'subject', targetType: 'subject' as const, targetId: 0, name: event.subjects }] : []),
    ...roles.map((r) => ({ rowKey: `role-${r.roleId}`, targetType: 'role' as const, targetId: r.roleId, name: r.roleName })),
  ];
  const columns = [
    {
      title: t('pusher.recipient'),
      dataIndex: 'name',
      width: 200,
      render: (v: string, r: Row) => (r.targetType === 'subject' ? <Tag color="arcoblue">{v}</Tag> : v),
    },
    ...channels.map((c) => ({
      title: `${c.channelName} · ${t(`pusher.types.${c.channelType}`)}`,
      key: `c${c.channelId}`,
      width: 170,
      render: (_: unknown, r: Row) => {
        const cell = { channelId: c.channelId, targetType: r.targetType, targetId: r.targetId };
        return (
          <Checkbox
            disabled={!canEdit}
            data-testid={`sub-${c.channelId}-${r.rowKey}`}
            checked={cells.has(key(cell))}
            onChange={(on) => toggle(cell, on)}
          />
        );
      },
    })),
  ];
  const userCells = (channelId: number) => [...cells].filter((k) => k.startsWith(`${channelId}|user|`)).map((k) => Number(k.split('|')[2]));
  const setUserCells = (channelId: number, ids: number[]) =>
    setCells((s) => {
      const n = new Set([...s].filter((k) => !k.startsWith(`${channelId}|user|`)));
      for (const id of ids) n.add(`${channelId}|user|${id}`);
      return n;
    });

  return (
    <div data-page="system/pusher/subscriptions">
      <Space style={{ marginBottom: 12 }} wrap>
        <span>{t('fields.eventCode')}</span>
        <Select
          style={{ width: 320 }}
          value={eventCode}
          onChange={setEventCode}
          options={events.map((e) => ({ value: e.code, label: e.name }))}
          data-testid="sub-event"
        />
        {canEdit && (
          <Button type="primary" onClick={() => void save()} disabled={!eventCode} data-testid="sub-save">
            {t('pusher.save')}
          </Button>
        )}
      </Space>
      {channels.length === 0 ? (
        <Empty description={t('pusher.noChannels')} />
      ) : (
        <>
          <Table rowKey="rowKey" columns={columns} data={rows} pagination={false} border scroll={{ x: true }} />
          <div style={{ marginTop: 16 }}>
            <div style={{ marginBottom: 8, fontWeight: 500 }}>{t('pusher.singleUsers')}</div>
            {channels.map((c) => (
              <Space key={c.channelId} style={{ display: 'flex', marginBottom: 8 }}>
                <span style={{ display: 'inline-block', width: 220 }}>
                  {c.channelName} · {t(`pusher.types.${c.channelType}`)}
                </span>
                <Select
                  mode="multiple"
                  allowClear
                  showSearch
                  filterOption={(input, option) =>
                    String(option?.props?.children ?? '')
                      .toLowerCase()
                      .includes(input.toLowerCase())
                  }
                  disabled={!canEdit}
                  style={{ width: 420 }}
                  value={userCells(c.channelId)}
                  onChange={(ids: number[]) => setUserCells(c.channelId, ids)}
                  options={users}
                  placeholder={t('pusher.usersPlaceholder')}
                />
              </Space>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
