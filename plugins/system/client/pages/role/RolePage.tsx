import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Dropdown, Menu } from '@arco-design/web-react';
import { IconMore } from '@arco-design/web-react/icon';
import {
  CrudPage,
  SearchDateRange,
  SearchInput,
  SearchSelect,
  StatusSwitch,
  useDict,
  useEditDialog,
  useHasPermi,
  useTableList,
  type CrudColumn,
} from '#kernel/client';
import { roleObject, SUPER_ROLE as SUPER, roleApi, type Role, type RoleQuery } from '../../api/role-api.ts';
import { RoleDialog } from './RoleDialog.tsx';
import { DataScopeDialog } from './DataScopeDialog.tsx';
import { PermissionEditor } from '../permission/PermissionEditor.tsx';

/** Search-form values → list query: the creation date range goes out as params[beginTime]/params[endTime]. */
function toQuery(v: Record<string, unknown>): RoleQuery {
  const range = v.createTime as string[] | undefined;
  return {
    roleName: (v.roleName as string) || undefined,
    roleKey: (v.roleKey as string) || undefined,
    status: (v.status as string) || undefined,
    params: range?.length === 2 ? { beginTime: range[0], endTime: range[1] } : undefined,
  };
}

/** System → Roles (角色管理): search, paged table, add/edit with the menu tree, status, data scope, users, delete, export. */
export default function RolePage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const list = useTableList(roleObject, {});
  const status = useDict('EnableOrDisable');
  const dialog = useEditDialog(roleObject);
  const [scoping, setScoping] = useState<Role | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);
  const canEdit = useHasPermi('system:role:edit');
  const openScope = async (id: number) => setScoping(await roleApi.get(id));

  const columns = useMemo<CrudColumn<Role>[]>(
    () => [
      { key: 'roleId', dataIndex: 'roleId', title: t('fields.roleId'), width: 100 },
      { key: 'roleName', dataIndex: 'roleName', title: t('fields.roleName') },
      { key: 'roleKey', dataIndex: 'roleKey', title: t('fields.roleKey') },
      { key: 'roleSort', dataIndex: 'roleSort', title: t('fields.roleSort'), width: 100 },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 100,
        render: (_: string, r: Role) => (
          <StatusSwitch
            status={r.status}
            name={r.roleName}
            disabled={!canEdit || r.roleKey === SUPER}
            onChange={(next) => roleApi.changeStatus(r.roleId, next, r.version).finally(() => void list.reload())}
          />
        ),
      },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 180 },
    ],
    [t, canEdit, list],
  );
  return (
    <CrudPage<Role, RoleQuery>
      page="system/role/index"
      object={roleObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({ roleSort: 0, status: '0', menuCheckStrictly: true, deptCheckStrictly: true })}
      onEdit={(r) => void dialog.openEdit(r.roleId)}
      // the super-admin role is neither edited, deleted nor re-scoped here
      editable={(r) => r.roleKey !== SUPER}
      searchMap={toQuery}
      actionsWidth={230}
      rowActions={(r) =>
        canEdit &&
        r.roleKey !== SUPER && (
          <Dropdown
            droplist={
              <Menu
                onClickMenuItem={(key) =>
                  key === 'perms'
                    ? setGranting(r)
                    : key === 'scope'
                      ? void openScope(r.roleId)
                      : navigate(`/system/role-auth/user/${r.roleId}`)
                }
              >
                <Menu.Item key="perms">{t('perm.action')}</Menu.Item>
                <Menu.Item key="scope">{t('role.dataScopeAction')}</Menu.Item>
                <Menu.Item key="users">{t('role.authUserAction')}</Menu.Item>
              </Menu>
            }
          >
            <Button type="text" size="mini" icon={<IconMore />} data-testid={`role-more-${r.roleId}`}>
              {t('role.more')}
            </Button>
          </Dropdown>
        )
      }
      search={
        <>
          <SearchInput field="roleName" label={t('fields.roleName')} placeholder={t('role.namePlaceholder')} width={180} />
          <SearchInput field="roleKey" label={t('fields.roleKey')} placeholder={t('role.keyPlaceholder')} width={180} />
          <SearchSelect
            field="status"
            label={t('fields.status')}
            placeholder={t('role.statusPlaceholder')}
            width={140}
            options={status.EnableOrDisable}
          />
          <SearchDateRange field="createTime" label={t('fields.createTime')} placeholder={[t('role.beginTime'), t('role.endTime')]} />
        </>
      }
    >
      <RoleDialog
        role={dialog.editing}
        statusOptions={status.EnableOrDisable ?? []}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void list.reload();
        }}
      />
      <PermissionEditor
        target={granting && { ownerType: 'Role', owner: granting.roleId, name: granting.roleName }}
        onClose={() => setGranting(null)}
      />
      <DataScopeDialog
        role={scoping}
        onClose={() => setScoping(null)}
        onSaved={() => {
          setScoping(null);
          void list.reload();
        }}
      />
    </CrudPage>
  );
}
