import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Progress, Tag } from '@arco-design/web-react';
import { CrudPage, confirmAction, useHasPermi, useTableList, type CrudColumn } from '#kernel/client';
import type { AdQuery } from '../../../shared/advertisement.ts';
import { adApi, adObject, type AdRow, type AdSpaceDetail } from '../../api/ad-api.ts';

/** SPEC §2: the ad editor route */
export const AD_EDITOR = '/cms/ad/editor';
type Ad = AdRow & { online: boolean };
const percent = (n: number) => `${Math.round(n * 1000) / 10}%`;

/** The ads of a space in its editor: each one's share of the rotation before publishing, and of the last 30 days' impressions. */
export function SpaceAdsTable({ space, onChanged }: { space: AdSpaceDetail; onChanged(): void }) {
  const { t } = useTranslation('operations');
  const navigate = useNavigate();
  const list = useTableList(adObject, { adSpaceId: space.pageWidgetId } as AdQuery);
  const canEdit = useHasPermi('cms:advertisement:edit');
  const shares = useMemo(() => new Map(space.shares.map((s) => [s.advertisementId, s])), [space]);
  const toggle = (r: Ad) =>
    void confirmAction(t(r.state === '0' ? 'ad.confirmDisable' : 'ad.confirmEnable', { name: r.name }), () =>
      r.state === '0' ? adApi.disable([r.advertisementId]) : adApi.enable([r.advertisementId]),
    ).then((done) => {
      if (!done) return;
      void list.reload();
      onChanged();
    });

  const columns = useMemo<CrudColumn<Ad>[]>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('ad.name'), width: 180, ellipsis: true },
      { key: 'sponsor', dataIndex: 'sponsor', title: t('ad.sponsor'), width: 120, ellipsis: true },
      { key: 'weight', dataIndex: 'weight', title: t('ad.weight'), width: 80 },
      {
        key: 'share',
        title: t('ad.share'),
        width: 170,
        render: (_: unknown, r: Ad) => {
          const s = shares.get(r.advertisementId);
          return <Progress size="small" percent={Math.round((s?.share ?? 0) * 100)} formatText={() => percent(s?.share ?? 0)} />;
        },
      },
      {
        key: 'views30',
        title: t('ad.views30'),
        width: 150,
        render: (_: unknown, r: Ad) => {
          const s = shares.get(r.advertisementId);
          return `${s?.views30 ?? 0} (${percent(s?.viewShare30 ?? 0)})`;
        },
      },
      {
        key: 'state',
        dataIndex: 'state',
        title: t('ad.state'),
        width: 150,
        render: (_: unknown, r: Ad) => (
          <>
            <Tag color={r.state === '0' ? 'green' : 'gray'}>{t(r.state === '0' ? 'ad.enabled' : 'ad.disabled')}</Tag>
            {r.online ? <Tag color="arcoblue">{t('ad.onlineNow')}</Tag> : null}
          </>
        ),
      },
      { key: 'onlineDate', dataIndex: 'onlineDate', title: t('ad.onlineDate'), width: 170 },
      { key: 'offlineDate', dataIndex: 'offlineDate', title: t('ad.offlineDate'), width: 170 },
    ],
    [t, shares],
  );

  return (
    <Card bordered={false} title={t('ad.listTitle')} style={{ marginTop: 12 }}>
      <CrudPage<Ad, AdQuery>
        page="operations/ad/spaceAds"
        object={adObject}
        list={list}
        columns={columns}
        onAdd={() => navigate(`${AD_EDITOR}?adSpaceId=${space.pageWidgetId}`)}
        onEdit={(r) => navigate(`${AD_EDITOR}?id=${r.advertisementId}`)}
        onRemove={async (ids) => {
          await adApi.removeAds(ids as number[]);
          onChanged();
        }}
        actionsWidth={220}
        rowActions={(r) =>
          canEdit ? (
            <Button type="text" size="mini" onClick={() => toggle(r)} data-action="toggle">
              {t(r.state === '0' ? 'ad.disable' : 'ad.enable')}
            </Button>
          ) : null
        }
      />
    </Card>
  );
}
