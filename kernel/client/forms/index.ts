/** The kernel's Formily binding for Arco and the SchemaForm renderer (DESIGN §2). */
export {
  SchemaForm,
  pluginFormComponent,
  useSchemaForm,
  Submit,
  Reset,
  FormButtonGroup,
  revalidateShownErrors,
  type SchemaFormProps,
  type SubmitProps,
} from './SchemaForm.tsx';
export { formComponents } from './components.ts';
export { FormItem, BaseItem, type FormItemProps } from './FormItem.tsx';
export { FormLayout, useFormLayout, type FormLayoutProps } from './FormLayout.tsx';
export { FormGrid, GridColumn, type FormGridProps } from './FormGrid.tsx';
export { Input, TextArea, Password } from './Input.tsx';
export { NumberPicker } from './NumberPicker.tsx';
export { Select, DictSelect, type DictSelectProps } from './Select.tsx';
export { Radio, RadioGroup } from './Radio.tsx';
export { Checkbox, CheckboxGroup } from './Checkbox.tsx';
export { Switch } from './Switch.tsx';
export { DatePicker, RangePicker, dateWireFormat } from './DatePicker.tsx';
export { TimePicker } from './TimePicker.tsx';
export { Cascader } from './Cascader.tsx';
export { TreeSelect } from './TreeSelect.tsx';
export { Upload, ImageUploadField, RichText } from './Upload.tsx';
export { ArrayItems } from './ArrayItems.tsx';
export { ArrayTable, type ArrayTableColumnProps } from './ArrayTable.tsx';
export { FormTab, type FormTabModel } from './FormTab.tsx';
export { FormCollapse } from './FormCollapse.tsx';
export { PreviewText } from './PreviewText.tsx';
export { VALIDATE_LANGUAGE, bindValidateLanguage, syncValidateLanguage, registerKernelRules } from './validate-locale.ts';
export { FormCard, type FormCardProps } from './FormCard.tsx';
export {
  FormDesigner,
  exportSchema,
  importSchema,
  emptySchema,
  schemaFormSnippet,
  downloadSchema,
  parseSchemaText,
  PALETTE,
  type FormDesignerProps,
  type FormilyJsonSchema,
  type DesignModel,
  type DesignNode,
  type PaletteEntry,
} from './designer/index.ts';
