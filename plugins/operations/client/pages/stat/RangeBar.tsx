import { useTranslation } from 'react-i18next';
import { DatePicker, Radio, Space } from '@arco-design/web-react';
import { TREND_GRANS, type TrendGran } from '../../../shared/stat.ts';

/** A report's period (local days) and, for trends, its granularity. */
export interface StatPeriod {
  startDate: string;
  endDate: string;
}

const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The last 30 days, today included (the server's default too). */
export function lastDays(n = 30): StatPeriod {
  const end = new Date();
  const start = new Date(end.getTime() - (n - 1) * 86_400_000);
  return { startDate: day(start), endDate: day(end) };
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
