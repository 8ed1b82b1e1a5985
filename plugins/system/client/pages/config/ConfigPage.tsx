import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DatePicker, Form, Input, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconDownload, IconEdit, IconPlus, IconRefresh } from '@arco-design/web-react/icon';
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
import { configApi, type ConfigQuery, type SysConfig } from '../../api/config-api.ts';

/** System → Parameters (参数设置): code-defined keys are fixed (value editable, key not), credentials arrive masked. */
export default function ConfigPage() {
  const { t } = useTranslation('system');
  const list = useTableList<SysConfig, ConfigQuery>(configApi.list, {});
  const dicts = useDict('YesOrNo');
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<Partial<SysConfig> | null>(null);
  const canEdit = useHasPermi('system:config:edit');
  const canRemove = useHasPermi('system:config:remove');

  const openEdit = async (id: number) => setEditing(await configApi.get(id));
  const remove = (ids: number[], what?: string) =>
    confirmDelete(() => configApi.remove(ids), what).then((done) => {
      if (done) void list.reload();
    });

  const columns: (TableColumnProps<SysConfig> & { key: string })[] = useMemo(
    () => [
      { key: 'configId', dataIndex: 'configId', title: t('fields.configId'), width: 100 },
      { key: 'configName', dataIndex: 'configName', title: t('fields.configName'), ellipsis: true },
      { key: 'configKey', dataIndex: 'configKey', title: t('fields.configKey'), ellipsis: true },
      { key: 'configValue', dataIndex: 'configValue', title: t('fields.configValue'), ellipsis: true },
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
        title: t('config.actions'),
        width: 170,
        render: (_: unknown, r: SysConfig) => (
          <Space size={4}>
            {canEdit && (
              <Button type="text" size="mini" icon={<IconEdit />} onClick={() => void openEdit(r.configId)}>
                {t('config.edit')}
              </Button>
            )}
            {canRemove && r.fixed !== 'Y' && (
              <Button type="text" size="mini" status="danger" icon={<IconDelete />} onClick={() => void remove([r.configId], r.configName)}>
                {t('config.delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, dicts.YesOrNo, canEdit, canRemove],
  );
  const chooser = useColumnChooser(columns);
  const fixedEditing = editing?.fixed === 'Y';

  return (
    <div className="zx-page" data-page="system/config/index">
      <SearchBar visible={showSearch} onSearch={(v) => list.search(v as ConfigQuery)} onReset={list.reset}>
        <Form.Item field="configName" label={t('fields.configName')}>
          <Input allowClear placeholder={t('config.namePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item field="configKey" label={t('fields.configKey')}>
          <Input allowClear placeholder={t('config.keyPlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item field="dateRange" label={t('fields.createTime')}>
          <DatePicker.RangePicker style={{ width: 240 }} />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="system:config:add">
          <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({})}>
            {t('config.add')}
          </Button>
        </HasPermi>
        <HasPermi value="system:config:remove">
          <Button
            status="danger"
            icon={<IconDelete />}
            disabled={list.selectedKeys.length === 0}
            onClick={() => void remove(list.selectedKeys as number[])}
          >
            {t('config.delete')}
          </Button>
        </HasPermi>
        <HasPermi value="system:config:export">
          <Button
            status="warning"
            icon={<IconDownload />}
            onClick={() => void exportList('/system/config/list', configApi.exportQuery(list.query), 'Config')}
          >
            {t('config.export')}
          </Button>
        </HasPermi>
        <HasPermi value="system:config:remove">
          <Button
            status="danger"
            icon={<IconRefresh />}
            onClick={() => void confirmAction(t('config.refreshConfirm'), () => configApi.refreshCache(), t('config.refreshed'))}
          >
            {t('config.refreshCache')}
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
        rowKey="configId"
        loading={list.loading}
        data={list.rows}
        columns={chooser.visibleColumns}
        pagination={false}
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: list.selectedKeys,
          onChange: (keys) => list.setSelectedKeys(keys as number[]),
          checkboxProps: (r: SysConfig) => ({ disabled: r.fixed === 'Y' }),
        }}
        border={false}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
      <FormDialog<SysConfig>
        title={editing?.configId ? t('config.editTitle') : t('config.addTitle')}
        visible={editing != null}
        initialValues={editing ?? undefined}
        onCancel={() => setEditing(null)}
        onSubmit={(v) => (v.configId ? configApi.update(v) : configApi.add(v))}
        onDone={() => {
          setEditing(null);
          void list.reload();
        }}
      >
        {fixedEditing && (
          <Tag color="orange" style={{ marginBottom: 12 }}>
            {t('config.fixedHint')}
          </Tag>
        )}
        <Form.Item field="configName" label={t('fields.configName')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={100} placeholder={t('config.namePlaceholder')} />
        </Form.Item>
        <Form.Item field="configKey" label={t('fields.configKey')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={100} disabled={fixedEditing} placeholder={t('config.keyPlaceholder')} />
        </Form.Item>
        <Form.Item field="configValue" label={t('fields.configValue')} rules={[formRules.required(), formRules.blank()]}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 1, maxRows: 6 }} placeholder={t('config.valuePlaceholder')} />
        </Form.Item>
        <Form.Item field="remark" label={t('fields.remark')}>
          <Input.TextArea maxLength={500} placeholder={t('config.remarkPlaceholder')} />
        </Form.Item>
      </FormDialog>
    </div>
  );
}
