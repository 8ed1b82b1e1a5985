import { useTranslation } from 'react-i18next';
import { DatePicker, Form, Input, Radio, Select } from '@arco-design/web-react';
import { formRules } from '#kernel/client';
import { INSPECTION_CONCLUSIONS, INSPECTION_TEXTS as TEXTS, type SiteInspection } from '../../../shared/workflow.ts';

/** The fields of a site inspection report (现场复查报告, awards.md §6.4) inside the review action dialog, as `inspection.*`. */
export function InspectionFields() {
  const { t } = useTranslation('award');
  return (
    <>
      <Form.Item field="inspection.date" label={t('inspection.date')} rules={[formRules.required()]}>
        <DatePicker style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        field="inspection.inspectors"
        label={t('inspection.inspectors')}
        extra={t('inspection.inspectorsHint')}
        rules={[formRules.required()]}
      >
        <Select mode="multiple" allowCreate maxTagCount={20} />
      </Form.Item>
      {TEXTS.map(([name, max]) => (
        <Form.Item key={name} field={`inspection.${name}`} label={t(`inspection.${name}`)}>
          <Input.TextArea maxLength={max} autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
      ))}
      <Form.Item field="inspection.conclusion" label={t('inspection.conclusion')} rules={[formRules.required()]}>
        <Radio.Group options={INSPECTION_CONCLUSIONS.map((c) => ({ value: c, label: t(`inspection.result.${c}`) }))} />
      </Form.Item>
    </>
  );
}

/** A recorded inspection report as the review records show it. */
export function InspectionSummary({ report }: { report: SiteInspection }) {
  const { t } = useTranslation('award');
  return (
    <div data-inspection={report.conclusion}>
      <div>
        {t('inspection.date')}: {report.date} · {t('inspection.inspectors')}: {report.inspectors.join(t('inspection.separator'))} ·{' '}
        {t('inspection.conclusion')}: <strong>{t(`inspection.result.${report.conclusion}`)}</strong>
      </div>
      {TEXTS.map(([name]) =>
        report[name] ? (
          <div key={name}>
            {t(`inspection.${name}`)}: {report[name]}
          </div>
        ) : null,
      )}
    </div>
  );
}
