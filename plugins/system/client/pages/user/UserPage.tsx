import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, Menu } from '@arco-design/web-react';
import { IconMore, IconUpload } from '@arco-design/web-react/icon';
import {
  CrudPage,
  HasPermi,
  SearchDateRange,
  SearchInput,
  SearchSelect,
  StatusSwitch,
  useDict,
  useHasPermi,
  useTableList,
  type CrudColumn,
} from '#kernel/client';
import { deptApi, type DeptNode } from '../../api/dept-api.ts';
import { userObject, userApi, type User, type UserForm, type UserQuery } from '../../api/user-api.ts';
import { DeptTreePanel } from './DeptTreePanel.tsx';
import { UserFormDialog } from './UserFormDialog.tsx';
import { ResetPwdDialog } from './ResetPwdDialog.tsx';
import { AuthRoleDialog } from './AuthRoleDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { PermissionEditor } from '../permission/PermissionEditor.tsx';

/** The search form's values before they become a query (the date range becomes params[beginTime]/[endTime]). */
type SearchValues = Omit<UserQuery, 'params'> & { createTime?: string[] };

/** System → Users (用户管理): department tree filter, search, paged table, add/edit, status, reset password, roles, import/export. */
export default function UserPage() {
  const { t } = useTranslation('system');
  const list = useTableList(userObject, {});
  const dicts = useDict('SysUserStatus');
  const [deptId, setDeptId] = useState<number | undefined>();
  const [depts, setDepts] = useState<DeptNode[]>([]);
  const [form, setForm] = useState<(UserForm & { values: Partial<User> }) | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [authUser, setAuthUser] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const [granting, setGranting] = useState<User | null>(null);
  const canEdit = useHasPermi('system:user:edit');
  const canReset = useHasPermi('system:user:resetPwd');
  // the permission editor saves through the role-grant routes (system:role:edit) as well
  const canGrant = useHasPermi(['system:user:edit', 'system:role:edit'], 'all');

  useEffect(() => {
    deptApi.tree().then(setDepts, () => {});
  }, []);

  const openAdd = async () => {
    const f = await userApi.form();
    setForm({ ...f, values: { deptId, status: '0', sex: '0', postIds: [], roleIds: [] } });
  };
  const openEdit = async (id: number) => {
    const f = await userApi.form(id);
    setForm({ ...f, values: { ...f.user, postIds: f.postIds, roleIds: f.roleIds } });
  };
  const closeAuth = (changed: boolean) => {
    setAuthUser(null);
    if (changed) void list.reload();
  };

  const columns = useMemo<CrudColumn<User>[]>(
    () => [
      { key: 'userId', dataIndex: 'userId', title: t('user.userId'), width: 100 },
      { key: 'userName', dataIndex: 'userName', title: t('fields.userName'), width: 140, ellipsis: true },
      { key: 'nickName', dataIndex: 'nickName', title: t('fields.nickName'), width: 140, ellipsis: true },
      { key: 'deptName', dataIndex: 'deptName', title: t('fields.deptName'), width: 140, ellipsis: true },
      { key: 'phoneNumber', dataIndex: 'phoneNumber', title: t('fields.phoneNumber'), width: 130 },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 90,
        render: (v: string, r: User) => (
          <StatusSwitch
            status={v === '0' ? '0' : '1'}
            name={r.userName}
            disabled={!canEdit}
            onChange={async (next) => {
              await userApi.changeStatus(r.userId, next);
              void list.reload();
            }}
          />
        ),
      },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 180 },
    ],
    [t, canEdit, list.reload],
  );
  const toQuery = (v: SearchValues): UserQuery => {
    const { createTime, ...rest } = v;
    return { ...rest, deptId, params: { beginTime: createTime?.[0], endTime: createTime?.[1] } };
  };
  const [searchValues, setSearchValues] = useState<SearchValues>({});

  return (
    <CrudPage<User, UserQuery>
      page="system/user/index"
      object={userObject}
      list={list}
      columns={columns}
      onAdd={() => void openAdd()}
      onEdit={(r) => void openEdit(r.userId)}
      tableProps={{ scroll: { x: 1100 } }}
      actionsWidth={200}
      actionsFixed
      rowActions={(r) =>
        (canReset || canEdit) && (
          <Dropdown
            droplist={
              <Menu onClickMenuItem={(k) => (k === 'reset' ? setResetting(r) : k === 'perms' ? setGranting(r) : setAuthUser(r.userId))}>
                {canReset && <Menu.Item key="reset">{t('user.resetPwd')}</Menu.Item>}
                {canEdit && <Menu.Item key="auth">{t('user.authRole')}</Menu.Item>}
                {canGrant && <Menu.Item key="perms">{t('perm.action')}</Menu.Item>}
              </Menu>
            }
          >
            <Button type="text" size="mini" icon={<IconMore />} aria-label={t('user.more')} className="zx-user-more" />
          </Dropdown>
        )
      }
      aside={
        <DeptTreePanel
          selected={deptId}
          onSelect={(id) => {
            setDeptId(id);
            list.search({ ...toQuery(searchValues), deptId: id });
          }}
        />
      }
      searchMap={(v) => {
        setSearchValues(v as SearchValues);
        return toQuery(v as SearchValues);
      }}
      onReset={() => {
        setSearchValues({});
        setDeptId(undefined);
        list.reset();
      }}
      toolbar={
        <HasPermi value="system:user:import">
          <Button icon={<IconUpload />} onClick={() => setImporting(true)}>
            {t('user.import')}
          </Button>
        </HasPermi>
      }
      search={
        <>
          <SearchInput field="userName" label={t('fields.userName')} placeholder={t('user.userNamePlaceholder')} />
          <SearchInput field="phoneNumber" label={t('fields.phoneNumber')} placeholder={t('user.phonePlaceholder')} />
          <SearchSelect field="status" label={t('fields.status')} placeholder={t('user.statusPlaceholder')} options={dicts.SysUserStatus} />
          <SearchDateRange field="createTime" label={t('fields.createTime')} />
        </>
      }
    >
      <UserFormDialog
        form={form}
        depts={depts}
        onClose={(saved) => {
          setForm(null);
          if (saved) void list.reload();
        }}
      />
      <ResetPwdDialog user={resetting} onClose={() => setResetting(null)} />
      <PermissionEditor
        target={granting && { ownerType: 'User', owner: granting.userId, name: granting.userName }}
        onClose={() => setGranting(null)}
      />
      <AuthRoleDialog userId={authUser} onClose={closeAuth} />
      <ImportDialog
        visible={importing}
        onClose={(imported) => {
          setImporting(false);
          if (imported) void list.reload();
        }}
      />
    </CrudPage>
  );
}
