import { Descriptions, Modal } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { dictLabels, type DictOption } from '#kernel/client';
import type { Job } from '../../api/job-api.ts';

/** Read-only details of one job, with its next fire time. */
export function JobDetail({ job, dicts, onClose }: { job: Job | null; dicts: Record<string, DictOption[]>; onClose(): void }) {
  const { t } = useTranslation('monitor');
  const label = (type: string, v?: string) => (v == null ? '-' : dictLabels(dicts[type], v).join(', '));
  const data = job
    ? [
        { label: t('fields.jobId'), value: job.jobId },
        { label: t('fields.jobName'), value: job.jobName },
        { label: t('fields.jobGroup'), value: label('MonitorJobGroup', job.jobGroup) },
        { label: t('fields.createTime'), value: job.createTime ?? '-' },
        { label: t('fields.cronExpression'), value: job.cronExpression },
        { label: t('job.nextValidTime'), value: job.nextValidTime ?? '-' },
        { label: t('fields.invokeTarget'), value: job.invokeTarget, span: 2 },
        { label: t('fields.status'), value: label('MonitorJobStatus', job.status) },
        { label: t('fields.concurrent'), value: label('MonitorJobConcurrent', job.concurrent) },
        { label: t('fields.misfirePolicy'), value: label('MonitorJobMisfire', job.misfirePolicy), span: 2 },
        { label: t('fields.remark'), value: job.remark ?? '-', span: 2 },
      ]
    : [];
  return (
    <Modal
      title={t('job.detailTitle')}
      visible={job != null}
      onCancel={onClose}
      footer={null}
      style={{ width: 720 }}
      className="zx-job-detail"
    >
      <Descriptions column={2} data={data} border labelStyle={{ width: 120 }} />
    </Modal>
  );
}
