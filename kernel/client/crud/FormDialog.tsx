import { useEffect, useState, type ReactNode } from 'react';
import { Form, Message, Modal } from '@arco-design/web-react';
import type { FormInstance } from '@arco-design/web-react/es/Form';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../request/index.ts';

/** Props of an add/edit dialog. */
export interface FormDialogProps<T> {
  title: ReactNode;
  visible: boolean;
  /** values to start from (an edit loads the record first) */
  initialValues?: Partial<T>;
  onCancel(): void;
  /** saves; a server refusal naming a field marks that field */
  onSubmit(values: T): Promise<unknown>;
  /** called after a successful save */
  onDone?(): void;
  width?: number;
  labelWidth?: number;
  children: ReactNode | ((form: FormInstance) => ReactNode);
}

/**
 * A modal Arco form: client rules give fast feedback, the server decides; when the server names the
 * refused field (`data.field`) the message is shown under that field too.
 */
export function FormDialog<T extends Record<string, any>>({
  title,
  visible,
  initialValues,
  onCancel,
  onSubmit,
  onDone,
  width = 600,
  labelWidth = 100,
  children,
}: FormDialogProps<T>) {
  const { t } = useTranslation('widgets');
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (visible) {
      form.resetFields();
      if (initialValues) form.setFieldsValue(initialValues);
    }
  }, [visible, initialValues, form]);

  const ok = async () => {
    let values: T;
    try {
      values = (await form.validate()) as T;
    } catch {
      return;
    }
    setSaving(true);
    try {
      await onSubmit({ ...(initialValues ?? {}), ...values });
      Message.success(t('crud.saved'));
      onDone?.();
    } catch (e) {
      const field = e instanceof RequestError ? (e.data as { field?: string } | undefined)?.field : undefined;
      if (field && form.getFieldsValue([field]) && field in form.getFieldsValue())
        form.setFields({ [field]: { error: { message: (e as Error).message } } });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={title}
      visible={visible}
      onOk={ok}
      onCancel={onCancel}
      confirmLoading={saving}
      okText={t('crud.confirm')}
      cancelText={t('crud.cancel')}
      style={{ width }}
      unmountOnExit={false}
      maskClosable={false}
    >
      <Form
        form={form}
        labelCol={{ style: { flexBasis: labelWidth } }}
        wrapperCol={{ style: { flexBasis: `calc(100% - ${labelWidth}px)` } }}
      >
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
}
