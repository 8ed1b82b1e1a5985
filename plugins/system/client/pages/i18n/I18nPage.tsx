import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconDownload, IconEdit, IconLanguage, IconPlus, IconRefresh } from '@arco-design/web-react/icon';
import {
  DictTag,
  FormDialog,
  HasPermi,
  Pagination,
  SearchBar,
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
import { i18nApi, type I18nEntry, type I18nQuery } from '../../api/i18n-api.ts';
import { I18nBatchDialog } from './I18nBatchDialog.tsx';

type Row = Required<I18nEntry>;

/** System → I18n (国际化管理): translations that override the shipped texts (menus, dict labels, config names). */
export default function I18nPage() {
  const { t } = useTranslation('system');
  const list = useTableList<Row, I18nQuery>(i18nApi.list, {});
  const dicts = useDict('I18nDictType');
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<Partial<Row> | null>(null);
  const [batchKey, setBatchKey] = useState<string | null>(null);
  const canEdit = useHasPermi('system:i18ndict:edit');
  const canRemove = useHasPermi('system:i18ndict:remove');
  const langOptions = dicts.I18nDictType.map((d) => ({ label: d.label, value: d.value }));

  const openEdit = async (id: number) => setEditing((await i18nApi.get(id)) as Row);
  const remove = (ids: number[], what?: string) =>
    confirmDelete(() => i18nApi.remove(ids), what).then((done) => {
      if (done) void list.reload();
    });
  const closeBatch = useCallback(() => setBatchKey(null), []);

  const columns: (TableColumnProps<Row> & { key: string })[] = useMemo(
    () => [
      { key: 'dictId', dataIndex: 'dictId', title: t('fields.dictId'), width: 100 },
      {
        key: 'langTag',
        dataIndex: 'langTag',
        title: t('fields.langTag'),
        width: 130,
        render: (v: string) => <DictTag options={dicts.I18nDictType} value={v} />,
      },
      { key: 'langKey', dataIndex: 'langKey', title: t('fields.langKey'), ellipsis: true },
      { key: 'langValue', dataIndex: 'langValue', title: t('fields.langValue'), ellipsis: true },
      {
        key: 'actions',
        title: t('i18n.actions'),
        width: 260,
        render: (_: unknown, r: Row) => (
          <Space size={4}>
            {canEdit && (
              <Button type="text" size="mini" icon={<IconEdit />} onClick={() => void openEdit(r.dictId)}>
                {t('i18n.edit')}
              </Button>
            )}
            {canEdit && (
              <Button type="text" size="mini" icon={<IconLanguage />} onClick={() => setBatchKey(r.langKey)}>
                {t('i18n.batchEdit')}
              </Button>
            )}
            {canRemove && (
              <Button type="text" size="mini" status="danger" icon={<IconDelete />} onClick={() => void remove([r.dictId], r.langKey)}>
                {t('i18n.delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, dicts.I18nDictType, canEdit, canRemove],
  );
  const chooser = useColumnChooser(columns);

  return (
    <div className="zx-page" data-page="system/i18n/index">
      <SearchBar visible={showSearch} onSearch={(v) => list.search(v as I18nQuery)} onReset={list.reset}>
        <Form.Item field="langTag" label={t('fields.langTag')}>
          <Select allowClear placeholder={t('i18n.tagPlaceholder')} style={{ width: 140 }} options={langOptions} />
        </Form.Item>
        <Form.Item field="langKey" label={t('fields.langKey')}>
          <Input allowClear placeholder={t('i18n.keyPlaceholder')} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item field="langValue" label={t('fields.langValue')}>
          <Input allowClear placeholder={t('i18n.valuePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="system:i18ndict:add">
          <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({ langTag: dicts.I18nDictType[0]?.value })}>
            {t('i18n.add')}
          </Button>
        </HasPermi>
        <HasPermi value="system:i18ndict:remove">
          <Button
            status="danger"
            icon={<IconDelete />}
            disabled={list.selectedKeys.length === 0}
            onClick={() => void remove(list.selectedKeys as number[])}
          >
            {t('i18n.delete')}
          </Button>
        </HasPermi>
        <HasPermi value="system:i18ndict:export">
          <Button
            status="warning"
            icon={<IconDownload />}
            onClick={() => void exportList('/system/i18n/dict/list', list.query as Record<string, unknown>, 'I18nDict')}
          >
            {t('i18n.export')}
          </Button>
        </HasPermi>
        <HasPermi value="system:i18ndict:remove">
          <Button
            status="danger"
            icon={<IconRefresh />}
            onClick={() => void confirmAction(t('i18n.refreshConfirm'), () => i18nApi.refreshCache(), t('i18n.refreshed'))}
          >
            {t('i18n.refreshCache')}
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
        rowSelection={{ type: 'checkbox', selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys as number[]) }}
        border={false}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
      <FormDialog<Row>
        title={editing?.dictId ? t('i18n.editTitle') : t('i18n.addTitle')}
        visible={editing != null}
        initialValues={editing ?? undefined}
        onCancel={() => setEditing(null)}
        onSubmit={(v) => (v.dictId ? i18nApi.update(v) : i18nApi.add(v))}
        onDone={() => {
          setEditing(null);
          void list.reload();
        }}
      >
        <Form.Item field="langTag" label={t('fields.langTag')} rules={[formRules.required()]}>
          <Select options={langOptions} placeholder={t('i18n.tagPlaceholder')} />
        </Form.Item>
        <Form.Item field="langKey" label={t('fields.langKey')} rules={[formRules.required(), formRules.blank(), formRules.length(1, 200)]}>
          <Input maxLength={200} placeholder={t('i18n.keyPlaceholder')} />
        </Form.Item>
        <Form.Item field="langValue" label={t('fields.langValue')} rules={[formRules.required(), formRules.blank()]}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} placeholder={t('i18n.valuePlaceholder')} />
        </Form.Item>
      </FormDialog>
      <I18nBatchDialog
        langKey={batchKey}
        languages={dicts.I18nDictType}
        onClose={closeBatch}
        onSaved={() => {
          setBatchKey(null);
          void list.reload();
        }}
      />
    </div>
  );
}
