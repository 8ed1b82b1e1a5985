import { useTranslation } from 'react-i18next';
import { DatePicker, Radio, Space } from '@arco-design/web-react';
import { TREND_GRANS, type TrendGran } from '../../../shared/stat.ts';

/** A report's period (local days) and, for trends, its granularity. */
export interface StatPeriod {
  startDate: string;
  endDate: string;
}

const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** today in the server's time zone, as `/stat/menu/tree` answered it (the reports count days there) */
let serverToday: string | null = null;
export const setStatToday = (today: string | undefined) => {
  serverToday = today && /^\d{4}-\d{2}-\d{2}$/.test(today) ? today : null;
};

/** The last 30 days, today included (the server's default too), in the server's days. */
export function lastDays(n = 30): StatPeriod {
  const end = serverToday ?? day(new Date());
  const endMs = Date.UTC(Number(end.slice(0, 4)), Number(end.slice(5, 7)) - 1, Number(end.slice(8, 10)));
  return { startDate: new Date(endMs - (n - 1) * 86_400_000).toISOString().slice(0, 10), endDate: end };
}

export function RangeBar({
  value,
  onChange,
  gran,
  onGran,
}: {
  value: StatPeriod;
  onChange: (p: StatPeriod) => void;
  gran?: TrendGran;
  onGran?: (g: TrendGran) => void;
}) {
  const { t } = useTranslation('operations');
  return (
    <Space wrap style={{ marginBottom: 12 }} className="zx-stat-range">
      <DatePicker.RangePicker
        value={[value.startDate, value.endDate]}
        allowClear={false}
        onChange={(v) => v?.[0] && v[1] && onChange({ startDate: String(v[0]).slice(0, 10), endDate: String(v[1]).slice(0, 10) })}
      />
      {gran && onGran && (
        <Radio.Group type="button" value={gran} onChange={(g) => onGran(g as TrendGran)}>
          {TREND_GRANS.map((g) => (
            <Radio key={g} value={g}>
              {t(`stat.gran.${g}`)}
            </Radio>
          ))}
        </Radio.Group>
      )}
    </Space>
  );
}
