import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@arco-design/web-react';
import {
  CrudDialog,
  CrudPage,
  StatusSwitch,
  useDict,
  useEditDialog,
  useHasPermi,
  useTableList,
  type CrudColumn,
  dictColumn,
} from '#kernel/client';
import { securityObject, securityApi, type SecurityConfig } from '../../api/security-api.ts';
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
  const list = useTableList(securityObject, {});
  const dicts = useDict('SecurityPasswordRule', 'SecurityPasswordSensitive', 'SecurityPasswordRetryStrategy', 'YesOrNo');
  const dialog = useEditDialog(securityObject);
  const canEdit = useHasPermi('system:security:edit');

  const columns = useMemo<CrudColumn<SecurityConfig>[]>(
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
      dictColumn('passwordRule', t('fields.passwordRule'), dicts.SecurityPasswordRule, 220),
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
      dictColumn('passwordRetryStrategy', t('fields.passwordRetryStrategy'), dicts.SecurityPasswordRetryStrategy, 130),
      { key: 'passwordRetryLockSeconds', dataIndex: 'passwordRetryLockSeconds', title: t('fields.passwordRetryLockSeconds'), width: 140 },
      { key: 'remark', dataIndex: 'remark', title: t('fields.remark'), width: 160, ellipsis: true },
    ],
    [t, dicts.SecurityPasswordRule, dicts.SecurityPasswordRetryStrategy, canEdit],
  );
  return (
    <CrudPage<SecurityConfig, object>
      page="system/security/index"
      object={securityObject}
      list={list}
      columns={columns}
      header={<Alert type="info" content={t('security.onlyOne')} style={{ marginBottom: 12 }} />}
      onAdd={() => dialog.openAdd({ ...DEFAULTS })}
      onEdit={(r) => void dialog.openEdit(r.configId)}
      tableProps={{ scroll: { x: 1500 } }}
    >
      <CrudDialog<SecurityConfig>
        dialog={dialog}
        idKey="configId"
        titles={[t('security.addTitle'), t('security.editTitle')]}
        width={720}
        labelWidth={200}
        submit={(v) => (v.configId ? securityApi.update(v) : securityApi.add(v))}
        onSaved={() => void list.reload()}
      >
        <SecurityForm dicts={dicts} />
      </CrudDialog>
    </CrudPage>
  );
}
