import { DatePicker, Form, Input, Select } from '@arco-design/web-react';
import type { DictOption } from '../widgets/dict.ts';

interface FieldProps {
  field: string;
  label: string;
  placeholder?: string;
  width?: number;
}

/** A text filter of a list screen's search bar. */
export function SearchInput({ field, label, placeholder, width = 160 }: FieldProps) {
  return (
    <Form.Item field={field} label={label}>
      <Input allowClear placeholder={placeholder} style={{ width }} />
    </Form.Item>
  );
}

/** A choice filter of a list screen's search bar, over dictionary options (or any label/value pairs). */
export function SearchSelect({ field, label, placeholder, width = 120, options }: FieldProps & { options: DictOption[] | undefined }) {
  return (
    <Form.Item field={field} label={label}>
      <Select allowClear placeholder={placeholder} style={{ width }} options={options?.map((d) => ({ label: d.label, value: d.value }))} />
    </Form.Item>
  );
}

/** A date-range filter of a list screen's search bar (`placeholder`: the begin and end hints). */
export function SearchDateRange({
  field,
  label,
  width = 240,
  placeholder,
  format,
}: Omit<FieldProps, 'placeholder'> & { placeholder?: [string, string]; format?: string }) {
  return (
    <Form.Item field={field} label={label}>
      <DatePicker.RangePicker style={{ width }} format={format} placeholder={placeholder} />
    </Form.Item>
  );
}
