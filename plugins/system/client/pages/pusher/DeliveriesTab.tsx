import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message, Tag, Tooltip } from '@arco-design/web-react';
import { CrudPage, SearchSelect, useHasPermi, useTableList, type CrudColumn } from '#kernel/client';
import { PUSH_DELIVERY_STATES } from '../../../shared/pusher.ts';
import { pushDeliveryObject, pusherApi, type PushDelivery, type PushDeliveryQuery, type PushEvent } from '../../api/pusher-api.ts';

const STATE_COLORS: Record<PushDelivery['state'], string> = {
  pending: 'gray',
  sending: 'arcoblue',
  sent: 'green',
  failed: 'orange',
  dead: 'red',
};

/** The delivery log: every message sent or to send, filtered by event, channel and state; a failed or dead one retried by hand. */
export function DeliveriesTab({ events }: { events: PushEvent[] }) {
  const { t } = useTranslation('system');
  const list = useTableList(pushDeliveryObject, {});
  const canEdit = useHasPermi('system:pusher:edit');
  const [channels, setChannels] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    pusherApi
      .list({ pageNum: 1, pageSize: 500 })
      .then((p) => setChannels(p.rows.map((c) => ({ value: String(c.channelId), label: c.channelName }))));
  }, []);
  const retry = async (ids: number[]) => {
    const r = await pusherApi.retry(ids);
    Message.success(t('pusher.retried', { count: r.retried }));
    await list.reload();
  };

  const columns = useMemo<CrudColumn<PushDelivery>[]>(
    () => [
      { key: 'deliveryId', dataIndex: 'deliveryId', title: 'ID', width: 80 },
      { key: 'eventName', dataIndex: 'eventName', title: t('fields.eventCode'), width: 190 },
      { key: 'channelName', dataIndex: 'channelName', title: t('fields.channelId'), width: 150 },
      { key: 'recipient', dataIndex: 'recipient', title: t('pusher.recipient'), width: 220 },
      { key: 'lang', dataIndex: 'lang', title: t('pusher.lang'), width: 90 },
      {
        key: 'state',
        dataIndex: 'state',
        title: t('pusher.state'),
        width: 100,
        render: (v: PushDelivery['state'], r: PushDelivery) => (
          <Tooltip content={r.lastError} disabled={!r.lastError}>
            <Tag color={STATE_COLORS[v]} data-testid={`delivery-state-${r.deliveryId}`}>
              {t(`pusher.states.${v}`)}
            </Tag>
          </Tooltip>
        ),
      },
      { key: 'attempts', dataIndex: 'attempts', title: t('pusher.attempts'), width: 90 },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 170 },
      { key: 'sentTime', dataIndex: 'sentTime', title: t('pusher.sentTime'), width: 170 },
    ],
    [t],
  );

  return (
    <CrudPage<PushDelivery, PushDeliveryQuery>
      page="system/pusher/deliveries"
      object={pushDeliveryObject}
      list={list}
      columns={columns}
      rowActions={(r) =>
        canEdit &&
        (r.state === 'failed' || r.state === 'dead') && (
          <Button type="text" size="mini" onClick={() => void retry([r.deliveryId])}>
            {t('pusher.retry')}
          </Button>
        )
      }
      search={
        <>
          <SearchSelect field="eventCode" label={t('fields.eventCode')} options={events.map((e) => ({ value: e.code, label: e.name }))} />
          <SearchSelect field="channelId" label={t('fields.channelId')} options={channels} />
          <SearchSelect
            field="state"
            label={t('pusher.state')}
            options={PUSH_DELIVERY_STATES.map((s) => ({ value: s, label: t(`pusher.states.${s}`) }))}
          />
        </>
      }
    />
  );
}
