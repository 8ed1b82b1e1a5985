import type { ReactNode } from 'react';
import type { FormInstance } from '@arco-design/web-react';
import { FormDialog } from './FormDialog.tsx';
import type { EditDialog } from './use-edit-dialog.ts';

/** The add/edit dialog of a list screen, driven by `useEditDialog` (see `CrudDialog`). */
export interface CrudDialogProps<Row> {
  dialog: EditDialog<Row, any>;
  /** the key whose presence tells an edit from an add */
  idKey: keyof Row & string;
  /** titles of the add and the edit dialog */
  titles: [add: ReactNode, edit: ReactNode];
  /** saves the values (add or update); the list reloads after */
  submit(values: Row): Promise<unknown>;
  /** called after a successful save (the list's reload) */
  onSaved(): void;
  width?: number;
  labelWidth?: number;
  children: ReactNode | ((form: FormInstance) => ReactNode);
}

/** A FormDialog opened for an add or an edit; it closes and reloads the list once the server accepted the save. */
export function CrudDialog<Row extends Record<string, any>>(props: CrudDialogProps<Row>) {
  const { dialog } = props;
  return (
    <FormDialog<Row>
      title={dialog.editing?.[props.idKey] != null ? props.titles[1] : props.titles[0]}
      visible={dialog.editing != null}
      initialValues={dialog.editing ?? undefined}
      width={props.width}
      labelWidth={props.labelWidth}
      onCancel={dialog.close}
      onSubmit={props.submit}
      onDone={() => {
        dialog.close();
        props.onSaved();
      }}
    >
      {props.children}
    </FormDialog>
  );
}
