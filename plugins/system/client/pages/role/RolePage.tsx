import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, DatePicker, Dropdown, Form, Input, Menu, Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconDownload, IconEdit, IconMore, IconPlus } from '@arco-design/web-react/icon';
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
import { roleApi, type Role, type RoleQuery } from '../../api/role-api.ts';
import { RoleDialog } from './RoleDialog.tsx';
import { DataScopeDialog } from './DataScopeDialog.tsx';

const SUPER = 'admin';

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
  const list = useTableList<Role, RoleQuery>(roleApi.list, {});
  const status = useDict('EnableOrDisable');
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<Partial<Role> | null>(null);
  const [scoping, setScoping] = useState<Role | null>(null);
  const canEdit = useHasPermi('system:role:edit');
  const canRemove = useHasPermi('system:role:remove');

  const openEdit = async (id: number) => setEditing(await roleApi.get(id));
  const openScope = async (id: number) => setScoping(await roleApi.get(id));
  const remove = (ids: number[], what?: string) =>
    confirmDelete(() => roleApi.remove(ids), what).then((done) => {
      if (done) void list.reload();
    });

  const columns: (TableColumnProps<Role> & { key: string })[] = useMemo(
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
      {
        key: 'actions',
        title: t('role.actions'),
        width: 230,
        render: (_: unknown, r: Role) =>
          r.roleKey === SUPER ? null : (
            <Space size={4}>
              {canEdit && (
                <Button type="text" size="mini" icon={<IconEdit />} onClick={() => void openEdit(r.roleId)}>
                  {t('role.edit')}
                </Button>
              )}
              {canRemove && (
                <Button type="text" size="mini" status="danger" icon={<IconDelete />} onClick={() => void remove([r.roleId], r.roleName)}>
                  {t('role.delete')}
                </Button>
              )}
              {canEdit && (
                <Dropdown
                  droplist={
                    <Menu
                      onClickMenuItem={(key) =>
                        key === 'scope' ? void openScope(r.roleId) : navigate(`/system/role-auth/user/${r.roleId}`)
                      }
                    >
                      <Menu.Item key="scope">{t('role.dataScopeAction')}</Menu.Item>
                      <Menu.Item key="users">{t('role.authUserAction')}</Menu.Item>
                    </Menu>
                  }
                >
                  <Button type="text" size="mini" icon={<IconMore />} data-testid={`role-more-${r.roleId}`}>
                    {t('role.more')}
                  </Button>
                </Dropdown>
              )}
            </Space>
          ),
      },
    ],
    [t, canEdit, canRemove, navigate, list],
  );
  const chooser = useColumnChooser(columns);

  return (
    <div className="zx-page" data-page="system/role/index">
      <SearchBar visible={showSearch} onSearch={(v) => list.search(toQuery(v))} onReset={list.reset}>
        <Form.Item field="roleName" label={t('fields.roleName')}>
          <Input allowClear placeholder={t('role.namePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item field="roleKey" label={t('fields.roleKey')}>
          <Input allowClear placeholder={t('role.keyPlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item field="status" label={t('fields.status')}>
          <Select
            allowClear
            placeholder={t('role.statusPlaceholder')}
            style={{ width: 140 }}
            options={status.EnableOrDisable?.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
        <Form.Item field="createTime" label={t('fields.createTime')}>
          <DatePicker.RangePicker style={{ width: 240 }} placeholder={[t('role.beginTime'), t('role.endTime')]} />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="system:role:add">
          <Button
            type="primary"
            icon={<IconPlus />}
            onClick={() => setEditing({ roleSort: 0, status: '0', menuCheckStrictly: true, deptCheckStrictly: true })}
          >
            {t('role.add')}
          </Button>
        </HasPermi>
        <HasPermi value="system:role:remove">
          <Button
            status="danger"
            icon={<IconDelete />}
            disabled={list.selectedKeys.length === 0}
            onClick={() => void remove(list.selectedKeys as number[])}
          >
            {t('role.delete')}
          </Button>
        </HasPermi>
        <HasPermi value="system:role:export">
          <Button
            status="warning"
            icon={<IconDownload />}
            onClick={() => void exportList('/system/role/list', list.query as Record<string, unknown>, 'Role')}
          >
            {t('role.export')}
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
        rowKey="roleId"
        loading={list.loading}
        data={list.rows}
        columns={chooser.visibleColumns}
        pagination={false}
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: list.selectedKeys,
          onChange: (keys) => list.setSelectedKeys(keys as number[]),
          checkboxProps: (r: Role) => ({ disabled: r.roleKey === SUPER }),
        }}
        border={false}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
      <RoleDialog
        role={editing}
        statusOptions={status.EnableOrDisable ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void list.reload();
        }}
      />
      <DataScopeDialog
        role={scoping}
        onClose={() => setScoping(null)}
        onSaved={() => {
          setScoping(null);
          void list.reload();
        }}
      />
    </div>
  );
}
