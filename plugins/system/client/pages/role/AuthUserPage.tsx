import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button, Form, Input, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconClose, IconLeft, IconPlus } from '@arco-design/web-react/icon';
import {
  DictTag,
  HasPermi,
  Pagination,
  SearchBar,
  TableToolbar,
  confirmAction,
  useColumnChooser,
  useDict,
  useTableList,
} from '#kernel/client';
import { roleApi, type Role, type RoleUser, type RoleUserQuery } from '../../api/role-api.ts';
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
  const list = useTableList<RoleUser, RoleUserQuery>(roleApi.allocated, { roleId });
  const dict = useDict('SysUserStatus');
  const [role, setRole] = useState<Role | null>(null);
  const [picking, setPicking] = useState(false);
  const [showSearch, setShowSearch] = useState(true);

  useEffect(() => {
    roleApi.get(roleId).then(setRole, () => undefined);
  }, [roleId]);

  const withdraw = (ids: number[], name?: string) =>
    confirmAction(name ? t('roleAuth.cancelConfirm', { name }) : t('roleAuth.cancelAllConfirm'), () =>
      ids.length === 1 && name ? roleApi.cancel(roleId, ids[0]) : roleApi.cancelAll(roleId, ids),
    ).then((done) => {
      if (done) void list.reload();
    });

  const columns: (TableColumnProps<RoleUser> & { key: string })[] = useMemo(
    () => [
      { key: 'userName', dataIndex: 'userName', title: t('fields.userName') },
      { key: 'nickName', dataIndex: 'nickName', title: t('fields.nickName') },
      { key: 'deptName', dataIndex: 'deptName', title: t('roleAuth.dept') },
      { key: 'email', dataIndex: 'email', title: t('fields.email') },
      { key: 'phoneNumber', dataIndex: 'phoneNumber', title: t('fields.phoneNumber') },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 100,
        render: (v: string) => <DictTag options={dict.SysUserStatus} value={v} />,
      },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 180 },
      {
        key: 'actions',
        title: t('role.actions'),
        width: 130,
        render: (_: unknown, r: RoleUser) => (
          <Button type="text" size="mini" status="danger" icon={<IconClose />} onClick={() => void withdraw([r.userId], r.userName)}>
            {t('roleAuth.cancel')}
          </Button>
        ),
      },
    ],
    [t, dict.SysUserStatus, roleId],
  );
  const chooser = useColumnChooser(columns);

  return (
    <div className="zx-page" data-page="system/role/auth-user">
      {role && (
        <div style={{ marginBottom: 12 }}>
          <Space>
            <span>{t('roleAuth.roleLabel')}</span>
            <Tag color="arcoblue" data-testid="auth-role-name">
              {role.roleName}
            </Tag>
            <Tag>{role.roleKey}</Tag>
          </Space>
        </div>
      )}
      <SearchBar visible={showSearch} onSearch={(v) => list.search({ ...(v as Partial<RoleUserQuery>), roleId })} onReset={list.reset}>
        <Form.Item field="userName" label={t('fields.userName')}>
          <Input allowClear placeholder={t('roleAuth.userNamePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item field="phoneNumber" label={t('fields.phoneNumber')}>
          <Input allowClear placeholder={t('roleAuth.phonePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
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
        <TableToolbar
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={() => void list.reload()}
          columns={chooser.toolbarColumns}
          onColumnsChange={chooser.onColumnsChange}
        />
      </div>
      <Table
        rowKey="userId"
        loading={list.loading}
        data={list.rows}
        columns={chooser.visibleColumns}
        pagination={false}
        rowSelection={{ type: 'checkbox', selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys as number[]) }}
        border={false}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
      <SelectUserDialog
        roleId={roleId}
        visible={picking}
        onClose={() => setPicking(false)}
        onGranted={() => {
          setPicking(false);
          void list.reload();
        }}
      />
    </div>
  );
}
