/** The public client kernel API: what plugins may import, through `#kernel/client`. */
export {
  ActionDialog,
  crudApi,
  crudObjects,
  crudPerms,
  crudUrls,
  ConfirmButton,
  RefreshCacheButton,
  CrudDialog,
  CrudPage,
  DetailDialog,
  FormDialog,
  ImportDialog,
  SearchBar,
  SearchDateRange,
  SearchInput,
  SearchSelect,
  StatusSwitch,
  confirmAction,
  confirmDelete,
  dictColumn,
  fieldColumns,
  statusColumn,
  exportList,
  formRules,
  useColumnChooser,
  useEditDialog,
  useSaveForm,
  useTableList,
  useTreeList,
} from './crud/index.ts';
export type {
  ActionDialogProps,
  CrudColumn,
  CrudDialogProps,
  CrudAction,
  CrudEditor,
  CrudObject,
  CrudUrls,
  CrudPageProps,
  DetailDialogProps,
  EditDialog,
  FieldColumn,
  ImportDialogProps,
  ImportOutcome,
  TableList,
  TreeList,
  TreeListOptions,
} from './crud/index.ts';
// plugins render Formily JSON schemas (ex-model values, custom forms) with the kernel's Arco binding
export { SchemaForm, pluginFormComponent, useSchemaForm, type SchemaFormProps } from './forms/index.ts';
export { FormDesigner, schemaFormSnippet, type FormDesignerProps, type FormilyJsonSchema } from './forms/index.ts';
export { HasPermi, useHasPermi } from './permission/index.ts';
export { defineClientPlugin } from './plugin.ts';
export type { ClientPluginEntry, PermissionTabProps, SlotName, SlotProps } from './plugin.ts';
// extension points a plugin's screen may host (e.g. the permission editor's tabs)
export { PluginSlot, SlotItemView, usePluginSlot } from './shell/PluginSlot.tsx';
export type { SlotItem } from './shell/PluginSlot.tsx';
export { RequestError, baseHeaders, download, downloadGet, getText, http } from './request/index.ts';
export { runtime } from './runtime.ts';
// a page may show another plugin's registered page by its component name (e.g. a v1.4.3 alias)
export { PageHost } from './router/PageHost.tsx';
export { MENU_ICON_NAMES, MenuIcon } from './shell/MenuIcon.tsx';
export {
  AsyncTaskProgress,
  Chart,
  CodeEditor,
  DictTag,
  FileUpload,
  HomeCard,
  ImageUpload,
  LIST_CLASS_COLORS,
  Pagination,
  RichTextEditor,
  TableToolbar,
  clearDictCache,
  dictLabels,
  isFinishedStatus,
  useDict,
  uploadForm,
  UploadError,
  ImagePreview,
} from './widgets/index.ts';
export type {
  AsyncTask,
  ChartProps,
  CodeEditorProps,
  CodeEditorRef,
  CodeLanguage,
  ChartSeries,
  DictOption,
  FileUploadProps,
  HomeCardProps,
  ImageUploadProps,
  RichMediaKind,
  RichMediaPicker,
  RichTextEditorHandle,
  RichTextEditorProps,
} from './widgets/index.ts';
export { bus } from './bus.ts';
export type { BusEvents, KernelBusEvents, PluginBusEvents } from './bus.ts';
