import { useTranslation } from 'react-i18next';
import { DetailDialog, dictLabels, type DictOption } from '#kernel/client';
import type { Job } from '../../api/job-api.ts';

/** Read-only details of one job, with its next fire time. */
export function JobDetail({ job, dicts, onClose }: { job: Job | null; dicts: Record<string, DictOption[]>; onClose(): void }) {
  const { t } = useTranslation('monitor');
  const label = (type: string, v?: string) => (v == null ? '-' : dictLabels(dicts[type], v).join(', '));
  return (
    <DetailDialog
      title={t('job.detailTitle')}
      row={job}
      onClose={onClose}
      width={720}
      className="zx-job-detail"
      items={(r) => [
        { label: t('fields.jobId'), value: r.jobId },
        { label: t('fields.jobName'), value: r.jobName },
        { label: t('fields.jobGroup'), value: label('MonitorJobGroup', r.jobGroup) },
        { label: t('fields.createTime'), value: r.createTime ?? '-' },
        { label: t('fields.cronExpression'), value: r.cronExpression },
        { label: t('job.nextValidTime'), value: r.nextValidTime ?? '-' },
        { label: t('fields.invokeTarget'), value: r.invokeTarget, span: 2 },
        { label: t('fields.status'), value: label('MonitorJobStatus', r.status) },
        { label: t('fields.concurrent'), value: label('MonitorJobConcurrent', r.concurrent) },
        { label: t('fields.misfirePolicy'), value: label('MonitorJobMisfire', r.misfirePolicy), span: 2 },
        { label: t('fields.remark'), value: r.remark ?? '-', span: 2 },
      ]}
    />
  );
}
