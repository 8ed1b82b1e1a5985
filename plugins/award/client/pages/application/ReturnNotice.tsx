import { useTranslation } from 'react-i18next';
import { Alert } from '@arco-design/web-react';
import type { ReturnedField, ReviewRecordRow } from '../../../shared/workflow.ts';
import type { AttachmentSlot } from '../../../shared/round.ts';
import type { ApplicationFull } from '../../api/application-api.ts';
import { pathLabel } from '../examine/field-labels.ts';

/**
 * What a returned application must fix (awards.md §6.3 #5): the reviewer's opinion, the resubmit deadline and each
 * returned field by its label with its comment; only those fields are editable below.
 */
export function ReturnNotice({
  app,
  record,
  fields,
  schema,
  slots,
}: {
  app: ApplicationFull;
  record: ReviewRecordRow | null;
  fields: ReturnedField[];
  schema: Record<string, any>;
  slots: AttachmentSlot[];
}) {
  const { t } = useTranslation('award');
  return (
    <Alert
      type="warning"
      className="award-return-notice"
      style={{ marginBottom: 12 }}
      title={t('examine.returnedTitle')}
      content={
        <div>
          {record?.opinion && (
            <div data-return="opinion">
              {t('examine.opinion')}: {record.opinion}
            </div>
          )}
          {app.returnDeadline && <div data-return="deadline">{t('examine.resubmitBy', { deadline: app.returnDeadline.slice(0, 10) })}</div>}
          <div style={{ marginTop: 4 }}>{t('examine.fixFields')}</div>
          <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
            {fields.map((f) => (
              <li key={f.path} data-return-field={f.path}>
                <strong>{pathLabel(schema, f.path, t, slots)}</strong>
                {f.comment ? `: ${f.comment}` : ''}
              </li>
            ))}
          </ul>
          <div style={{ marginTop: 4, color: 'var(--color-text-3)' }}>{t('examine.othersLocked')}</div>
        </div>
      }
    />
  );
}
