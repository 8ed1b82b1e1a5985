import { useTranslation } from 'react-i18next';
import { DetailDialog, type DictOption } from '#kernel/client';
import type { Job } from '../../api/job-api.ts';
import { dictText, jobLines } from './job-lines.ts';

/** Read-only details of one job, with its next fire time. */
export function JobDetail({ job, dicts, onClose }: { job: Job | null; dicts: Record<string, DictOption[]>; onClose(): void }) {
  const { t } = useTranslation('monitor');
  return (
    <DetailDialog
      title={t('job.detailTitle')}
      row={job}
      onClose={onClose}
      width={720}
      className="zx-job-detail"
      items={(r) => [
        { label: t('fields.jobId'), value: r.jobId },
        ...jobLines(t, r, dicts.MonitorJobGroup),
        { label: t('fields.createTime'), value: r.createTime ?? '-' },
        { label: t('fields.cronExpression'), value: r.cronExpression },
        { label: t('job.nextValidTime'), value: r.nextValidTime ?? '-' },
        { label: t('fields.invokeTarget'), value: r.invokeTarget, span: 2 },
        { label: t('fields.status'), value: dictText(dicts.MonitorJobStatus, r.status) },
        { label: t('fields.concurrent'), value: dictText(dicts.MonitorJobConcurrent, r.concurrent) },
        { label: t('fields.misfirePolicy'), value: dictText(dicts.MonitorJobMisfire, r.misfirePolicy), span: 2 },
        { label: t('fields.remark'), value: r.remark ?? '-', span: 2 },
      ]}
    />
  );
}
