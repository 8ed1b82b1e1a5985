import { useTranslation } from 'react-i18next';
import { Input, Select } from '@arco-design/web-react';
import type { ReturnedField } from '../../../shared/workflow.ts';
import type { FieldGroup } from './field-labels.ts';

/**
 * The fields a return names (awards.md §6.3 #5): picked from the form's sections by their labels (searchable),
 * each with a comment telling the applicant what to fix.
 */
export function ReturnFieldsInput({
  value = [],
  onChange,
  groups,
}: {
  value?: ReturnedField[];
  onChange?: (v: ReturnedField[]) => void;
  groups: FieldGroup[];
}) {
  const { t } = useTranslation('award');
  const labels = new Map(groups.flatMap((g) => g.options.map((o) => [o.value, o.label] as const)));
  const pick = (paths: string[]) => onChange?.(paths.map((path) => value.find((f) => f.path === path) ?? { path, comment: '' }));
  return (
    <div className="award-return-fields">
      <Select
        mode="multiple"
        showSearch
        allowClear
        placeholder={t('examine.pickFields')}
        value={value.map((f) => f.path)}
        onChange={(v: string[]) => pick(v)}
        filterOption={(input, option) =>
          String((option as any)?.props?.children ?? '')
            .toLowerCase()
            .includes(input.toLowerCase())
        }
      >
        {groups.map((g) => (
          <Select.OptGroup key={g.title} label={g.title}>
            {g.options.map((o) => (
              <Select.Option key={o.value} value={o.value}>
                {o.label}
              </Select.Option>
            ))}
          </Select.OptGroup>
        ))}
      </Select>
      {value.map((f) => (
        <div key={f.path} data-field={f.path} style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8 }}>
          <span style={{ flex: '0 0 40%', overflow: 'hidden', textOverflow: 'ellipsis' }} title={labels.get(f.path)}>
            {labels.get(f.path) ?? f.path}
          </span>
          <Input
            size="small"
            maxLength={500}
            placeholder={t('examine.fieldComment')}
            value={f.comment ?? ''}
            onChange={(comment) => onChange?.(value.map((x) => (x.path === f.path ? { ...x, comment } : x)))}
          />
        </div>
      ))}
    </div>
  );
}
