import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, DatePicker, Form, Input, Radio, Select, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconPlus } from '@arco-design/web-react/icon';
import {
  DictTag,
  FormDialog,
  HasPermi,
  Pagination,
  SearchBar,
  TableToolbar,
  confirmDelete,
  formRules,
  useColumnChooser,
  useDict,
  useHasPermi,
  useTableList,
} from '#kernel/client';
import { withLockoutConfirm } from './lockout-confirm.ts';
import { ipRuleApi, type IpRule, type IpRuleQuery } from '../../api/iprule-api.ts';

/** System → IP rules: allow/deny by CIDR with expiry; the kernel applies them to every request. */
export default function IpRulePage() {
  const { t } = useTranslation('system');
  const list = useTableList<IpRule, IpRuleQuery>(ipRuleApi.list, {});
  const dict = useDict('IpRuleType');
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<Partial<IpRule> | null>(null);
  const canEdit = useHasPermi('system:iprule:edit');
  const canRemove = useHasPermi('system:iprule:remove');
  const typeOptions = dict.IpRuleType?.map((d) => ({ label: d.label, value: d.value }));

  const openEdit = async (id: number) => setEditing(await ipRuleApi.get(id));
  const remove = (ids: number[], what?: string) =>
    confirmDelete(() => withLockoutConfirm(t, (confirm) => ipRuleApi.remove(ids, confirm)), what).then((done) => {
      if (done) void list.reload();
    });

  const columns: (TableColumnProps<IpRule> & { key: string })[] = useMemo(
    () => [
      { key: 'ruleId', dataIndex: 'ruleId', title: t('fields.ruleId'), width: 100 },
      {
        key: 'type',
        dataIndex: 'type',
        title: t('fields.type'),
        width: 120,
        render: (v: string) => <DictTag options={dict.IpRuleType} value={v} />,
      },
      {
        key: 'cidr',
        dataIndex: 'cidr',
        title: t('fields.cidr'),
        width: 260,
        render: (v: string) => <code style={{ whiteSpace: 'nowrap' }}>{v}</code>,
      },
      {
        key: 'expireTime',
        dataIndex: 'expireTime',
        title: t('fields.expireTime'),
        width: 260,
        render: (v: string | undefined, r: IpRule) => (
          <Space size={6}>
            <span>{v ?? t('iprule.never')}</span>
            {r.expired === 'Y' ? <Tag color="gray">{t('iprule.expiredTag')}</Tag> : <Tag color="green">{t('iprule.activeTag')}</Tag>}
          </Space>
        ),
      },
      { key: 'remark', dataIndex: 'remark', title: t('fields.remark'), ellipsis: true },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 180 },
      {
        key: 'actions',
        title: t('iprule.actions'),
        width: 170,
        render: (_: unknown, r: IpRule) => (
          <Space size={4}>
            {canEdit && (
              <Button type="text" size="mini" icon={<IconEdit />} onClick={() => void openEdit(r.ruleId)}>
                {t('iprule.edit')}
              </Button>
            )}
            {canRemove && (
              <Button type="text" size="mini" status="danger" icon={<IconDelete />} onClick={() => void remove([r.ruleId], r.cidr)}>
                {t('iprule.delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, dict.IpRuleType, canEdit, canRemove],
  );
  const chooser = useColumnChooser(columns);

  return (
    <div className="zx-page" data-page="system/iprule/index">
      <Alert type="info" content={t('iprule.help')} style={{ marginBottom: 12 }} />
      <SearchBar visible={showSearch} onSearch={(v) => list.search(v as IpRuleQuery)} onReset={list.reset}>
        <Form.Item field="type" label={t('fields.type')}>
          <Select allowClear placeholder={t('iprule.typePlaceholder')} style={{ width: 140 }} options={typeOptions} />
        </Form.Item>
        <Form.Item field="cidr" label={t('fields.cidr')}>
          <Input allowClear placeholder={t('iprule.cidrPlaceholder')} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item field="ip" label={t('fields.ip')}>
          <Input allowClear placeholder={t('iprule.ipPlaceholder')} style={{ width: 200 }} />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="system:iprule:add">
          <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({ type: 'DENY' })}>
            {t('iprule.add')}
          </Button>
        </HasPermi>
        <HasPermi value="system:iprule:remove">
          <Button
            status="danger"
            icon={<IconDelete />}
            disabled={list.selectedKeys.length === 0}
            onClick={() => void remove(list.selectedKeys as number[])}
          >
            {t('iprule.delete')}
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
        rowKey="ruleId"
        loading={list.loading}
        data={list.rows}
        columns={chooser.visibleColumns}
        pagination={false}
        rowSelection={{ type: 'checkbox', selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys as number[]) }}
        border={false}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
      <FormDialog<IpRule>
        title={editing?.ruleId ? t('iprule.editTitle') : t('iprule.addTitle')}
        visible={editing != null}
        initialValues={editing ?? undefined}
        onCancel={() => setEditing(null)}
        onSubmit={(v) =>
          withLockoutConfirm(t, (confirmLockout) =>
            v.ruleId ? ipRuleApi.update({ ...v, confirmLockout }) : ipRuleApi.add({ ...v, confirmLockout }),
          )
        }
        onDone={() => {
          setEditing(null);
          void list.reload();
        }}
      >
        <Form.Item field="type" label={t('fields.type')} rules={[formRules.required()]}>
          <Radio.Group options={typeOptions} />
        </Form.Item>
        <Form.Item field="cidr" label={t('fields.cidr')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={64} placeholder={t('iprule.cidrPlaceholder')} />
        </Form.Item>
        <Form.Item field="expireTime" label={t('fields.expireTime')}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" placeholder={t('iprule.expirePlaceholder')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item field="remark" label={t('fields.remark')}>
          <Input.TextArea maxLength={500} placeholder={t('iprule.remarkPlaceholder')} />
        </Form.Item>
      </FormDialog>
    </div>
  );
}
