import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@arco-design/web-react';
import type { MemberEnterprise } from '#kernel/shared';
import { memberApi } from '../../api/member-api.ts';

/** Picks a member enterprise (the award plugin's, searched by name on the server); empty when it is off. */
export function MemberEnterpriseSelect(props: { value?: number | null; onChange?: (v: number | null) => void }) {
  const { t } = useTranslation('member');
  const [options, setOptions] = useState<MemberEnterprise[]>([]);
  const search = (text: string) => void memberApi.enterprises(text).then(setOptions, () => setOptions([]));
  useEffect(() => search(''), []);
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      placeholder={t('member.enterpriseSearch')}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      onSearch={search}
      options={options.map((e) => ({ label: e.enterpriseName, value: e.enterpriseId }))}
    />
  );
}
