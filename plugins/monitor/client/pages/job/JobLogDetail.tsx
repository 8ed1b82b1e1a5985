import { useTranslation } from 'react-i18next';
import { DetailDialog, dictLabels, type DictOption } from '#kernel/client';
import type { JobLog } from '../../api/job-api.ts';

/** The detail dialog of one job run: trigger, times, instance, message and exception. */
export function JobLogDetail({
  detail,
  groups,
  statuses,
  onClose,
}: {
  detail: JobLog | null;
  groups: DictOption[];
  statuses: DictOption[];
  onClose(): void;
}) {
  const { t } = useTranslation('monitor');
  const label = (options: DictOption[], v?: string) => (v == null ? '-' : dictLabels(options, v).join(', '));
  return (
    <DetailDialog
      title={t('jobLog.detailTitle')}
      row={detail}
      onClose={onClose}
      width={760}
      className="zx-joblog-detail"
      items={(r) => [
        { label: t('fields.jobLogId'), value: r.jobLogId },
        { label: t('fields.jobName'), value: r.jobName },
        { label: t('fields.jobGroup'), value: label(groups, r.jobGroup) },
        { label: t('fields.status'), value: label(statuses, r.status) },
        { label: t('fields.invokeTarget'), value: r.invokeTarget, span: 2 },
        {
          label: t('fields.triggerType'),
          value: r.triggerType ? t(`jobLog.trigger.${r.triggerType}`, { defaultValue: r.triggerType }) : '-',
        },
        { label: t('fields.fireTime'), value: r.fireTime ?? '-' },
        { label: t('fields.startTime'), value: r.startTime ?? '-' },
        { label: t('fields.endTime'), value: r.endTime ?? '-' },
        { label: t('jobLog.instance'), value: r.instanceNo ?? '-', span: 2 },
        { label: t('fields.jobMessage'), value: <span data-field="jobMessage">{r.jobMessage ?? '-'}</span>, span: 2 },
        {
          label: t('fields.exceptionInfo'),
          value: <pre style={{ margin: 0, whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }}>{r.exceptionInfo ?? '-'}</pre>,
          span: 2,
        },
      ]}
    />
  );
}
