import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DatePicker, Dropdown, Form, Input, Menu, Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconDownload, IconEdit, IconMore, IconPlus, IconUpload } from '@arco-design/web-react/icon';
import {
  HasPermi,
  Pagination,
  SearchBar,
  StatusSwitch,
  TableToolbar,
  confirmDelete,
  exportList,
  useColumnChooser,
  useDict,
  useHasPermi,
  useTableList,
} from '#kernel/client';
import { deptApi, type DeptNode } from '../../api/dept-api.ts';
import { userApi, type User, type UserForm, type UserQuery } from '../../api/user-api.ts';
import { DeptTreePanel } from './DeptTreePanel.tsx';
import { UserFormDialog } from './UserFormDialog.tsx';
import { ResetPwdDialog } from './ResetPwdDialog.tsx';
import { AuthRoleDialog } from './AuthRoleDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';

/** The search form's values before they become a query (the date range becomes params[beginTime]/[endTime]). */
type SearchValues = Omit<UserQuery, 'params'> & { createTime?: string[] };

/** System → Users (用户管理): department tree filter, search, paged table, add/edit, status, reset password, roles, import/export. */
export default function UserPage() {
  const { t } = useTranslation('system');
  const list = useTableList<User, UserQuery>(userApi.list, {});
  const dicts = useDict('SysUserStatus');
  const [showSearch, setShowSearch] = useState(true);
  const [deptId, setDeptId] = useState<number | undefined>();
  const [depts, setDepts] = useState<DeptNode[]>([]);
  const [form, setForm] = useState<(UserForm & { values: Partial<User> }) | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [authUser, setAuthUser] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const canEdit = useHasPermi('system:user:edit');
  const canRemove = useHasPermi('system:user:remove');
  const canReset = useHasPermi('system:user:resetPwd');

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
  const remove = (ids: number[], what?: string) =>
    confirmDelete(() => userApi.remove(ids), what).then((done) => {
      if (done) void list.reload();
    });
  const closeAuth = (changed: boolean) => {
    setAuthUser(null);
    if (changed) void list.reload();
  };

  const columns: (TableColumnProps<User> & { key: string })[] = useMemo(
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
      {
        key: 'actions',
        fixed: 'right' as const,
        title: t('user.actions'),
        width: 200,
        render: (_: unknown, r: User) => (
          <Space size={4}>
            {canEdit && (
              <Button type="text" size="mini" icon={<IconEdit />} onClick={() => void openEdit(r.userId)}>
                {t('user.edit')}
              </Button>
            )}
            {canRemove && (
              <Button type="text" size="mini" status="danger" icon={<IconDelete />} onClick={() => void remove([r.userId], r.userName)}>
                {t('user.delete')}
              </Button>
            )}
            {(canReset || canEdit) && (
              <Dropdown
                droplist={
                  <Menu onClickMenuItem={(k) => (k === 'reset' ? setResetting(r) : setAuthUser(r.userId))}>
                    {canReset && <Menu.Item key="reset">{t('user.resetPwd')}</Menu.Item>}
                    {canEdit && <Menu.Item key="auth">{t('user.authRole')}</Menu.Item>}
                  </Menu>
                }
              >
                <Button type="text" size="mini" icon={<IconMore />} aria-label={t('user.more')} className="zx-user-more" />
              </Dropdown>
            )}
          </Space>
        ),
      },
    ],
    [t, canEdit, canRemove, canReset, list.reload],
  );
  // nothing to act on without edit/remove/reset rights: no action column, no selection
  const canAct = canEdit || canRemove || canReset;
  const chooser = useColumnChooser(columns);
  const shownColumns = chooser.visibleColumns.filter((c) => c.key !== 'actions' || canAct);
  const toQuery = (v: SearchValues): UserQuery => {
    const { createTime, ...rest } = v;
    return { ...rest, deptId, params: { beginTime: createTime?.[0], endTime: createTime?.[1] } };
  };
  const [searchValues, setSearchValues] = useState<SearchValues>({});

  return (
    <div className="zx-page" data-page="system/user/index" style={{ display: 'flex' }}>
      <DeptTreePanel
        selected={deptId}
        onSelect={(id) => {
          setDeptId(id);
          list.search({ ...toQuery(searchValues), deptId: id });
        }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <SearchBar
          visible={showSearch}
          onSearch={(v) => {
            setSearchValues(v as SearchValues);
            list.search(toQuery(v as SearchValues));
          }}
          onReset={() => {
            setSearchValues({});
            setDeptId(undefined);
            list.reset();
          }}
        >
          <Form.Item field="userName" label={t('fields.userName')}>
            <Input allowClear placeholder={t('user.userNamePlaceholder')} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item field="phoneNumber" label={t('fields.phoneNumber')}>
            <Input allowClear placeholder={t('user.phonePlaceholder')} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item field="status" label={t('fields.status')}>
            <Select
              allowClear
              placeholder={t('user.statusPlaceholder')}
              style={{ width: 120 }}
              options={dicts.SysUserStatus?.map((d) => ({ label: d.label, value: d.value }))}
            />
          </Form.Item>
          <Form.Item field="createTime" label={t('fields.createTime')}>
            <DatePicker.RangePicker style={{ width: 240 }} />
          </Form.Item>
        </SearchBar>
        <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
          <HasPermi value="system:user:add">
            <Button type="primary" icon={<IconPlus />} onClick={() => void openAdd()}>
              {t('user.add')}
            </Button>
          </HasPermi>
          <HasPermi value="system:user:remove">
            <Button
              status="danger"
              icon={<IconDelete />}
              disabled={list.selectedKeys.length === 0}
              onClick={() => void remove(list.selectedKeys as number[])}
            >
              {t('user.delete')}
            </Button>
          </HasPermi>
          <HasPermi value="system:user:import">
            <Button icon={<IconUpload />} onClick={() => setImporting(true)}>
              {t('user.import')}
            </Button>
          </HasPermi>
          <HasPermi value="system:user:export">
            <Button
              status="warning"
              icon={<IconDownload />}
              onClick={() => void exportList('/system/user/list', list.query as Record<string, unknown>, 'User')}
            >
              {t('user.export')}
            </Button>
          </HasPermi>
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
          columns={shownColumns}
          pagination={false}
          scroll={{ x: 1100 }}
          rowSelection={
            canRemove
              ? { type: 'checkbox', selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys as number[]) }
              : undefined
          }
          border={false}
        />
        <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
      </div>
      <UserFormDialog
        form={form}
        depts={depts}
        onClose={(saved) => {
          setForm(null);
          if (saved) void list.reload();
        }}
      />
      <ResetPwdDialog user={resetting} onClose={() => setResetting(null)} />
      <AuthRoleDialog userId={authUser} onClose={closeAuth} />
      <ImportDialog
        visible={importing}
        onClose={(imported) => {
          setImporting(false);
          if (imported) void list.reload();
        }}
      />
    </div>
  );
}
