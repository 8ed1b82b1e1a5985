import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Radio, Select, TreeSelect } from '@arco-design/web-react';
import { FormDialog, formRules, useDict } from '#kernel/client';
import type { DeptNode } from '../../api/dept-api.ts';
import { userApi, type User, type UserAdd, type UserForm } from '../../api/user-api.ts';

// the picker's keys are strings (Arco TreeSelect); the form converts to and from ids
type PickerNode = { key: string; title: string; disabled?: boolean; children?: PickerNode[] };
const toPicker = (ns: DeptNode[]): PickerNode[] =>
  ns.map((n) => ({ key: String(n.id), title: n.label, disabled: n.disabled, children: n.children ? toPicker(n.children) : undefined }));

/** Add/edit a user: account (add only), department, names, contact, gender, status, posts and grantable roles. */
export function UserFormDialog({
  form,
  depts,
  onClose,
}: {
  form: (UserForm & { values: Partial<User> }) | null;
  depts: DeptNode[];
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation('system');
  const dicts = useDict('Gender', 'EnableOrDisable');
  const editing = !!form?.values.userId;
  // memoised: the dialog resets its fields whenever this object changes
  const initialValues = useMemo(
    () => (form ? ({ ...form.values, deptId: form.values.deptId ? String(form.values.deptId) : undefined } as unknown as User) : undefined),
    [form],
  );
  return (
    <FormDialog<User & { password?: string }>
      title={editing ? t('user.editTitle') : t('user.addTitle')}
      visible={form != null}
      initialValues={initialValues}
      width={680}
      onCancel={() => onClose(false)}
      onSubmit={(v) => {
        const u = { ...v, deptId: Number(v.deptId) };
        // a new user's form requires the password
        return u.userId ? userApi.update(u) : userApi.add(u as UserAdd);
      }}
      onDone={() => onClose(true)}
    >
      <Form.Item field="nickName" label={t('fields.nickName')} rules={[formRules.required(), formRules.blank()]}>
        <Input id="user-nickName" maxLength={30} placeholder={t('user.nickNamePlaceholder')} />
      </Form.Item>
      <Form.Item field="deptId" label={t('fields.deptId')} rules={[formRules.required()]}>
        <TreeSelect treeData={toPicker(depts)} placeholder={t('user.deptPlaceholder')} showSearch allowClear />
      </Form.Item>
      {!editing && (
        <>
          <Form.Item
            field="userName"
            label={t('fields.userName')}
            rules={[formRules.required(), formRules.blank(), formRules.length(2, 20)]}
          >
            <Input id="user-userName" maxLength={20} placeholder={t('user.userNamePlaceholder')} />
          </Form.Item>
          <Form.Item field="password" label={t('fields.password')} rules={[formRules.required(), formRules.blank()]}>
            <Input.Password id="user-password" maxLength={128} autoComplete="new-password" placeholder={t('user.passwordPlaceholder')} />
          </Form.Item>
        </>
      )}
      <Form.Item field="phoneNumber" label={t('fields.phoneNumber')} rules={[formRules.mobile()]}>
        <Input id="user-phoneNumber" maxLength={11} placeholder={t('user.phonePlaceholder')} />
      </Form.Item>
      <Form.Item field="email" label={t('fields.email')} rules={[formRules.email()]}>
        <Input id="user-email" maxLength={50} placeholder={t('user.emailPlaceholder')} />
      </Form.Item>
      <Form.Item field="sex" label={t('fields.sex')}>
        <Select options={dicts.Gender?.map((d) => ({ label: d.label, value: d.value }))} placeholder={t('user.sexPlaceholder')} />
      </Form.Item>
      <Form.Item field="status" label={t('fields.status')}>
        <Radio.Group options={dicts.EnableOrDisable?.map((d) => ({ label: d.label, value: d.value }))} />
      </Form.Item>
      <Form.Item field="postIds" label={t('fields.postIds')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('user.postPlaceholder')}
          options={form?.posts.map((p) => ({ label: p.postName, value: p.postId }))}
        />
      </Form.Item>
      <Form.Item field="roleIds" label={t('fields.roleIds')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('user.rolePlaceholder')}
          options={form?.roles.map((r) => ({ label: r.roleName, value: r.roleId, disabled: r.status !== '0' }))}
        />
      </Form.Item>
      <Form.Item field="remark" label={t('fields.remark')}>
        <Input.TextArea maxLength={500} placeholder={t('user.remarkPlaceholder')} />
      </Form.Item>
    </FormDialog>
  );
}
