import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Message } from '@arco-design/web-react';
import { RequestError } from '../request/index.ts';

/**
 * The save of an Arco form, in a dialog or on a page: starts from `initial` whenever it is shown, validates
 * (client rules give fast feedback, the server decides), submits `initial` overlaid with the form's values,
 * says so, and when the server refuses naming a field (`data.field`) shows the message under that field.
 */
export function useSaveForm<T extends Record<string, any>>(opts: {
  initial?: Partial<T> | null;
  /** false while hidden (a closed dialog): the form starts afresh each time it is shown */
  shown?: boolean;
  submit(values: T): Promise<unknown>;
  onSaved?(): void;
}) {
  const { t } = useTranslation('widgets');
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const { initial, shown = true } = opts;
  useEffect(() => {
    if (!shown) return;
    form.resetFields();
    if (initial) form.setFieldsValue(initial);
  }, [shown, initial, form]);

  const save = async () => {
    let values: T;
    try {
      values = (await form.validate()) as T;
    } catch {
      return;
    }
    setSaving(true);
    try {
      await opts.submit({ ...(initial ?? {}), ...values } as T);
      Message.success(t('crud.saved'));
      opts.onSaved?.();
    } catch (e) {
      const field = e instanceof RequestError ? (e.data as { field?: string } | undefined)?.field : undefined;
      if (field && field in form.getFieldsValue()) form.setFields({ [field]: { error: { message: (e as Error).message } } });
    } finally {
      setSaving(false);
    }
  };
  return { form, saving, save };
}
