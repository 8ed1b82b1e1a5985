import { useTranslation } from 'react-i18next';
import { Alert, Card, Space } from '@arco-design/web-react';
import type { PreCheck } from '../../shared/application.ts';

/** The pass / warn / fail lists of a pre-check (awards.md §7). */
export function PreCheckResult({ result }: { result: PreCheck }) {
  const { t } = useTranslation('award');
  const list = (items: PreCheck['pass']) =>
    items.length ? (
      <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
        {items.map((i, n) => (
          <li key={`${i.code}-${n}`}>{i.msg ?? i.key}</li>
        ))}
      </ul>
    ) : (
      <span>{t('app.none')}</span>
    );
  return (
    <Card title={t('app.preCheckTitle')} size="small" style={{ marginTop: 12 }} className="award-precheck">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="error" data-result="fail" title={`${t('app.fail')} (${result.fail.length})`} content={list(result.fail)} />
        <Alert type="warning" data-result="warn" title={`${t('app.warn')} (${result.warn.length})`} content={list(result.warn)} />
        <Alert type="success" data-result="pass" title={`${t('app.pass')} (${result.pass.length})`} content={list(result.pass)} />
      </Space>
    </Card>
  );
}
