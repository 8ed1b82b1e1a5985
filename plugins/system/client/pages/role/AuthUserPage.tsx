import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button, Space, Tag } from '@arco-design/web-react';
import { IconClose, IconLeft, IconPlus } from '@arco-design/web-react/icon';
import { CrudPage, HasPermi, confirmAction, useDict, useTableList, type CrudColumn, dictColumn, SearchInput } from '#kernel/client';
import { roleApi, roleUserObject, type Role, type RoleUser, type RoleUserQuery } from '../../api/role-api.ts';
import { SelectUserDialog } from './SelectUserDialog.tsx';

/** `/system/role-auth/user/:roleId`: the users holding a role; add several, withdraw one or many. */
export default function AuthUserPage() {
  const { roleId: raw } = useParams();
  // the route accepts digits only (SPEC §2); anything else is an unknown page
  if (!raw || !/^\d+$/.test(raw)) return <Navigate to="/404" replace />;
  return <AuthUsers roleId={Number(raw)} />;
}

function AuthUsers({ roleId }: { roleId: number }) {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const list = useTableList(roleUserObject, { roleId });
  const dict = useDict('SysUserStatus');
  const [role, setRole] = useState<Role | null>(null);
  const [picking, setPicking] = useState(false);

  useEffect(() => {
    roleApi.get(roleId).then(setRole, () => undefined);
  }, [roleId]);

  const withdraw = (ids: number[], name?: string) =>
    confirmAction(name ? t('roleAuth.cancelConfirm', { name }) : t('roleAuth.cancelAllConfirm'), () =>
      ids.length === 1 && name ? roleApi.cancel(roleId, ids[0]) : roleApi.cancelAll(roleId, ids),
    ).then((done) => {
      if (done) void list.reload();
    });

  const columns = useMemo<CrudColumn<RoleUser>[]>(
    () => [
      { key: 'userName', dataIndex: 'userName', title: t('fields.userName') },
      { key: 'nickName', dataIndex: 'nickName', title: t('fields.nickName') },
      { key: 'deptName', dataIndex: 'deptName', title: t('roleAuth.dept') },
      { key: 'email', dataIndex: 'email', title: t('fields.email') },
      { key: 'phoneNumber', dataIndex: 'phoneNumber', title: t('fields.phoneNumber') },
      dictColumn('status', t('fields.status'), dict.SysUserStatus, 100),
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 180 },
    ],
    [t, dict.SysUserStatus],
  );
  return (
    <CrudPage<RoleUser, RoleUserQuery>
      page="system/role/auth-user"
      object={roleUserObject}
      list={list}
      columns={columns}
      header={
        role && (
          <div style={{ marginBottom: 12 }}>
            <Space>
              <span>{t('roleAuth.roleLabel')}</span>
              <Tag color="arcoblue" data-testid="auth-role-name">
                {role.roleName}
              </Tag>
              <Tag>{role.roleKey}</Tag>
            </Space>
          </div>
        )
      }
      actionsWidth={130}
      rowActions={(r) => (
        <Button type="text" size="mini" status="danger" icon={<IconClose />} onClick={() => void withdraw([r.userId], r.userName)}>
          {t('roleAuth.cancel')}
        </Button>
      )}
      searchMap={(v) => ({ ...(v as Partial<RoleUserQuery>), roleId })}
      toolbar={
        <>
          <HasPermi value="system:role:edit">
            <Button type="primary" icon={<IconPlus />} onClick={() => setPicking(true)}>
              {t('roleAuth.addUser')}
            </Button>
            <Button
              status="danger"
              icon={<IconClose />}
              disabled={list.selectedKeys.length === 0}
              onClick={() => void withdraw(list.selectedKeys as number[])}
            >
              {t('roleAuth.cancelAll')}
            </Button>
          </HasPermi>
          <Button status="warning" icon={<IconLeft />} onClick={() => navigate('/system/role')}>
            {t('roleAuth.back')}
          </Button>
        </>
      }
      search={
        <>
          <SearchInput field="userName" label={t('fields.userName')} placeholder={t('roleAuth.userNamePlaceholder')} width={180} />
          <SearchInput field="phoneNumber" label={t('fields.phoneNumber')} placeholder={t('roleAuth.phonePlaceholder')} width={180} />
        </>
      }
    >
      <SelectUserDialog
        roleId={roleId}
        visible={picking}
        onClose={() => setPicking(false)}
        onGranted={() => {
          setPicking(false);
          void list.reload();
        }}
      />
    </CrudPage>
  );
}
