import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, DatePicker, Form, Input, Radio, Space, Tag } from '@arco-design/web-react';
import {
  CrudDialog,
  CrudPage,
  SearchInput,
  SearchSelect,
  dictColumn,
  formRules,
  useDict,
  useEditDialog,
  useTableList,
  type CrudColumn,
} from '#kernel/client';
import { withLockoutConfirm } from './lockout-confirm.ts';
import { ipRuleObject, ipRuleApi, type IpRule, type IpRuleQuery } from '../../api/iprule-api.ts';

/** System → IP rules: allow/deny by CIDR with expiry; the kernel applies them to every request. */
export default function IpRulePage() {
  const { t } = useTranslation('system');
  const list = useTableList(ipRuleObject, {});
  const dialog = useEditDialog(ipRuleObject);
  const { IpRuleType } = useDict('IpRuleType');
  const typeOptions = IpRuleType?.map((d) => ({ label: d.label, value: d.value }));

  const columns = useMemo<CrudColumn<IpRule>[]>(
    () => [
      { key: 'ruleId', dataIndex: 'ruleId', title: t('fields.ruleId'), width: 100 },
      dictColumn('type', t('fields.type'), IpRuleType, 120),
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
    ],
    [t, IpRuleType],
  );

  return (
    <CrudPage<IpRule, IpRuleQuery>
      page="system/iprule/index"
      object={ipRuleObject}
      list={list}
      columns={columns}
      header={<Alert type="info" content={`${t('iprule.help')} ${t('iprule.internalHelp')}`} style={{ marginBottom: 12 }} />}
      onAdd={() => dialog.openAdd({ type: 'DENY' })}
      onEdit={(r) => void dialog.openEdit(r.ruleId)}
      // a change that would lock out the caller's own address asks once more before it is made
      onRemove={(ids) => withLockoutConfirm(t, (confirm) => ipRuleApi.remove(ids as number[], confirm))}
      search={
        <>
          <SearchSelect field="type" label={t('fields.type')} placeholder={t('iprule.typePlaceholder')} width={140} options={IpRuleType} />
          <SearchInput field="cidr" label={t('fields.cidr')} placeholder={t('iprule.cidrPlaceholder')} width={240} />
          <SearchInput field="ip" label={t('fields.ip')} placeholder={t('iprule.ipPlaceholder')} width={200} />
        </>
      }
    >
      <CrudDialog<IpRule>
        dialog={dialog}
        idKey="ruleId"
        titles={[t('iprule.addTitle'), t('iprule.editTitle')]}
        submit={(v) =>
          withLockoutConfirm(t, (confirmLockout) =>
            v.ruleId ? ipRuleApi.update({ ...v, confirmLockout }) : ipRuleApi.add({ ...v, confirmLockout }),
          )
        }
        onSaved={() => void list.reload()}
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
      </CrudDialog>
    </CrudPage>
  );
}
