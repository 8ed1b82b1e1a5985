import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from '@arco-design/web-react';
import { CrudPage, DictTag, useDict, useTableList, type CrudColumn } from '#kernel/client';
import { type Enterprise, enterpriseObject } from '../../api/enterprise-api.ts';

type Query = { enterpriseName?: string; uscc?: string };

/** Awards → Enterprises: the member enterprises created by passed registrations. */
export default function EnterprisePage() {
  const { t } = useTranslation('award');
  const dict = useDict('member_level', 'enterprise_type', 'member_category');
  const list = useTableList(enterpriseObject, {});
  const columns = useMemo<CrudColumn<Enterprise>[]>(
    () => [
      { key: 'enterpriseName', dataIndex: 'enterpriseName', title: t('enterprise.enterpriseName') },
      { key: 'uscc', dataIndex: 'uscc', title: t('enterprise.uscc'), width: 190 },
      {
        key: 'enterpriseType',
        dataIndex: 'enterpriseType',
        title: t('enterprise.enterpriseType'),
        width: 150,
        render: (v: string) => <DictTag options={dict.enterprise_type} value={v} />,
      },
      { key: 'legalRep', dataIndex: 'legalRep', title: t('enterprise.legalRep'), width: 120 },
      {
        key: 'memberLevel',
        dataIndex: 'memberLevel',
        title: t('enterprise.memberLevel'),
        width: 130,
        render: (v: string) => <DictTag options={dict.member_level} value={v} />,
      },
      { key: 'contactName', dataIndex: 'contactName', title: t('enterprise.contactName'), width: 110 },
      { key: 'contactMobile', dataIndex: 'contactMobile', title: t('enterprise.contactMobile'), width: 130 },
      { key: 'createTime', dataIndex: 'createTime', title: t('enterprise.createTime'), width: 170 },
    ],
    [t, dict],
  );
  return (
    <CrudPage<Enterprise, Query>
      page="award/enterprise/index"
      object={enterpriseObject}
      list={list}
      columns={columns}
      search={
        <>
          <Form.Item field="enterpriseName" label={t('enterprise.enterpriseName')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item field="uscc" label={t('enterprise.uscc')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
        </>
      }
    />
  );
}
