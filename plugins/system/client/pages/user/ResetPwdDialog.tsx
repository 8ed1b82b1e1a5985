import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Message } from '@arco-design/web-react';
import { ActionDialog, formRules } from '#kernel/client';
import { userApi, type User } from '../../api/user-api.ts';

/** Asks an administrator for a user's new password; the server applies the security config. */
export function ResetPwdDialog({ user, onClose }: { user: User | null; onClose(): void }) {
  const { t } = useTranslation('system');
  const [form] = Form.useForm();
  useEffect(() => {
    if (user) form.resetFields();
  }, [user, form]);
  const ok = async () => {
    const v: { password: string } = await form.validate();
    await userApi.resetPwd(user!.userId, v.password);
    // SPEC §8: the console tells the administrator the new password
    Message.success(t('system:user.resetPwdSuccess', { password: v.password }));
    onClose();
  };
  return (
    <ActionDialog title={t('system:user.resetPwdTitle')} visible={user != null} onOk={ok} onCancel={onClose}>
      <p>{t('system:user.resetPwdPrompt', { name: user?.userName ?? '' })}</p>
      <Form form={form} layout="vertical">
        <Form.Item field="password" label={t('system:fields.password')} rules={[formRules.required(), formRules.blank()]}>
          <Input.Password id="reset-password" autoComplete="new-password" maxLength={128} />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
