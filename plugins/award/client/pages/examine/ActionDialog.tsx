import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, DatePicker, Form, Input, InputNumber, Radio } from '@arco-design/web-react';
import { FormDialog, formRules } from '#kernel/client';
import {
  type GenericAction,
  type MaterialCheckItem,
  type ReturnedField,
  type SiteInspection,
  TRANSITIONS,
  type Transition,
} from '../../../shared/workflow.ts';
import type { ApplicationFull } from '../../api/application-api.ts';
import { reviewApi } from '../../api/review-api.ts';
import type { FieldGroup } from './field-labels.ts';
import { InspectionFields } from './InspectionFields.tsx';
import { OpinionItem } from './OpinionItem.tsx';
import { ReturnFieldsInput } from './ReturnFieldsInput.tsx';

interface Values {
  opinion?: string;
  fields?: ReturnedField[];
  deadline?: string;
  certificateNo?: string;
  validTo?: string;
  docNo?: string;
  rank?: number;
  result?: 'MAINTAIN' | 'DOWNGRADE';
  grade?: string;
  inspection?: SiteInspection;
}

/** yyyy-MM-dd of today plus whole days, in the browser's calendar. */
const inDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The dialog of one review action (awards.md §6.3): the opinion (required where the status machine says, and for a
 * pass over pre-check warnings), for a return the fields to fix with their comments and the resubmit deadline (the
 * round's days by default), for a registration its number and validity; a pass or registration carries the material
 * checklist of the side panel. The server checks all of it again.
 */
export function ActionDialog({
  action,
  app,
  groups,
  materialCheck,
  onClose,
  onDone,
}: {
  action: GenericAction | null;
  app: ApplicationFull;
  groups: FieldGroup[];
  materialCheck: MaterialCheckItem[];
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('award');
  const returning = action === 'return' || action === 'supplement';
  const checks = action === 'pass' || action === 'register';
  const warnings = app.precheck?.warn?.length ?? 0;
  const tr: Transition | null = action ? TRANSITIONS[action] : null;
  const opinionRequired = !!tr?.opinion || (action === 'pass' && warnings > 0);
  const initial = useMemo<Values>(() => (returning ? { deadline: inDays(app.resubmitDeadlineDays), fields: [] } : {}), [action, app]);

  const submit = (v: Values) =>
    reviewApi.act(app.applicationId, action!, {
      version: app.version,
      opinion: v.opinion?.trim() || undefined,
      ...(returning ? { fields: v.fields, deadline: v.deadline || undefined } : {}),
      ...(checks ? { materialCheck } : {}),
      ...(action === 'register' ? { certificateNo: v.certificateNo?.trim() || undefined, validTo: v.validTo || undefined } : {}),
      ...(action === 'revoke' ? { docNo: v.docNo?.trim() || undefined } : {}),
      ...(action === 'recommend' && v.rank ? { rank: v.rank } : {}),
      ...(action === 'inspect' ? { inspection: v.inspection } : {}),
      ...(action === 'annualReview'
        ? { result: v.result ?? 'MAINTAIN', grade: v.result === 'DOWNGRADE' ? v.grade?.trim() : undefined }
        : {}),
    });

  const bad = materialCheck.filter((m) => !m.present || !m.valid).length;
  return (
    <FormDialog<Values>
      title={action ? t(`action.${action}`) : ''}
      visible={!!action}
      initialValues={initial}
      onCancel={onClose}
      onSubmit={submit}
      onDone={onDone}
      width={returning || action === 'inspect' ? 760 : 560}
      labelWidth={110}
    >
      {returning && app.returnCount >= app.returnLimit && (
        <Alert type="error" style={{ marginBottom: 12 }} content={t('examine.returnLimitReached', { max: app.returnLimit })} />
      )}
      {action === 'pass' && warnings > 0 && (
        <Alert type="warning" style={{ marginBottom: 12 }} content={t('examine.ackWarnings', { count: warnings })} />
      )}
      {checks && (
        <Alert
          type={bad ? 'warning' : 'info'}
          style={{ marginBottom: 12 }}
          content={t('examine.checked', { total: materialCheck.length, bad })}
        />
      )}
      {returning && (
        <>
          <Form.Item
            field="fields"
            label={t('examine.fields')}
            required
            rules={[{ validator: (v: ReturnedField[] | undefined, cb) => cb(v?.length ? undefined : t('examine.fieldsRequired')) }]}
          >
            <ReturnFieldsInput groups={groups} />
          </Form.Item>
          <Form.Item
            field="deadline"
            label={t('examine.deadline')}
            required
            rules={[{ required: true, message: t('examine.deadlineRequired') }]}
          >
            <DatePicker style={{ width: 200 }} />
          </Form.Item>
        </>
      )}
      {action === 'register' && (
        <>
          <Form.Item field="certificateNo" label={t('examine.certificateNo')} extra={t('examine.certificateNoHint')}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item field="validTo" label={t('examine.validTo')} extra={t('examine.validToHint')}>
            <DatePicker style={{ width: 200 }} />
          </Form.Item>
        </>
      )}
      {action === 'recommend' && (
        <Form.Item field="rank" label={t('examine.rank')} extra={t('examine.rankHint')}>
          <InputNumber min={1} max={10000} style={{ width: 160 }} />
        </Form.Item>
      )}
      {action === 'annualReview' && (
        <>
          <Form.Item field="result" label={t('examine.annualResult')} initialValue="MAINTAIN">
            <Radio.Group
              options={[
                { value: 'MAINTAIN', label: t('examine.annualMaintain') },
                { value: 'DOWNGRADE', label: t('examine.annualDowngrade') },
              ]}
            />
          </Form.Item>
          <Form.Item shouldUpdate noStyle>
            {(values: Values) =>
              values.result === 'DOWNGRADE' && (
                <Form.Item field="grade" label={t('examine.newGrade')} rules={[formRules.required()]}>
                  <Input maxLength={20} style={{ width: 160 }} />
                </Form.Item>
              )
            }
          </Form.Item>
        </>
      )}
      {action === 'inspect' && <InspectionFields />}
      {action === 'revoke' && (
        <Form.Item field="docNo" label={t('examine.revokeDocNo')} extra={t('examine.revokeDocNoHint')}>
          <Input maxLength={100} />
        </Form.Item>
      )}
      <OpinionItem required={opinionRequired} />
    </FormDialog>
  );
}
