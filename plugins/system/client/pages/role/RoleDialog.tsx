import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, InputNumber, Radio } from '@arco-design/web-react';
import { FormDialog, formRules, type DictOption } from '#kernel/client';
import { roleApi, type Role, type TreeNode } from '../../api/role-api.ts';
import { PermissionTree } from './PermissionTree.tsx';
import { keysToSave } from './tree-keys.ts';

interface Props {
  /** the role being edited, a blank one to add, or null when closed */
  role: Partial<Role> | null;
  statusOptions: DictOption[];
  onClose(): void;
  onSaved(): void;
}

/** Add/edit a role: name, key, sort, status, remark and the menu permission tree. */
export function RoleDialog({ role, statusOptions, onClose, onSaved }: Props) {
  const { t } = useTranslation('system');
  const [menus, setMenus] = useState<TreeNode[]>([]);
  const [checked, setChecked] = useState<number[]>([]);
  const [linked, setLinked] = useState(true);
  const superRole = role?.roleKey === 'admin';

  useEffect(() => {
    if (!role) return;
    let alive = true;
    setLinked(role.menuCheckStrictly ?? true);
    setChecked([]);
    const load = role.roleId
      ? roleApi.roleMenuTree(role.roleId)
      : roleApi.menuTree().then((m) => ({ menus: m, checkedKeys: [] as number[] }));
    load.then(
      (r) => {
        if (!alive) return;
        setMenus(r.menus ?? []);
        setChecked(r.checkedKeys ?? []);
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [role]);

  return (
    <FormDialog<Role & { menuIds?: number[] }>
      title={role?.roleId ? t('role.editTitle') : t('role.addTitle')}
      visible={role != null}
      initialValues={role ?? undefined}
      width={640}
      onCancel={onClose}
      onSubmit={(v) => {
        const body = { ...v, menuIds: keysToSave(menus, checked, linked), menuCheckStrictly: linked };
        return v.roleId ? roleApi.update(body) : roleApi.add(body);
      }}
      onDone={onSaved}
    >
      <Form.Item field="roleName" label={t('fields.roleName')} rules={[formRules.required(), formRules.blank()]}>
        <Input maxLength={30} placeholder={t('role.namePlaceholder')} />
      </Form.Item>
      <Form.Item field="roleKey" label={t('fields.roleKey')} rules={[formRules.required(), formRules.blank()]} extra={t('role.keyTip')}>
        <Input maxLength={100} placeholder={t('role.keyPlaceholder')} disabled={superRole} />
      </Form.Item>
      <Form.Item field="roleSort" label={t('fields.roleSort')} rules={[formRules.required()]}>
        <InputNumber min={0} max={99999} />
      </Form.Item>
      <Form.Item field="status" label={t('fields.status')}>
        <Radio.Group disabled={superRole} options={statusOptions.map((d) => ({ label: d.label, value: d.value }))} />
      </Form.Item>
      {!superRole && (
        <Form.Item label={t('role.menuPerms')}>
          <PermissionTree
            data={menus}
            checked={checked}
            onChange={setChecked}
            linked={linked}
            onLinkedChange={setLinked}
            testId="role-menu-tree"
          />
        </Form.Item>
      )}
      <Form.Item field="remark" label={t('fields.remark')}>
        <Input.TextArea maxLength={500} placeholder={t('role.remarkPlaceholder')} />
      </Form.Item>
    </FormDialog>
  );
}
