import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Message } from '@arco-design/web-react';
import { checkConfirm, checkPassword, DEFAULT_PASSWORD_POLICY, rules, type PasswordPolicy } from '../../../shared/validation.ts';
import type { UserInfo } from '../../api/auth-api.ts';
import { systemApi } from '../../api/system-api.ts';
import { toPasswordPolicy } from './password-policy.ts';
import { ruleValidator } from './rule-message.ts';

/** Change password against the configured policy (SPEC §5 new password); server errors are shown by the request layer. */
export function ChangePasswordForm({ user, onChanged }: { user: UserInfo | undefined; onChanged: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [policy, setPolicy] = useState<PasswordPolicy>(DEFAULT_PASSWORD_POLICY);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    systemApi
      .securityConfig()
      .then((c) => setPolicy(toPasswordPolicy(c)))
      .catch(() => setPolicy(DEFAULT_PASSWORD_POLICY));
  }, []);
  const submit = async () => {
    let v: { oldPassword: string; newPassword: string; confirmPassword: string };
    try {
      v = await form.validate();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await systemApi.updatePassword(v.oldPassword, v.newPassword);
      Message.success(t('common:profile.passwordChanged'));
      form.resetFields();
      await onChanged();
    } catch {
      // the server's reason (wrong old password, policy) is shown by the request layer
    } finally {
      setSaving(false);
    }
  };
  const who = { userName: user?.userName, phoneNumber: user?.phoneNumber, email: user?.email, nickName: user?.nickName };
  return (
    <Form form={form} className="zx-form-narrow" labelCol={{ span: 6 }} wrapperCol={{ span: 18 }}>
      <Form.Item
        field="oldPassword"
        label={t('common:profile.oldPassword')}
        required
        rules={[{ validator: ruleValidator(t, rules.required) }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        field="newPassword"
        label={t('common:profile.newPassword')}
        required
        rules={[{ validator: ruleValidator(t, (pw) => checkPassword(pw, policy, who)) }]}
        extra={t('common:profile.passwordPolicy', { min: policy.minLength, max: policy.maxLength })}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        field="confirmPassword"
        label={t('common:profile.confirmPassword')}
        required
        dependencies={['newPassword']}
        rules={[{ validator: ruleValidator(t, (c) => rules.required(c) ?? checkConfirm(form.getFieldValue('newPassword') ?? '', c)) }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6 }}>
        <Button type="primary" loading={saving} onClick={submit}>
          {t('common:action.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
