import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Radio, Select, Space, Switch, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconPlus } from '@arco-design/web-react/icon';
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
  formRules,
  useColumnChooser,
  useDict,
  useHasPermi,
  useTableList,
} from '#kernel/client';
import { wechatApi, type WechatConfig } from '../../api/wechat-api.ts';

type Query = { appId?: string; status?: string };

/** System → WeChat config: app id, secret and AES key (shown masked), token, back-office login flag, status. */
export default function WechatPage() {
  const { t } = useTranslation('system');
  const list = useTableList<WechatConfig, Query>(wechatApi.list, {});
  const dict = useDict('EnableOrDisable', 'YesOrNo');
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<Partial<WechatConfig> | null>(null);
  const canEdit = useHasPermi('system:wechat:edit');
  const canRemove = useHasPermi('system:wechat:remove');

  const openEdit = async (id: number) => setEditing(await wechatApi.get(id));
  const remove = (ids: number[], what?: string) =>
    confirmDelete(() => wechatApi.remove(ids), what).then((done) => done && void list.reload());
  const setBackend = (r: WechatConfig, on: boolean) =>
    confirmAction(t('wechat.backendHint'), () => wechatApi.changeStatus(r.configId, { backend: on ? 'Y' : 'N' })).then(
      (done) => done && void list.reload(),
    );

  const columns: (TableColumnProps<WechatConfig> & { key: string })[] = useMemo(
    () => [
      { key: 'configId', dataIndex: 'configId', title: t('fields.configId'), width: 90 },
      {
        key: 'appId',
        dataIndex: 'appId',
        title: t('fields.appId'),
        width: 220,
        render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span>,
      },
      { key: 'appSecret', dataIndex: 'appSecret', title: t('fields.appSecret'), width: 140, render: (v: string) => <code>{v}</code> },
      { key: 'token', dataIndex: 'token', title: t('fields.token'), width: 140 },
      {
        key: 'encodingAesKey',
        dataIndex: 'encodingAesKey',
        title: t('fields.encodingAesKey'),
        width: 150,
        render: (v: string) => <code>{v}</code>,
      },
      {
        key: 'backend',
        dataIndex: 'backend',
        title: t('fields.backend'),
        width: 110,
        render: (v: string, r: WechatConfig) =>
          canEdit ? (
            <Switch size="small" checked={v === 'Y'} onChange={(on) => void setBackend(r, on)} />
          ) : (
            <DictTag options={dict.YesOrNo} value={v} />
          ),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 90,
        render: (v: string, r: WechatConfig) => (
          <StatusSwitch
            status={v}
            name={r.appId}
            disabled={!canEdit}
            onChange={async (next) => {
              await wechatApi.changeStatus(r.configId, { status: next });
              void list.reload();
            }}
          />
        ),
      },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 180 },
      {
        key: 'actions',
        title: t('wechat.actions'),
        width: 170,
        render: (_: unknown, r: WechatConfig) => (
          <Space size={4}>
            {canEdit && (
              <Button type="text" size="mini" icon={<IconEdit />} onClick={() => void openEdit(r.configId)}>
                {t('wechat.edit')}
              </Button>
            )}
            {canRemove && (
              <Button type="text" size="mini" status="danger" icon={<IconDelete />} onClick={() => void remove([r.configId], r.appId)}>
                {t('wechat.delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, dict.YesOrNo, canEdit, canRemove],
  );
  const chooser = useColumnChooser(columns);
  const editingExisting = !!editing?.configId;

  return (
    <div className="zx-page" data-page="system/wechat/index">
      <SearchBar visible={showSearch} onSearch={(v) => list.search(v as Query)} onReset={list.reset}>
        <Form.Item field="appId" label={t('fields.appId')}>
          <Input allowClear placeholder={t('wechat.appIdPlaceholder')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item field="status" label={t('fields.status')}>
          <Select
            allowClear
            placeholder={t('logs.statusPlaceholder')}
            style={{ width: 120 }}
            options={dict.EnableOrDisable?.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="system:wechat:add">
          <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({ backend: 'N', status: '0' })}>
            {t('wechat.add')}
          </Button>
        </HasPermi>
        <HasPermi value="system:wechat:remove">
          <Button
            status="danger"
            icon={<IconDelete />}
            disabled={list.selectedKeys.length === 0}
            onClick={() => void remove(list.selectedKeys as number[])}
          >
            {t('wechat.delete')}
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
        rowSelection={{ type: 'checkbox', selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys as number[]) }}
        border={false}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
      <FormDialog<WechatConfig>
        title={editingExisting ? t('wechat.editTitle') : t('wechat.addTitle')}
        visible={editing != null}
        initialValues={editing ?? undefined}
        labelWidth={130}
        onCancel={() => setEditing(null)}
        onSubmit={(v) => (v.configId ? wechatApi.update(v) : wechatApi.add(v))}
        onDone={() => {
          setEditing(null);
          void list.reload();
        }}
      >
        <Form.Item field="appId" label={t('fields.appId')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={64} placeholder={t('wechat.appIdPlaceholder')} />
        </Form.Item>
        <Form.Item
          field="appSecret"
          label={t('fields.appSecret')}
          rules={editingExisting ? [] : [formRules.required(), formRules.blank()]}
          extra={editingExisting ? t('wechat.keepHint') : undefined}
        >
          <Input maxLength={128} placeholder={t('wechat.secretPlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item field="token" label={t('fields.token')}>
          <Input maxLength={32} placeholder={t('wechat.tokenPlaceholder')} />
        </Form.Item>
        <Form.Item field="encodingAesKey" label={t('fields.encodingAesKey')} extra={editingExisting ? t('wechat.keepHint') : undefined}>
          <Input maxLength={43} placeholder={t('wechat.aesPlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item field="backend" label={t('fields.backend')} extra={t('wechat.backendHint')}>
          <Radio.Group options={dict.YesOrNo?.map((d) => ({ label: d.label, value: d.value }))} />
        </Form.Item>
        <Form.Item field="status" label={t('fields.status')}>
          <Radio.Group options={dict.EnableOrDisable?.map((d) => ({ label: d.label, value: d.value }))} />
        </Form.Item>
        <Form.Item field="remark" label={t('fields.remark')}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </FormDialog>
    </div>
  );
}
