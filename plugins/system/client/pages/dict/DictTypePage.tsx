import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, DatePicker, Form, Input, Radio, Select, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconDownload, IconEdit, IconPlus, IconRefresh } from '@arco-design/web-react/icon';
import {
  DictTag,
  FormDialog,
  HasPermi,
  Pagination,
  SearchBar,
  StatusSwitch,
  TableToolbar,
  confirmAction,
  confirmDelete,
  exportList,
  formRules,
  useColumnChooser,
  useDict,
  useHasPermi,
  useTableList,
} from '#kernel/client';
import { dictApi, type DictType, type DictTypeQuery } from '../../api/dict-api.ts';

/** System → Dictionaries (字典管理): dictionary types; a type's values open on the dict-data page. */
export default function DictTypePage() {
  const { t } = useTranslation('system');
  const list = useTableList<DictType, DictTypeQuery>(dictApi.listTypes, {});
  const dicts = useDict('EnableOrDisable', 'YesOrNo');
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<Partial<DictType> | null>(null);
  const canEdit = useHasPermi('system:dict:edit');
  const canRemove = useHasPermi('system:dict:remove');

  const openEdit = async (id: number) => setEditing(await dictApi.getType(id));
  const remove = (ids: number[], what?: string) =>
    confirmDelete(() => dictApi.removeTypes(ids), what).then((done) => {
      if (done) void list.reload();
    });
  const refreshCache = () => confirmAction(t('dict.refreshConfirm'), () => dictApi.refreshCache(), t('dict.refreshed'));

  const columns: (TableColumnProps<DictType> & { key: string })[] = useMemo(
    () => [
      { key: 'dictId', dataIndex: 'dictId', title: t('fields.dictId'), width: 100 },
      { key: 'dictName', dataIndex: 'dictName', title: t('fields.dictName') },
      {
        key: 'dictType',
        dataIndex: 'dictType',
        title: t('fields.dictType'),
        render: (v: string, r: DictType) => (
          <Link
            to={`/system/dict-data/index/${r.dictId}`}
            className="zx-dict-type-link"
            style={{ color: 'rgb(var(--primary-6))', textDecoration: 'none' }}
          >
            {v}
          </Link>
        ),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 100,
        render: (v: string, r: DictType) =>
          canEdit && r.fixed !== 'Y' ? (
            <StatusSwitch
              status={v}
              name={r.dictName}
              onChange={(next) => dictApi.changeTypeStatus(r.dictId, next, r.version).finally(() => void list.reload())}
            />
          ) : (
            <DictTag options={dicts.EnableOrDisable} value={v} />
          ),
      },
      {
        key: 'fixed',
        dataIndex: 'fixed',
        title: t('fields.fixed'),
        width: 100,
        render: (v: string) => <DictTag options={dicts.YesOrNo} value={v} />,
      },
      { key: 'remark', dataIndex: 'remark', title: t('fields.remark'), ellipsis: true },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 180 },
      {
        key: 'actions',
        title: t('dict.actions'),
        width: 170,
        render: (_: unknown, r: DictType) => (
          <Space size={4}>
            {canEdit && (
              <Button type="text" size="mini" icon={<IconEdit />} onClick={() => void openEdit(r.dictId)}>
                {t('dict.edit')}
              </Button>
            )}
            {canRemove && r.fixed !== 'Y' && (
              <Button type="text" size="mini" status="danger" icon={<IconDelete />} onClick={() => void remove([r.dictId], r.dictName)}>
                {t('dict.delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, dicts.EnableOrDisable, dicts.YesOrNo, canEdit, canRemove],
  );
  const chooser = useColumnChooser(columns);
  const fixedEditing = editing?.fixed === 'Y';

  return (
    <div className="zx-page" data-page="system/dict/index">
      <SearchBar visible={showSearch} onSearch={(v) => list.search(v as DictTypeQuery)} onReset={list.reset}>
        <Form.Item field="dictName" label={t('fields.dictName')}>
          <Input allowClear placeholder={t('dict.namePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item field="dictType" label={t('fields.dictType')}>
          <Input allowClear placeholder={t('dict.typePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item field="status" label={t('fields.status')}>
          <Select
            allowClear
            placeholder={t('dict.statusPlaceholder')}
            style={{ width: 130 }}
            options={dicts.EnableOrDisable.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
        <Form.Item field="dateRange" label={t('fields.createTime')}>
          <DatePicker.RangePicker style={{ width: 240 }} />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="system:dict:add">
          <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({ status: '0' })}>
            {t('dict.add')}
          </Button>
        </HasPermi>
        <HasPermi value="system:dict:remove">
          <Button
            status="danger"
            icon={<IconDelete />}
            disabled={list.selectedKeys.length === 0}
            onClick={() => void remove(list.selectedKeys as number[])}
          >
            {t('dict.delete')}
          </Button>
        </HasPermi>
        <HasPermi value="system:dict:export">
          <Button
            status="warning"
            icon={<IconDownload />}
            onClick={() => void exportList('/system/dict/type/list', dictApi.exportTypesQuery(list.query), 'DictType')}
          >
            {t('dict.export')}
          </Button>
        </HasPermi>
        <HasPermi value="system:dict:remove">
          <Button status="danger" icon={<IconRefresh />} onClick={() => void refreshCache()}>
            {t('dict.refreshCache')}
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
        rowKey="dictId"
        loading={list.loading}
        data={list.rows}
        columns={chooser.visibleColumns}
        pagination={false}
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: list.selectedKeys,
          onChange: (keys) => list.setSelectedKeys(keys as number[]),
          checkboxProps: (r: DictType) => ({ disabled: r.fixed === 'Y' }),
        }}
        border={false}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
      <FormDialog<DictType>
        title={editing?.dictId ? t('dict.editTitle') : t('dict.addTitle')}
        visible={editing != null}
        initialValues={editing ?? undefined}
        onCancel={() => setEditing(null)}
        onSubmit={(v) => (v.dictId ? dictApi.updateType(v) : dictApi.addType(v))}
        onDone={() => {
          setEditing(null);
          void list.reload();
        }}
      >
        {fixedEditing && (
          <Tag color="orange" style={{ marginBottom: 12 }}>
            {t('dict.fixedHint')}
          </Tag>
        )}
        <Form.Item field="dictName" label={t('fields.dictName')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={100} placeholder={t('dict.namePlaceholder')} />
        </Form.Item>
        <Form.Item field="dictType" label={t('fields.dictType')} rules={[formRules.required(), formRules.code()]}>
          <Input maxLength={100} disabled={fixedEditing} placeholder={t('dict.typePlaceholder')} />
        </Form.Item>
        <Form.Item field="status" label={t('fields.status')}>
          <Radio.Group disabled={fixedEditing} options={dicts.EnableOrDisable.map((d) => ({ label: d.label, value: d.value }))} />
        </Form.Item>
        <Form.Item field="remark" label={t('fields.remark')}>
          <Input.TextArea maxLength={500} placeholder={t('dict.remarkPlaceholder')} />
        </Form.Item>
      </FormDialog>
    </div>
  );
}
