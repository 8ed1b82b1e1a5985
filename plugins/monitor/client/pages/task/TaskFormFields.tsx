import { Form, InputNumber, Input, Radio, Select } from '@arco-design/web-react';
import type { FormInstance } from '@arco-design/web-react/es/Form';
import { useTranslation } from 'react-i18next';
import { formRules } from '#kernel/client';
import { jobApi } from '../../api/job-api.ts';
import { CronPreview } from '../job/CronPreview.tsx';

/** Fields of the task add/edit dialog: a type, and a cron or a period with an initial delay. */
export function TaskFormFields({ form, types }: { form: FormInstance; types: { value: string; label: string }[] }) {
  const { t } = useTranslation('monitor');
  const trigger = Form.useWatch('taskTrigger', form) as string | undefined;
  const cron = Form.useWatch('cron', form) as string | undefined;
  return (
    <>
      <Form.Item field="taskType" label={t('fields.taskType')} rules={[formRules.required()]}>
        <Select options={types} placeholder={t('task.typePlaceholder')} />
      </Form.Item>
      <Form.Item field="taskTrigger" label={t('fields.taskTrigger')}>
        <Radio.Group
          type="button"
          options={[
            { value: 'Cron', label: t('task.triggerCron') },
            { value: 'Periodic', label: t('task.triggerPeriodic') },
          ]}
        />
      </Form.Item>
      {trigger === 'Cron' ? (
        <>
          <Form.Item field="cron" label={t('fields.cron')} rules={[formRules.required(), formRules.blank()]}>
            <Input maxLength={200} placeholder={t('job.cronPlaceholder')} />
          </Form.Item>
          <Form.Item label={t('job.nextRunsLabel')}>
            <CronPreview
              cron={cron}
              fetch={jobApi.nextRuns}
              onValidity={(msg) => {
                if (msg) form.setFields({ cron: { error: { message: msg } } });
              }}
            />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item field="fixedRate" label={t('fields.fixedRate')}>
            <Radio.Group
              options={[
                { value: 'Y', label: t('task.fixedRate') },
                { value: 'N', label: t('task.fixedDelay') },
              ]}
            />
          </Form.Item>
          <Form.Item field="seconds" label={t('fields.seconds')} rules={[formRules.required()]}>
            <InputNumber min={1} max={31536000} precision={0} />
          </Form.Item>
          <Form.Item field="delaySeconds" label={t('fields.delaySeconds')}>
            <InputNumber min={0} max={31536000} precision={0} />
          </Form.Item>
        </>
      )}
      <Form.Item field="remark" label={t('fields.remark')}>
        <Input.TextArea maxLength={500} />
      </Form.Item>
    </>
  );
}
