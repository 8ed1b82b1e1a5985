import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button, Form, Input, InputNumber, Radio, Select, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconDownload, IconEdit, IconPlus } from '@arco-design/web-react/icon';
import {
  DictTag,
  FormDialog,
  HasPermi,
  Pagination,
  SearchBar,
  StatusSwitch,
  TableToolbar,
  clearDictCache,
  confirmDelete,
  exportList,
  formRules,
  useColumnChooser,
  useDict,
  useHasPermi,
  useTableList,
} from '#kernel/client';
import { dictApi, type DictDataRow, type DictDataQuery, type DictType } from '../../api/dict-api.ts';
import { ListClassTag, LIST_CLASS_OPTIONS } from './ListClassTag.tsx';

/** System → Dictionaries → data of one type (`/system/dict-data/index/:dictId`). */
export default function DictDataPage() {
  const { dictId } = useParams();
  // the route pattern is digits only (SPEC §2); react-router cannot say so, the page does
  if (!dictId || !/^\d+$/.test(dictId)) return <Navigate to="/404" replace />;
  return <DictData dictId={Number(dictId)} key={dictId} />;
}

function DictData({ dictId }: { dictId: number }) {
  const { t } = useTranslation('system');
  const [type, setType] = useState<DictType | null>(null);
  const [types, setTypes] = useState<Pick<DictType, 'dictId' | 'dictType' | 'dictName'>[]>([]);
  const list = useTableList<DictDataRow, DictDataQuery>(dictApi.listData, {}, { auto: false });
  const dicts = useDict('EnableOrDisable', 'YesOrNo');
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<Partial<DictDataRow> | null>(null);
  const canEdit = useHasPermi('system:dict:edit');
  const canRemove = useHasPermi('system:dict:remove');
  const navigate = useNavigate();

  useEffect(() => {
    void dictApi.getType(dictId).then((ty) => {
      setType(ty);
      list.search({ dictType: ty.dictType });
    });
    void dictApi.typeOptions().then(setTypes);
  }, [dictId]);

  const changed = () => {
    // the type's options are cached by every page that used them
    if (type) clearDictCache(type.dictType);
    void list.reload();
  };
  const remove = (ids: number[], what?: string) =>
    confirmDelete(() => dictApi.removeData(ids), what).then((done) => {
      if (done) changed();
    });
  const openEdit = async (id: number) => setEditing(await dictApi.getData(id));

  const columns: (TableColumnProps<DictDataRow> & { key: string })[] = useMemo(
    () => [
      { key: 'dictCode', dataIndex: 'dictCode', title: t('fields.dictCode'), width: 100 },
      {
        key: 'dictLabel',
        dataIndex: 'dictLabel',
        title: t('fields.dictLabel'),
        render: (_: string, r: DictDataRow) => <ListClassTag label={r.dictLabel} listClass={r.listClass} cssClass={r.cssClass} />,
      },
      { key: 'dictValue', dataIndex: 'dictValue', title: t('fields.dictValue') },
      { key: 'dictSort', dataIndex: 'dictSort', title: t('fields.dictSort'), width: 100 },
      {
        key: 'isDefault',
        dataIndex: 'isDefault',
        title: t('fields.isDefault'),
        width: 90,
        render: (v: string) => <DictTag options={dicts.YesOrNo} value={v} />,
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 100,
        render: (v: string, r: DictDataRow) =>
          canEdit && r.fixed !== 'Y' ? (
            <StatusSwitch
              status={v}
              name={r.dictLabel}
              onChange={(next) => dictApi.changeDataStatus(r.dictCode, next, r.version).finally(changed)}
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
        render: (_: unknown, r: DictDataRow) => (
          <Space size={4}>
            {canEdit && (
              <Button type="text" size="mini" icon={<IconEdit />} onClick={() => void openEdit(r.dictCode)}>
                {t('dict.edit')}
              </Button>
            )}
            {canRemove && r.fixed !== 'Y' && (
              <Button type="text" size="mini" status="danger" icon={<IconDelete />} onClick={() => void remove([r.dictCode], r.dictLabel)}>
                {t('dict.delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, dicts.EnableOrDisable, dicts.YesOrNo, canEdit, canRemove, type],
  );
  const chooser = useColumnChooser(columns);
  const fixedType = type?.fixed === 'Y';
  const fixedEditing = editing?.fixed === 'Y';
  if (!type) return <div className="zx-page" data-page="system/dict/data" />;

  return (
    <div className="zx-page" data-page="system/dict/data">
      <SearchBar
        visible={showSearch}
        onSearch={(v) => list.search({ ...(v as DictDataQuery), dictType: type.dictType })}
        onReset={() => list.search({ dictType: type.dictType, dictLabel: undefined, status: undefined })}
      >
        <Form.Item label={t('fields.dictName')}>
          {/* another type is another page: its fixed flag and cache key come with it */}
          <Select
            className="zx-dict-type-select"
            style={{ width: 200 }}
            showSearch
            value={type.dictId}
            onChange={(id: number) => navigate(`/system/dict-data/index/${id}`)}
            options={types.map((o) => ({ label: `${o.dictName} (${o.dictType})`, value: o.dictId }))}
          />
        </Form.Item>
        <Form.Item field="dictLabel" label={t('fields.dictLabel')}>
          <Input allowClear placeholder={t('dictData.labelPlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item field="status" label={t('fields.status')}>
          <Select
            allowClear
            placeholder={t('dict.statusPlaceholder')}
            style={{ width: 130 }}
            options={dicts.EnableOrDisable.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8, alignItems: 'center' }}>
        <HasPermi value="system:dict:add">
          <Button
            type="primary"
            icon={<IconPlus />}
            disabled={fixedType}
            title={fixedType ? t('dictData.fixedTypeHint') : undefined}
            onClick={() => setEditing({ dictType: type.dictType, dictSort: 0, status: '0', isDefault: 'N', listClass: 'default' })}
          >
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
            onClick={() => void exportList('/system/dict/data/list', list.query as Record<string, unknown>, 'DictData')}
          >
            {t('dict.export')}
          </Button>
        </HasPermi>
        {fixedType && <Tag color="orange">{t('dictData.fixedTypeHint')}</Tag>}
        <TableToolbar
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={() => void list.reload()}
          columns={chooser.toolbarColumns}
          onColumnsChange={chooser.onColumnsChange}
        />
      </div>
      <Table
        rowKey="dictCode"
        loading={list.loading}
        data={list.rows}
        columns={chooser.visibleColumns}
        pagination={false}
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: list.selectedKeys,
          onChange: (keys) => list.setSelectedKeys(keys as number[]),
          checkboxProps: (r: DictDataRow) => ({ disabled: r.fixed === 'Y' }),
        }}
        border={false}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
      <FormDialog<DictDataRow>
        title={editing?.dictCode ? t('dictData.editTitle') : t('dictData.addTitle')}
        visible={editing != null}
        initialValues={editing ?? undefined}
        onCancel={() => setEditing(null)}
        onSubmit={(v) => (v.dictCode ? dictApi.updateData(v) : dictApi.addData(v))}
        onDone={() => {
          setEditing(null);
          changed();
        }}
      >
        {(form) => (
          <>
            {fixedEditing && (
              <Tag color="orange" style={{ marginBottom: 12 }}>
                {t('dictData.fixedHint')}
              </Tag>
            )}
            <Form.Item field="dictType" label={t('fields.dictType')}>
              <Input disabled />
            </Form.Item>
            <Form.Item field="dictLabel" label={t('fields.dictLabel')} rules={[formRules.required(), formRules.blank()]}>
              <Input maxLength={100} placeholder={t('dictData.labelPlaceholder')} />
            </Form.Item>
            <Form.Item field="dictValue" label={t('fields.dictValue')} rules={[formRules.required(), formRules.blank()]}>
              <Input maxLength={100} disabled={fixedEditing} placeholder={t('dictData.valuePlaceholder')} />
            </Form.Item>
            <Form.Item field="cssClass" label={t('fields.cssClass')}>
              <Input maxLength={100} placeholder={t('dictData.cssPlaceholder')} />
            </Form.Item>
            <Form.Item field="dictSort" label={t('fields.dictSort')} rules={[formRules.required()]}>
              <InputNumber min={0} max={99999} />
            </Form.Item>
            <Form.Item label={t('fields.listClass')}>
              <Space>
                <Form.Item field="listClass" noStyle>
                  <Select
                    style={{ width: 160 }}
                    options={LIST_CLASS_OPTIONS.map((c) => ({ value: c, label: t(`dictData.listClass.${c}`) }))}
                  />
                </Form.Item>
                <Form.Item shouldUpdate noStyle>
                  {() => (
                    <ListClassTag
                      label={form.getFieldValue('dictLabel') || t('dictData.preview')}
                      listClass={form.getFieldValue('listClass')}
                      cssClass={form.getFieldValue('cssClass')}
                    />
                  )}
                </Form.Item>
              </Space>
            </Form.Item>
            <Form.Item field="isDefault" label={t('fields.isDefault')}>
              <Radio.Group options={dicts.YesOrNo.map((d) => ({ label: d.label, value: d.value }))} />
            </Form.Item>
            <Form.Item field="status" label={t('fields.status')}>
              <Radio.Group disabled={fixedEditing} options={dicts.EnableOrDisable.map((d) => ({ label: d.label, value: d.value }))} />
            </Form.Item>
            <Form.Item field="remark" label={t('fields.remark')}>
              <Input.TextArea maxLength={500} placeholder={t('dict.remarkPlaceholder')} />
            </Form.Item>
          </>
        )}
      </FormDialog>
    </div>
  );
}
