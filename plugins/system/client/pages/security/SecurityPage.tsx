import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconPlus } from '@arco-design/web-react/icon';
import {
  DictTag,
  FormDialog,
  HasPermi,
  Pagination,
  StatusSwitch,
  TableToolbar,
  confirmDelete,
  useColumnChooser,
  useDict,
  useHasPermi,
  useTableList,
} from '#kernel/client';
import { securityApi, type SecurityConfig } from '../../api/security-api.ts';
import { SecurityForm } from './SecurityForm.tsx';

const DEFAULTS: Partial<SecurityConfig> = {
  passwordLenMin: 8,
  passwordLenMax: 20,
  passwordRule: 'LETTER_NUMBER',
  passwordSensitive: [],
  weakPasswords: '',
  passwordExpireSeconds: 0,
  passwordRetryLimit: 5,
  passwordRetryStrategy: 'LOCK',
  passwordRetryLockSeconds: 600,
  forceModifyPwdAfterAdd: 'N',
  forceModifyPwdAfterReset: 'N',
};

/** System → Security config: password policy, expiry and login retry rules; one config is in force at a time. */
export default function SecurityPage() {
  const { t } = useTranslation('system');
  const list = useTableList<SecurityConfig, object>(securityApi.list, {});
  const dicts = useDict('SecurityPasswordRule', 'SecurityPasswordSensitive', 'SecurityPasswordRetryStrategy', 'YesOrNo');
  const [editing, setEditing] = useState<Partial<SecurityConfig> | null>(null);
  const canEdit = useHasPermi('system:security:edit');
  const canRemove = useHasPermi('system:security:remove');

  const openEdit = async (id: number) => setEditing(await securityApi.get(id));
  const remove = (ids: number[], what?: string) =>
    confirmDelete(() => securityApi.remove(ids), what).then((done) => done && void list.reload());

  const columns: (TableColumnProps<SecurityConfig> & { key: string })[] = useMemo(
    () => [
      { key: 'configId', dataIndex: 'configId', title: t('fields.configId'), width: 90 },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 90,
        render: (v: string, r: SecurityConfig) => (
          <StatusSwitch
            status={v}
            name={`#${r.configId}`}
            disabled={!canEdit}
            onChange={async (next) => {
              await securityApi.changeStatus(r.configId, next);
              void list.reload();
            }}
          />
        ),
      },
      {
        key: 'length',
        title: t('security.lengthTitle'),
        width: 120,
        render: (_: unknown, r: SecurityConfig) => t('security.length', { min: r.passwordLenMin, max: r.passwordLenMax }),
      },
      {
        key: 'passwordRule',
        dataIndex: 'passwordRule',
        title: t('fields.passwordRule'),
        width: 220,
        render: (v: string) => <DictTag options={dicts.SecurityPasswordRule} value={v} />,
      },
      {
        key: 'passwordExpireSeconds',
        dataIndex: 'passwordExpireSeconds',
        title: t('fields.passwordExpireSeconds'),
        width: 150,
        render: (v: number) => (v ? v : t('security.never')),
      },
      {
        key: 'passwordRetryLimit',
        dataIndex: 'passwordRetryLimit',
        title: t('fields.passwordRetryLimit'),
        width: 130,
        render: (v: number) => (v ? v : t('security.unlimited')),
      },
      {
        key: 'passwordRetryStrategy',
        dataIndex: 'passwordRetryStrategy',
        title: t('fields.passwordRetryStrategy'),
        width: 130,
        render: (v: string) => <DictTag options={dicts.SecurityPasswordRetryStrategy} value={v} />,
      },
      { key: 'passwordRetryLockSeconds', dataIndex: 'passwordRetryLockSeconds', title: t('fields.passwordRetryLockSeconds'), width: 140 },
      { key: 'remark', dataIndex: 'remark', title: t('fields.remark'), width: 160, ellipsis: true },
      {
        key: 'actions',
        title: t('security.actions'),
        width: 170,
        render: (_: unknown, r: SecurityConfig) => (
          <Space size={4}>
            {canEdit && (
              <Button type="text" size="mini" icon={<IconEdit />} onClick={() => void openEdit(r.configId)}>
                {t('security.edit')}
              </Button>
            )}
            {canRemove && (
              <Button
                type="text"
                size="mini"
                status="danger"
                icon={<IconDelete />}
                onClick={() => void remove([r.configId], `#${r.configId}`)}
              >
                {t('security.delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, dicts.SecurityPasswordRule, dicts.SecurityPasswordRetryStrategy, canEdit, canRemove],
  );
  const chooser = useColumnChooser(columns);

  return (
    <div className="zx-page" data-page="system/security/index">
      <Alert type="info" content={t('security.onlyOne')} style={{ marginBottom: 12 }} />
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="system:security:add">
          <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({ ...DEFAULTS })}>
            {t('security.add')}
          </Button>
        </HasPermi>
        <HasPermi value="system:security:remove">
          <Button
            status="danger"
            icon={<IconDelete />}
            disabled={list.selectedKeys.length === 0}
            onClick={() => void remove(list.selectedKeys as number[])}
          >
            {t('security.delete')}
          </Button>
        </HasPermi>
        <TableToolbar
          search={false}
          onRefresh={() => void list.reload()}
          columns={chooser.toolbarColumns}
          onColumnsChange={chooser.onColumnsChange}
        />
      </div>
      <Table
        rowKey="configId"
        scroll={{ x: 1500 }}
        loading={list.loading}
        data={list.rows}
        columns={chooser.visibleColumns}
        pagination={false}
        rowSelection={{ type: 'checkbox', selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys as number[]) }}
        border={false}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
      <FormDialog<SecurityConfig>
        title={editing?.configId ? t('security.editTitle') : t('security.addTitle')}
        visible={editing != null}
        initialValues={editing ?? undefined}
        width={720}
        labelWidth={200}
        onCancel={() => setEditing(null)}
        onSubmit={(v) => (v.configId ? securityApi.update(v) : securityApi.add(v))}
        onDone={() => {
          setEditing(null);
          void list.reload();
        }}
      >
        <SecurityForm dicts={dicts} />
      </FormDialog>
    </div>
  );
}
