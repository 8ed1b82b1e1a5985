import { useTranslation } from 'react-i18next';
import { Descriptions, Modal } from '@arco-design/web-react';
import { dictLabels, type DictOption } from '#kernel/client';
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
    <Modal
      title={t('jobLog.detailTitle')}
      visible={detail != null}
      onCancel={onClose}
      footer={null}
      style={{ width: 760 }}
      className="zx-joblog-detail"
    >
      {detail && (
        <Descriptions
          column={2}
          border
          labelStyle={{ width: 120 }}
          data={[
            { label: t('fields.jobLogId'), value: detail.jobLogId },
            { label: t('fields.jobName'), value: detail.jobName },
            { label: t('fields.jobGroup'), value: label(groups, detail.jobGroup) },
            { label: t('fields.status'), value: label(statuses, detail.status) },
            { label: t('fields.invokeTarget'), value: detail.invokeTarget, span: 2 },
            {
              label: t('fields.triggerType'),
              value: detail.triggerType ? t(`jobLog.trigger.${detail.triggerType}`, { defaultValue: detail.triggerType }) : '-',
            },
            { label: t('fields.fireTime'), value: detail.fireTime ?? '-' },
            { label: t('fields.startTime'), value: detail.startTime ?? '-' },
            { label: t('fields.endTime'), value: detail.endTime ?? '-' },
            { label: t('jobLog.instance'), value: detail.instanceNo ?? '-', span: 2 },
            { label: t('fields.jobMessage'), value: <span data-field="jobMessage">{detail.jobMessage ?? '-'}</span>, span: 2 },
            {
              label: t('fields.exceptionInfo'),
              value: (
                <pre style={{ margin: 0, whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }}>{detail.exceptionInfo ?? '-'}</pre>
              ),
              span: 2,
            },
          ]}
        />
      )}
    </Modal>
  );
}
