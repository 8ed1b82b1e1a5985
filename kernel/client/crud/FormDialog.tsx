import type { ReactNode } from 'react';
import { Form } from '@arco-design/web-react';
import type { FormInstance } from '@arco-design/web-react/es/Form';
import { ActionDialog } from './ActionDialog.tsx';
import { useSaveForm } from './use-save-form.ts';

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
  const { form, save } = useSaveForm<T>({ initial: initialValues, shown: visible, submit: onSubmit, onSaved: onDone });

  return (
    <ActionDialog title={title} visible={visible} onOk={save} onCancel={onCancel} width={width} maskClosable={false} keepMounted>
      <Form
        form={form}
        labelCol={{ style: { flexBasis: labelWidth } }}
        wrapperCol={{ style: { flexBasis: `calc(100% - ${labelWidth}px)` } }}
      >
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </ActionDialog>
  );
}
