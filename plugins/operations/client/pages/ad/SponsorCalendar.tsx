import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, DatePicker, Empty, Input, Space } from '@arco-design/web-react';
import { IconDownload, IconSearch } from '@arco-design/web-react/icon';
import { download } from '#kernel/client';
import { adApi, adUrls, type SponsorPlacement } from '../../api/ad-api.ts';

const monthNow = () => new Date().toISOString().slice(0, 7);
const daysIn = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(y, m, 0).getDate();
};

/**
 * One sponsor's placements across the spaces and sites the person may view, as a month: a row per placement,
 * its days marked; placements of theirs in the same space whose dates overlap are warned of. The month's
 * report (impressions, clicks, CTR, daily unique visitors, bot share) downloads as xlsx.
 */
export function SponsorCalendar() {
  const { t } = useTranslation('operations');
  const [sponsor, setSponsor] = useState('');
  const [month, setMonth] = useState(monthNow());
  const [rows, setRows] = useState<SponsorPlacement[] | null>(null);
  const search = () => void adApi.calendar({ sponsor: sponsor.trim(), month }).then((r) => setRows(r.rows));
  const days = daysIn(month);
  const byId = useMemo(() => new Map((rows ?? []).map((r) => [r.advertisementId, r])), [rows]);
  const overlaps = (rows ?? []).filter((r) => r.overlaps.some((o) => o > r.advertisementId));
  const covers = (p: SponsorPlacement, day: number) => {
    const d = `${month}-${String(day).padStart(2, '0')}`;
    return p.onlineDate.slice(0, 10) <= d && d <= p.offlineDate.slice(0, 10);
  };
  const cell = {
    width: 22,
    minWidth: 22,
    height: 22,
    textAlign: 'center',
    fontSize: 11,
    border: '1px solid var(--color-border-2)',
  } as const;

  return (
    <div className="zx-sponsor-calendar" data-page="operations/ad/sponsorCalendar">
      <Space style={{ marginBottom: 12 }} wrap>
        <Input
          style={{ width: 220 }}
          placeholder={t('ad.sponsorPlaceholder')}
          value={sponsor}
          onChange={setSponsor}
          onPressEnter={search}
          data-field="sponsor"
        />
        <DatePicker.MonthPicker value={month} onChange={(v) => v && setMonth(v.slice(0, 7))} allowClear={false} />
        <Button type="primary" icon={<IconSearch />} disabled={!sponsor.trim()} onClick={search} data-action="calendar">
          {t('ad.calendar.show')}
        </Button>
        <Button
          icon={<IconDownload />}
          disabled={!sponsor.trim()}
          onClick={() => void download(adUrls.report, { sponsor: sponsor.trim(), month }, `${t('ad.calendar.reportFile')}_${month}.xlsx`)}
          data-action="report"
        >
          {t('ad.calendar.report')}
        </Button>
      </Space>
      {overlaps.map((r) => (
        <Alert
          key={r.advertisementId}
          type="warning"
          style={{ marginBottom: 8 }}
          content={t('ad.calendar.overlap', {
            name: r.name,
            others: r.overlaps.map((o) => byId.get(o)?.name ?? o).join('、'),
            space: r.adSpaceName,
            site: r.siteName,
          })}
        />
      ))}
      {rows && !rows.length ? <Empty description={t('ad.calendar.none')} /> : null}
      {rows?.length ? (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th style={{ textAlign: 'left', paddingRight: 12 }}>{t('ad.calendar.placement')}</th>
                {Array.from({ length: days }, (_, i) => (
                  <th key={i} style={cell}>
                    {i + 1}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.advertisementId} data-ad={p.advertisementId}>
                  <td style={{ paddingRight: 12, whiteSpace: 'nowrap' }}>
                    {p.name} · {p.siteName} / {p.adSpaceName}
                  </td>
                  {Array.from({ length: days }, (_, i) => (
                    <td
                      key={i}
                      style={{
                        ...cell,
                        background: covers(p, i + 1) ? (p.overlaps.length ? 'rgb(var(--orange-5))' : 'rgb(var(--arcoblue-5))') : undefined,
                      }}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
