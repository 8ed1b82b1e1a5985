import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Select } from '@arco-design/web-react';
import { FormDialog } from '#kernel/client';
import { roleApi, type Role, type TreeNode } from '../../api/role-api.ts';
import { PermissionTree } from './PermissionTree.tsx';
import { keysToSave } from './tree-keys.ts';

const SCOPES = ['1', '2', '3', '4', '5'] as const;

interface Props {
  role: Role | null;
  onClose(): void;
  onSaved(): void;
}

/** Assigns a role's data scope; "custom" shows the department tree. */
export function DataScopeDialog({ role, onClose, onSaved }: Props) {
  const { t } = useTranslation('system');
  const [depts, setDepts] = useState<TreeNode[]>([]);
  const [checked, setChecked] = useState<number[]>([]);
  const [linked, setLinked] = useState(true);

  useEffect(() => {
    if (!role) return;
    let alive = true;
    setLinked(role.deptCheckStrictly ?? true);
    roleApi.roleDeptTree(role.roleId).then(
      (r) => {
        if (!alive) return;
        setDepts(r.depts ?? []);
        setChecked(r.checkedKeys ?? []);
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [role]);

  return (
    <FormDialog<Role>
      title={t('role.dataScopeTitle')}
      visible={role != null}
      initialValues={role ?? undefined}
      width={600}
      onCancel={onClose}
      onSubmit={(v) =>
        roleApi.dataScope({
          roleId: v.roleId,
          dataScope: v.dataScope,
          deptIds: v.dataScope === '2' ? keysToSave(depts, checked, linked) : [],
          deptCheckStrictly: linked,
          version: v.version,
        })
      }
      onDone={onSaved}
    >
      <Form.Item field="roleName" label={t('fields.roleName')}>
        <Input disabled />
      </Form.Item>
      <Form.Item field="roleKey" label={t('fields.roleKey')}>
        <Input disabled />
      </Form.Item>
      <Form.Item field="dataScope" label={t('fields.dataScope')}>
        <Select options={SCOPES.map((s) => ({ value: s, label: t(`dataScope.${s}`) }))} />
      </Form.Item>
      <Form.Item shouldUpdate noStyle>
        {(values: Partial<Role>) =>
          values.dataScope === '2' && (
            <Form.Item label={t('fields.deptIds')}>
              <PermissionTree
                data={depts}
                checked={checked}
                onChange={setChecked}
                linked={linked}
                onLinkedChange={setLinked}
                testId="role-dept-tree"
              />
            </Form.Item>
          )
        }
      </Form.Item>
    </FormDialog>
  );
}
