import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, InputNumber, Radio, TreeSelect } from '@arco-design/web-react';
import {
  type CrudColumn,
  CrudDialog,
  CrudPage,
  SearchInput,
  SearchSelect,
  StatusSwitch,
  formRules,
  useDict,
  useEditDialog,
  useHasPermi,
  useTreeList,
} from '#kernel/client';
import { toTree, type TreeRow } from '#kernel/shared';
import { deptObject, deptApi, type Dept, type DeptQuery } from '../../api/dept-api.ts';

// the picker's keys are strings (Arco TreeSelect); the form item converts to and from ids
type PickerNode = { key: string; title: string; children?: PickerNode[] };
const toPicker = (ds: TreeRow<Dept>[]): PickerNode[] =>
  ds.map((d) => ({ key: String(d.deptId), title: d.deptName, children: d.children && toPicker(d.children) }));
const pickerOf = (rows: Dept[]) => toPicker(toTree(rows, 'deptId', 'parentId'));

/** System → Departments (部门管理): searchable tree table, add/edit dialog with a parent picker, status switch, delete. */
export default function DeptPage() {
  const { t } = useTranslation('system');
  const { EnableOrDisable: status } = useDict('EnableOrDisable');
  const list = useTreeList<Dept, DeptQuery>(deptApi.list, {}, { key: 'deptId', parentKey: 'parentId', expandAll: true });
  const dialog = useEditDialog<Dept>();
  const [parents, setParents] = useState<PickerNode[]>([]);
  const canEdit = useHasPermi('system:dept:edit');

  const openAdd = async (parent?: Dept) => {
    setParents(pickerOf((await deptApi.list({})).rows));
    dialog.openAdd({ parentId: parent?.deptId, orderNum: 0, status: '0' });
  };
  const openEdit = async (id: number) => {
    const [d, others] = await Promise.all([deptApi.get(id), deptApi.listExclude(id)]);
    setParents(pickerOf(others.rows));
    await dialog.openEdit(d);
  };
  const changeStatus = async (r: Dept, next: string) => {
    const d = await deptApi.get(r.deptId);
    await deptApi.update({ ...d, status: next as Dept['status'] });
    await list.reload();
  };

  const columns = useMemo<CrudColumn<Dept>[]>(
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
    ],
    [t, canEdit, list.query],
  );

  return (
    <CrudPage<Dept, DeptQuery>
      page="system/dept/index"
      object={deptObject}
      list={list}
      columns={columns}
      onAdd={() => void openAdd()}
      onAddChild={(r) => void openAdd(r)}
      onEdit={(r) => void openEdit(r.deptId)}
      actionsWidth={240}
      search={
        <>
          <SearchInput field="deptName" label={t('fields.deptName')} placeholder={t('dept.namePlaceholder')} width={180} />
          <SearchSelect field="status" label={t('fields.status')} placeholder={t('dept.statusPlaceholder')} width={140} options={status} />
        </>
      }
    >
      <CrudDialog<Dept>
        dialog={dialog}
        idKey="deptId"
        titles={[t('dept.addTitle'), t('dept.editTitle')]}
        submit={(v) => (v.deptId ? deptApi.update(v) : deptApi.add(v))}
        onSaved={() => void list.reload()}
      >
        {dialog.editing?.parentId !== 0 && (
          <Form.Item
            field="parentId"
            label={t('dept.parent')}
            rules={[formRules.required()]}
            formatter={(v: unknown) => (v != null ? String(v) : undefined)}
            normalize={(v: unknown) => (v != null && v !== '' ? Number(v) : undefined)}
          >
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
          <Radio.Group options={status?.map((d) => ({ label: d.label, value: d.value }))} />
        </Form.Item>
      </CrudDialog>
    </CrudPage>
  );
}
