import { useTranslation } from 'react-i18next';
import { Empty, Tag, Timeline } from '@arco-design/web-react';
import type { AttachmentSlot } from '../../../shared/round.ts';
import type { ReviewRecordRow, SiteInspection } from '../../../shared/workflow.ts';
import { pathLabel } from './field-labels.ts';
import { InspectionSummary } from './InspectionFields.tsx';

const COLORS: Record<string, string> = { RETURNED: 'orange', NOT_APPROVED: 'red', REVOKED: 'red', WITHDRAWN: 'gray', APPROVED: 'green' };

/** The review records of an application (awards.md §6.4), oldest first: who did what, from which state to which, and why. */
export function ReviewTimeline({
  records,
  schema,
  slots,
}: {
  records: ReviewRecordRow[];
  schema: Record<string, any>;
  slots: readonly AttachmentSlot[];
}) {
  const { t } = useTranslation('award');
  if (!records.length) return <Empty />;
  return (
    <Timeline className="award-review-records">
      {records.map((r) => (
        <Timeline.Item key={r.recordId} label={r.createTime} dotColor={COLORS[r.toStatus]}>
          <div data-record={r.action}>
            <Tag size="small">{t(`stage.${r.stage}`)}</Tag> <strong>{t(`action.${r.action}`)}</strong>{' '}
            <span style={{ color: 'var(--color-text-3)' }}>
              {t(`status.${r.fromStatus}`)} → {t(`status.${r.toStatus}`)}
            </span>
            <div style={{ color: 'var(--color-text-2)', fontSize: 12 }}>
              {r.actorName && t('examine.by', { name: r.actorName })} {t('examine.revisionN', { n: r.revision })}
            </div>
            {r.opinion && (
              <div>
                {t('examine.opinion')}: {r.opinion}
              </div>
            )}
            {r.returnedFields?.length ? (
              <ul style={{ margin: '2px 0', paddingLeft: 18 }}>
                {r.returnedFields.map((f) => (
                  <li key={f.path}>
                    {pathLabel(schema, f.path, t, slots)}
                    {f.comment ? `: ${f.comment}` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
            {r.deadline && <div>{t('examine.resubmitBy', { deadline: r.deadline.slice(0, 10) })}</div>}
            {r.materialCheck?.length ? (
              <div>
                {t('examine.checked', {
                  total: r.materialCheck.length,
                  bad: r.materialCheck.filter((m) => !m.present || !m.valid).length,
                })}
              </div>
            ) : null}
            {r.action === 'inspect' && r.data?.inspection ? <InspectionSummary report={r.data.inspection as SiteInspection} /> : null}
            {typeof r.data?.certificateNo === 'string' && (
              <div>
                {t('examine.certificateNo')}: {r.data.certificateNo}
                {typeof r.data.validTo === 'string' && ` (${t('examine.validTo')}: ${r.data.validTo})`}
              </div>
            )}
          </div>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
