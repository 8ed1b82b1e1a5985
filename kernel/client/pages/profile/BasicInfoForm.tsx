import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Message, Radio } from '@arco-design/web-react';
import { rules } from '../../../shared/validation.ts';
import type { UserInfo } from '../../api/auth-api.ts';
import { systemApi } from '../../api/system-api.ts';
import { userStore } from '../../stores/user-store.ts';
import { ruleValidator } from './rule-message.ts';

/** Basic data: nickname, phone, email, gender (PUT /system/user/profile). */
export function BasicInfoForm({ user, onSaved }: { user: UserInfo | undefined; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (user) form.setFieldsValue({ nickName: user.nickName, phoneNumber: user.phoneNumber, email: user.email, sex: user.sex ?? '0' });
  }, [user, form]);
  const submit = async () => {
    let values: { nickName: string; phoneNumber?: string; email?: string; sex?: string };
    try {
      values = await form.validate();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await systemApi.updateProfile(values);
      userStore.nickName = values.nickName;
      Message.success(t('common:action.saveSuccess'));
      onSaved();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} className="zx-form-narrow" labelCol={{ span: 6 }} wrapperCol={{ span: 18 }}>
      <Form.Item field="nickName" label={t('common:profile.nickName')} required rules={[{ validator: ruleValidator(t, rules.required) }]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item field="phoneNumber" label={t('common:profile.phoneNumber')} rules={[{ validator: ruleValidator(t, rules.mobile) }]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item field="email" label={t('common:profile.email')} rules={[{ validator: ruleValidator(t, rules.email) }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item field="sex" label={t('common:profile.sex')}>
        <Radio.Group>
          <Radio value="0">{t('common:profile.male')}</Radio>
          <Radio value="1">{t('common:profile.female')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6 }}>
        <Button type="primary" loading={saving} onClick={submit}>
          {t('common:action.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
