import { useTranslation } from 'react-i18next';
import { DetailDialog, DictTag, type DictOption } from '#kernel/client';
import type { OperLog } from '../../api/log-api.ts';

/** Pretty-prints stored JSON (already masked by the server); other text as is. */
function pretty(text: string | undefined): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const pre = { margin: 0, maxHeight: 220, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 } as const;

/** A request's or response's body, pretty-printed in a scrolling block the tests find by its field. */
const json = (field: 'requestArgs' | 'responseResult', text: string | undefined) => (
  <pre style={pre} data-field={field}>
    {pretty(text)}
  </pre>
);

/** The operation log detail dialog: who, where, what was sent and what came back. */
export function OperLogDetail({ log, types, onClose }: { log: OperLog | null; types: DictOption[] | undefined; onClose(): void }) {
  const { t } = useTranslation('system');
  return (
    <DetailDialog
      title={t('logs.detailTitle')}
      row={log}
      onClose={onClose}
      width={800}
      className="zx-operlog-detail"
      items={(r) => [
        { label: t('fields.title'), value: r.title },
        { label: t('fields.businessType'), value: <DictTag options={types} value={r.businessType} /> },
        { label: t('fields.operName'), value: [r.operName, r.deptName].filter(Boolean).join(' / ') },
        { label: t('fields.operIp'), value: [r.operIp, r.operLocation].filter(Boolean).join(' / ') },
        { label: t('fields.requestMethod'), value: r.requestMethod },
        { label: t('fields.operUrl'), value: r.operUrl },
        { label: t('fields.method'), value: r.method, span: 2 },
        { label: t('fields.requestArgs'), value: json('requestArgs', r.requestArgs), span: 2 },
        { label: t('fields.responseResult'), value: json('responseResult', r.responseResult), span: 2 },
        { label: t('fields.operStatus'), value: r.status === '0' ? t('logs.success') : t('logs.fail') },
        { label: t('fields.responseCode'), value: r.responseCode },
        { label: t('fields.cost'), value: t('logs.ms', { cost: r.cost }) },
        { label: t('fields.operTime'), value: r.operTime },
        { label: t('fields.userAgent'), value: r.userAgent, span: 2 },
      ]}
    />
  );
}
