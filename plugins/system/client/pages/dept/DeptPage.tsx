import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, InputNumber, Radio, Select, Space, Table, TreeSelect, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconPlus, IconSort } from '@arco-design/web-react/icon';
import {
  FormDialog,
  HasPermi,
  SearchBar,
  StatusSwitch,
  TableToolbar,
  confirmDelete,
  formRules,
  useColumnChooser,
  useDict,
  useHasPermi,
  SearchInput,
} from '#kernel/client';
import { deptApi, toDeptTree, type Dept, type DeptQuery } from '../../api/dept-api.ts';

// the picker's keys are strings (Arco TreeSelect); the form converts to and from ids
type PickerNode = { key: string; title: string; children?: PickerNode[] };
const toPicker = (ds: Dept[]): PickerNode[] =>
  ds.map((d) => ({ key: String(d.deptId), title: d.deptName, children: d.children ? toPicker(d.children) : undefined }));
const allKeys = (ds: Dept[]): number[] => ds.flatMap((d) => (d.children ? [d.deptId, ...allKeys(d.children)] : []));

/** System → Departments (部门管理): searchable tree table, add/edit dialog with a parent picker, status switch, delete. */
export default function DeptPage() {
  const { t } = useTranslation('system');
  const status = useDict('EnableOrDisable');
  const [query, setQuery] = useState<DeptQuery>({});
  const [rows, setRows] = useState<Dept[]>([]);
  const [loading, setLoading] = useState(false);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<Partial<Dept> | null>(null);
  const [parents, setParents] = useState<PickerNode[]>([]);
  const canAdd = useHasPermi('system:dept:add');
  const canEdit = useHasPermi('system:dept:edit');
  const canRemove = useHasPermi('system:dept:remove');

  const load = useCallback(async (q: DeptQuery) => {
    setLoading(true);
    try {
      const tree = toDeptTree((await deptApi.list(q)).rows);
      setRows(tree);
      setExpanded(allKeys(tree));
    } catch {
      // the request layer already told the person
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void load({}), [load]);
  const reload = () => load(query);

  const openAdd = async (parent?: Dept) => {
    setParents(toPicker(toDeptTree((await deptApi.list({})).rows)));
    setEditing({ parentId: parent?.deptId, orderNum: 0, status: '0' });
  };
  const openEdit = async (id: number) => {
    const [d, others] = await Promise.all([deptApi.get(id), deptApi.listExclude(id)]);
    setParents(toPicker(toDeptTree(others.rows)));
    setEditing(d);
  };
  const changeStatus = async (r: Dept, next: string) => {
    const d = await deptApi.get(r.deptId);
    await deptApi.update({ ...d, status: next });
    await reload();
  };
  const remove = (r: Dept) =>
    confirmDelete(() => deptApi.remove([r.deptId]), r.deptName).then((done) => {
      if (done) void reload();
    });

  const columns: (TableColumnProps<Dept> & { key: string })[] = useMemo(
    () => [
      { key: 'deptName', dataIndex: 'deptName', title: t('fields.deptName') },
      { key: 'orderNum', dataIndex: 'orderNum', title: t('fields.orderNum'), width: 100 },
      { key: 'leader', dataIndex: 'leader', title: t('fields.leader'), width: 120 },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 100,
        render: (v: string, r: Dept) => (
          <StatusSwitch status={v} name={r.deptName} disabled={!canEdit} onChange={(next) => changeStatus(r, next)} />
        ),
      },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 180 },
      {
        key: 'actions',
        title: t('dept.actions'),
        width: 240,
        render: (_: unknown, r: Dept) => (
          <Space size={4}>
            {canEdit && (
              <Button type="text" size="mini" icon={<IconEdit />} onClick={() => void openEdit(r.deptId)}>
                {t('dept.edit')}
              </Button>
            )}
            {canAdd && (
              <Button type="text" size="mini" icon={<IconPlus />} onClick={() => void openAdd(r)}>
                {t('dept.add')}
              </Button>
            )}
            {canRemove && r.parentId !== 0 && (
              <Button type="text" size="mini" status="danger" icon={<IconDelete />} onClick={() => void remove(r)}>
                {t('dept.delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, canAdd, canEdit, canRemove, query],
  );
  // memoised: the dialog resets its fields whenever this object changes
  const initialValues = useMemo(
    () =>
      editing ? ({ ...editing, parentId: editing.parentId ? String(editing.parentId) : editing.parentId } as unknown as Dept) : undefined,
    [editing],
  );
  const chooser = useColumnChooser(columns);
  const statusOptions = status.EnableOrDisable?.map((d) => ({ label: d.label, value: d.value }));

  return (
    <div className="zx-page" data-page="system/dept/index">
      <SearchBar
        visible={showSearch}
        onSearch={(v) => {
          setQuery(v as DeptQuery);
          void load(v as DeptQuery);
        }}
        onReset={() => {
          setQuery({});
          void load({});
        }}
      >
        <SearchInput field="deptName" label={t('fields.deptName')} placeholder={t('dept.namePlaceholder')} width={180} />
        <Form.Item field="status" label={t('fields.status')}>
          <Select allowClear placeholder={t('dept.statusPlaceholder')} style={{ width: 140 }} options={statusOptions} />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="system:dept:add">
          <Button type="primary" icon={<IconPlus />} onClick={() => void openAdd()}>
            {t('dept.add')}
          </Button>
        </HasPermi>
        <Button icon={<IconSort />} onClick={() => setExpanded(expanded.length ? [] : allKeys(rows))}>
          {t('dept.expandCollapse')}
        </Button>
        <TableToolbar
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={() => void reload()}
          columns={chooser.toolbarColumns}
          onColumnsChange={chooser.onColumnsChange}
        />
      </div>
      <Table
        rowKey="deptId"
        loading={loading}
        data={rows}
        columns={chooser.visibleColumns}
        pagination={false}
        expandedRowKeys={expanded}
        onExpandedRowsChange={(keys) => setExpanded(keys as number[])}
        border={false}
      />
      <FormDialog<Dept>
        title={editing?.deptId ? t('dept.editTitle') : t('dept.addTitle')}
        visible={editing != null}
        initialValues={initialValues}
        onCancel={() => setEditing(null)}
        onSubmit={(v) => {
          const d = { ...v, parentId: Number(v.parentId) };
          return d.deptId ? deptApi.update(d) : deptApi.add(d);
        }}
        onDone={() => {
          setEditing(null);
          void reload();
        }}
      >
        {editing?.parentId !== 0 && (
          <Form.Item field="parentId" label={t('dept.parent')} rules={[formRules.required()]}>
            <TreeSelect
              treeData={parents}
              placeholder={t('dept.parentPlaceholder')}
              allowClear
              showSearch
              treeProps={{ defaultExpandAll: true } as never}
            />
          </Form.Item>
        )}
        <Form.Item field="deptName" label={t('fields.deptName')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={30} placeholder={t('dept.namePlaceholder')} />
        </Form.Item>
        <Form.Item field="orderNum" label={t('fields.orderNum')} rules={[formRules.required()]}>
          <InputNumber min={0} max={99999} />
        </Form.Item>
        <Form.Item field="leader" label={t('fields.leader')}>
          <Input maxLength={20} placeholder={t('dept.leaderPlaceholder')} />
        </Form.Item>
        <Form.Item field="phone" label={t('fields.phone')} rules={[formRules.mobile()]}>
          <Input maxLength={11} placeholder={t('dept.phonePlaceholder')} />
        </Form.Item>
        <Form.Item field="email" label={t('fields.email')} rules={[formRules.email()]}>
          <Input maxLength={50} placeholder={t('dept.emailPlaceholder')} />
        </Form.Item>
        <Form.Item field="status" label={t('fields.status')}>
          <Radio.Group options={statusOptions} />
        </Form.Item>
      </FormDialog>
    </div>
  );
}
