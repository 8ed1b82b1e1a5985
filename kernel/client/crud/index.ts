/** Building blocks of list screens: searchable paged table state, search bar, add/edit dialog, confirmations. */
export { useTableList, type TableList, type PageQuery } from './use-table-list.ts';
export { useTreeList, type TreeList, type TreeListOptions, type TreeState } from './use-tree-list.ts';
export { SearchBar, type SearchBarProps } from './SearchBar.tsx';
export { FormDialog, type FormDialogProps } from './FormDialog.tsx';
export { useSaveForm } from './use-save-form.ts';
export { StatusSwitch, type StatusSwitchProps } from './StatusSwitch.tsx';
export { confirmAction, confirmDelete } from './confirm.ts';
export { formRules } from './form-rules.ts';
export { exportList } from './export-list.ts';
export { useColumnChooser } from './use-column-chooser.ts';
export { CrudPage, type CrudPageProps, type CrudColumn, type CrudEditor } from './CrudPage.tsx';
export { CrudDialog, type CrudDialogProps } from './CrudDialog.tsx';
export { useEditDialog, type EditDialog } from './use-edit-dialog.ts';
export { ConfirmButton, RefreshCacheButton, type ConfirmButtonProps, type RefreshCacheButtonProps } from './ConfirmButton.tsx';
export { ImportDialog, type ImportDialogProps, type ImportOutcome } from './ImportDialog.tsx';
export { dictColumn, fieldColumns, statusColumn, type FieldColumn } from './columns.tsx';
export { SearchDateRange, SearchInput, SearchSelect } from './search-fields.tsx';
export { DetailDialog, type DetailDialogProps } from './DetailDialog.tsx';
export { ActionDialog, type ActionDialogProps } from './ActionDialog.tsx';
export { crudApi, crudUrls, type CrudUrls } from './crud-api.ts';
export {
  crudObjects,
  crudPerms,
  isCrudObject,
  type CrudAction,
  type CrudObject,
  type CrudObjectApi,
  type CrudObjectSpec,
} from './crud-object.ts';
