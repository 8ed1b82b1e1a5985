import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Descriptions } from '@arco-design/web-react';
import { DictTag, useDict } from '#kernel/client';
import { type Enterprise, enterpriseApi } from '../../api/enterprise-api.ts';

/** Awards → My enterprise: what an applicant account's own enterprise looks like to the association. */
export default function MinePage() {
  const { t } = useTranslation('award');
  const dict = useDict('member_level', 'enterprise_type', 'member_category');
  const [e, setE] = useState<Enterprise | null>(null);
  useEffect(() => void enterpriseApi.mine().then(setE, () => undefined), []);
  return (
    <Card title={t('enterprise.mineTitle')} data-page="award/enterprise/mine">
      {e && (
        <Descriptions
          column={1}
          border
          data={[
            { label: t('enterprise.enterpriseName'), value: e.enterpriseName },
            { label: t('enterprise.uscc'), value: e.uscc },
            { label: t('enterprise.enterpriseType'), value: <DictTag options={dict.enterprise_type} value={e.enterpriseType} /> },
            { label: t('enterprise.legalRep'), value: e.legalRep },
            { label: t('enterprise.establishedDate'), value: e.establishedDate ?? '' },
            { label: t('enterprise.regAddress'), value: e.regAddress ?? '' },
            { label: t('enterprise.memberCategory'), value: <DictTag options={dict.member_category} value={e.memberCategory} /> },
            { label: t('enterprise.memberLevel'), value: <DictTag options={dict.member_level} value={e.memberLevel} /> },
            { label: t('enterprise.contactName'), value: e.contactName ?? '' },
            { label: t('enterprise.contactMobile'), value: e.contactMobile ?? '' },
          ]}
        />
      )}
    </Card>
  );
}
