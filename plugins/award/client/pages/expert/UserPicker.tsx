import { useEffect, useState } from 'react';
import { Select } from '@arco-design/web-react';
import { expertApi } from '../../api/expert-api.ts';

type Option = { label: string; value: number };

/** The sign-in account of an expert: staff accounts found by name as one types (the current one shown on edit). */
export function UserPicker(props: {
  value?: number;
  onChange?: (v: number) => void;
  current?: { userId: number; userName: string | null };
  placeholder?: string;
}) {
  const [options, setOptions] = useState<Option[]>(
    props.current?.userName ? [{ label: props.current.userName, value: props.current.userId }] : [],
  );
  const search = (q: string) =>
    void expertApi.users(q).then((rows) => setOptions(rows.map((u) => ({ label: `${u.userName}（${u.nickName}）`, value: u.userId }))));
  useEffect(() => {
    if (!props.current) search('');
  }, []);
  return (
    <Select
      showSearch
      filterOption={false}
      value={props.value}
      onChange={props.onChange}
      onSearch={search}
      options={options}
      placeholder={props.placeholder}
      data-field="userId"
    />
  );
}
