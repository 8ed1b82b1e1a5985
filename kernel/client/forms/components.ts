import type { ComponentType } from 'react';
import { ArrayItems } from './ArrayItems.tsx';
import { ArrayTable } from './ArrayTable.tsx';
import { Cascader } from './Cascader.tsx';
import { Checkbox, CheckboxGroup } from './Checkbox.tsx';
import { DatePicker, RangePicker } from './DatePicker.tsx';
import { FormCard } from './FormCard.tsx';
import { FormCollapse } from './FormCollapse.tsx';
import { FormGrid } from './FormGrid.tsx';
import { FormItem } from './FormItem.tsx';
import { FormLayout } from './FormLayout.tsx';
import { FormTab } from './FormTab.tsx';
import { Input, Password, TextArea } from './Input.tsx';
import { NumberPicker } from './NumberPicker.tsx';
import { PreviewText } from './PreviewText.tsx';
import { Radio, RadioGroup } from './Radio.tsx';
import { Select } from './Select.tsx';
import { Switch } from './Switch.tsx';
import { TimePicker } from './TimePicker.tsx';
import { TreeSelect } from './TreeSelect.tsx';
import { ImageUploadField, RichText, Upload } from './Upload.tsx';

/**
 * Every component a schema may name in `x-component` / `x-decorator`. Dotted names
 * (`Radio.Group`, `ArrayItems.Remove`, `FormTab.TabPane`) resolve through the statics.
 */
export const formComponents: Record<string, ComponentType<any>> = {
  FormItem,
  FormLayout,
  FormGrid,
  Input,
  TextArea,
  Password,
  NumberPicker,
  Select,
  Radio,
  RadioGroup,
  Checkbox,
  CheckboxGroup,
  Switch,
  DatePicker,
  RangePicker,
  TimePicker,
  Cascader,
  TreeSelect,
  Upload,
  FileUpload: Upload,
  ImageUpload: ImageUploadField,
  RichText,
  ArrayItems,
  ArrayTable,
  FormTab,
  FormCollapse,
  Card: FormCard,
  FormCard,
  PreviewText: PreviewText as ComponentType<any>,
};
