import { useTranslation } from 'react-i18next';
import { DatePicker, Form, Input, Radio } from '@arco-design/web-react';
import { formRules, useDict } from '#kernel/client';
import { MEMBER_LIMITS } from '../../../shared/member.ts';
import { MemberEnterpriseSelect } from './MemberEnterpriseSelect.tsx';

/** The add/edit fields of a member: one of user name, phone and e-mail (the server decides), the password on add only. */
export function MemberFields({ adding }: { adding: boolean }) {
  const { t } = useTranslation('member');
  const { MemberStatus: status } = useDict('MemberStatus');
  return (
    <>
      <div className="zx-member-hint" style={{ color: 'var(--color-text-3)', marginBottom: 12 }}>
        {t('member.identifierHint')}
      </div>
      <Form.Item field="userName" label={t('fields.userName')}>
        <Input maxLength={MEMBER_LIMITS.userName} />
      </Form.Item>
      <Form.Item field="phoneNumber" label={t('fields.phoneNumber')}>
        <Input maxLength={MEMBER_LIMITS.phoneNumber} />
      </Form.Item>
      <Form.Item field="email" label={t('fields.email')} rules={[formRules.email()]}>
        <Input maxLength={MEMBER_LIMITS.email} />
      </Form.Item>
      {adding && (
        <Form.Item field="password" label={t('fields.password')} rules={[formRules.required()]}>
          <Input.Password maxLength={MEMBER_LIMITS.password} autoComplete="new-password" />
        </Form.Item>
      )}
      <Form.Item field="nickName" label={t('fields.nickName')}>
        <Input maxLength={MEMBER_LIMITS.nickName} />
      </Form.Item>
      <Form.Item field="birthday" label={t('fields.birthday')}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item field="memberEnterpriseId" label={t('fields.memberEnterpriseId')}>
        <MemberEnterpriseSelect />
      </Form.Item>
      <Form.Item field="status" label={t('fields.status')}>
        <Radio.Group options={status?.map((d) => ({ label: d.label, value: d.value }))} />
      </Form.Item>
      <Form.Item field="remark" label={t('fields.remark')}>
        <Input.TextArea maxLength={MEMBER_LIMITS.remark} />
      </Form.Item>
    </>
  );
}
