import { Form, Input, Radio, Select } from '@arco-design/web-react';
import type { FormInstance } from '@arco-design/web-react/es/Form';
import { useTranslation } from 'react-i18next';
import { formRules, type DictOption } from '#kernel/client';
import { jobApi, type JobHandlerInfo } from '../../api/job-api.ts';
import { CronPreview } from './CronPreview.tsx';
import { InvokeTargetInput } from './InvokeTargetInput.tsx';

const options = (d: DictOption[] | undefined) => d?.map((o) => ({ label: o.label, value: o.value }));

/** Fields of the job add/edit dialog; the cron field previews its next run times while typed. */
export function JobFormFields({
  form,
  handlers,
  dicts,
}: {
  form: FormInstance;
  handlers: JobHandlerInfo[];
  dicts: Record<'MonitorJobGroup' | 'MonitorJobMisfire' | 'MonitorJobConcurrent' | 'MonitorJobStatus', DictOption[]>;
}) {
  const { t } = useTranslation('monitor');
  const cron = Form.useWatch('cronExpression', form) as string | undefined;
  return (
    <>
      <Form.Item field="jobName" label={t('fields.jobName')} rules={[formRules.required(), formRules.blank()]}>
        <Input maxLength={64} placeholder={t('job.namePlaceholder')} />
      </Form.Item>
      <Form.Item field="jobGroup" label={t('fields.jobGroup')} rules={[formRules.required()]}>
        <Select options={options(dicts.MonitorJobGroup)} placeholder={t('job.groupPlaceholder')} />
      </Form.Item>
      <Form.Item field="invokeTarget" label={t('fields.invokeTarget')} rules={[formRules.required()]} extra={t('job.invokeHelp')}>
        <InvokeTargetInput handlers={handlers} />
      </Form.Item>
      <Form.Item
        field="cronExpression"
        label={t('fields.cronExpression')}
        rules={[formRules.required(), formRules.blank()]}
        extra={t('job.cronHelp')}
      >
        <Input maxLength={200} placeholder={t('job.cronPlaceholder')} className="zx-cron-input" />
      </Form.Item>
      <Form.Item label={t('job.nextRunsLabel')}>
        <CronPreview
          cron={cron}
          fetch={jobApi.nextRuns}
          onValidity={(msg) => {
            if (msg) form.setFields({ cronExpression: { error: { message: msg } } });
          }}
        />
      </Form.Item>
      <Form.Item field="misfirePolicy" label={t('fields.misfirePolicy')}>
        <Radio.Group type="button" options={options(dicts.MonitorJobMisfire)} />
      </Form.Item>
      <Form.Item field="concurrent" label={t('fields.concurrent')}>
        <Radio.Group type="button" options={options(dicts.MonitorJobConcurrent)} />
      </Form.Item>
      <Form.Item field="status" label={t('fields.status')}>
        <Radio.Group options={options(dicts.MonitorJobStatus)} />
      </Form.Item>
      <Form.Item field="remark" label={t('fields.remark')}>
        <Input.TextArea maxLength={500} placeholder={t('job.remarkPlaceholder')} />
      </Form.Item>
    </>
  );
}
