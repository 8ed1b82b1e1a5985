import { Form, Input, InputNumber, Radio, Select } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { formRules, type DictOption } from '#kernel/client';
const opts = (d: DictOption[] | undefined) => d?.map((o) => ({ label: o.label, value: o.value }));

/** The fields of a security config; limits mirror the server's (chestnut §5.1 UI limits). */
export function SecurityForm({
  dicts,
}: {
  dicts: Record<'SecurityPasswordRule' | 'SecurityPasswordSensitive' | 'SecurityPasswordRetryStrategy' | 'YesOrNo', DictOption[]>;
}) {
  const { t } = useTranslation('system');
  return (
    <>
      <Form.Item field="passwordLenMin" label={t('fields.passwordLenMin')} rules={[formRules.required()]}>
        <InputNumber min={6} max={16} precision={0} />
      </Form.Item>
      <Form.Item field="passwordLenMax" label={t('fields.passwordLenMax')} rules={[formRules.required()]}>
        <InputNumber min={16} max={30} precision={0} />
      </Form.Item>
      <Form.Item field="passwordRule" label={t('fields.passwordRule')} rules={[formRules.required()]}>
        <Select options={opts(dicts.SecurityPasswordRule)} />
      </Form.Item>
      <Form.Item field="passwordSensitive" label={t('fields.passwordSensitive')}>
        <Select mode="multiple" allowClear options={opts(dicts.SecurityPasswordSensitive)} />
      </Form.Item>
      <Form.Item field="weakPasswords" label={t('fields.weakPasswords')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} placeholder={t('security.weakPlaceholder')} />
      </Form.Item>
      <Form.Item
        field="passwordExpireSeconds"
        label={t('fields.passwordExpireSeconds')}
        extra={t('security.expireHelp')}
        rules={[formRules.required()]}
      >
        <InputNumber min={0} max={8640000} precision={0} />
      </Form.Item>
      <Form.Item
        field="passwordRetryLimit"
        label={t('fields.passwordRetryLimit')}
        extra={t('security.retryHelp')}
        rules={[formRules.required()]}
      >
        <InputNumber min={0} max={1000} precision={0} />
      </Form.Item>
      <Form.Item field="passwordRetryStrategy" label={t('fields.passwordRetryStrategy')} rules={[formRules.required()]}>
        <Radio.Group options={opts(dicts.SecurityPasswordRetryStrategy)} />
      </Form.Item>
      <Form.Item
        field="passwordRetryLockSeconds"
        label={t('fields.passwordRetryLockSeconds')}
        extra={t('security.lockHelp')}
        rules={[formRules.required()]}
      >
        <InputNumber min={0} max={31536000} precision={0} />
      </Form.Item>
      <Form.Item field="forceModifyPwdAfterAdd" label={t('fields.forceModifyPwdAfterAdd')}>
        <Radio.Group options={opts(dicts.YesOrNo)} />
      </Form.Item>
      <Form.Item field="forceModifyPwdAfterReset" label={t('fields.forceModifyPwdAfterReset')}>
        <Radio.Group options={opts(dicts.YesOrNo)} />
      </Form.Item>
      <Form.Item field="remark" label={t('fields.remark')}>
        <Input.TextArea maxLength={500} />
      </Form.Item>
    </>
  );
}
