import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, InputNumber, Radio, Select, Switch } from '@arco-design/web-react';
import { formRules } from '#kernel/client';
import { FIELD_TYPE_IDS, type FieldType, VALIDATION_TYPES, type XModelField } from '../../../shared/exmodel.ts';
import { xmodelFieldApi } from '../../api/exmodel-api.ts';

/** The dialog's view of a field: validations as a list of kinds plus the regex of `Regex`. */
export type FieldFormValues = Partial<XModelField> & { validationTypes?: string[]; regex?: string };

export const toFormValues = (f: Partial<XModelField>): FieldFormValues => ({
  mandatoryFlag: 'N',
  options: { type: 'text', value: '' },
  sortFlag: 0,
  ...f,
  validationTypes: (f.validations ?? []).map((v) => v.type),
  regex: f.validations?.find((v) => v.type === 'Regex')?.regex ?? '',
});

export const fromFormValues = ({ validationTypes, regex, ...v }: FieldFormValues) =>
  ({
    ...v,
    defaultValue: v.defaultValue || null,
    validations: (validationTypes ?? []).map((type) => (type === 'Regex' ? { type, regex } : { type })),
  }) as XModelField;

const CODE = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The fields of a field's add/edit dialog; the column choices follow the field type. */
export function ExModelFieldForm({ modelId, own }: { modelId: number; own?: string }) {
  const { t } = useTranslation('cms');
  const [controls, setControls] = useState<{ id: string; name: string }[]>([]);
  const [columns, setColumns] = useState<{ fieldName: string; fieldType: FieldType }[]>([]);
  useEffect(() => {
    void xmodelFieldApi.controls().then(setControls, () => {});
    void xmodelFieldApi.tableFields(modelId).then(setColumns, () => {});
  }, [modelId]);
  const { form } = Form.useFormContext();
  const yn = { checked: 'Y', unchecked: 'N' };
  return (
    <>
      <Form.Item field="name" label={t('exmodel.fieldName')} rules={[formRules.required(), formRules.blank()]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        field="code"
        label={t('exmodel.fieldCode')}
        rules={[formRules.required(), { match: CODE, message: t('exmodel.codeRule') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item field="controlType" label={t('exmodel.controlType')} rules={[formRules.required()]}>
        <Select options={controls.map((c) => ({ label: c.name, value: c.id }))} />
      </Form.Item>
      <Form.Item field="fieldType" label={t('exmodel.fieldType')} rules={[formRules.required()]}>
        <Select
          options={FIELD_TYPE_IDS.map((id) => ({ label: t(`exmodel.fieldTypes.${id}`), value: id }))}
          // a column of the old type no longer fits
          onChange={() => form.setFieldValue('fieldName', undefined)}
        />
      </Form.Item>
      <Form.Item shouldUpdate={(a, b) => a.fieldType !== b.fieldType} noStyle>
        {(v) => (
          <Form.Item field="fieldName" label={t('exmodel.column')} rules={[formRules.required()]}>
            <Select
              options={[...(own ? [own] : []), ...columns.filter((c) => c.fieldType === v.fieldType).map((c) => c.fieldName)]
                .filter((c, i, all) => all.indexOf(c) === i)
                .map((c) => ({ label: c, value: c }))}
            />
          </Form.Item>
        )}
      </Form.Item>
      <Form.Item
        field="mandatoryFlag"
        label={t('exmodel.mandatory')}
        triggerPropName="checked"
        formatter={(v) => v === yn.checked}
        normalize={(c) => (c ? yn.checked : yn.unchecked)}
      >
        <Switch />
      </Form.Item>
      <Form.Item field="defaultValue" label={t('exmodel.defaultValue')}>
        <Input maxLength={2000} />
      </Form.Item>
      <Form.Item field="options.type" label={t('exmodel.optionsType')}>
        <Radio.Group options={['text', 'dict'].map((v) => ({ label: t(`exmodel.optionTypes.${v}`), value: v }))} />
      </Form.Item>
      <Form.Item shouldUpdate={(a, b) => a.options?.type !== b.options?.type} noStyle>
        {(v) =>
          v.options?.type === 'dict' ? (
            <Form.Item field="options.value" label={t('exmodel.optionsDict')}>
              <Input maxLength={100} />
            </Form.Item>
          ) : (
            <Form.Item field="options.value" label={t('exmodel.optionsText')} extra={t('exmodel.optionsHint')}>
              <Input.TextArea maxLength={4000} autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item field="validationTypes" label={t('exmodel.validations')}>
        <Select mode="multiple" options={VALIDATION_TYPES.map((id) => ({ label: t(`exmodel.validationTypes.${id}`), value: id }))} />
      </Form.Item>
      <Form.Item shouldUpdate={(a, b) => a.validationTypes !== b.validationTypes} noStyle>
        {(v) =>
          v.validationTypes?.includes('Regex') && (
            <Form.Item field="regex" label={t('exmodel.regex')} rules={[formRules.required()]}>
              <Input maxLength={200} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item field="sortFlag" label={t('exmodel.sortFlag')}>
        <InputNumber min={0} />
      </Form.Item>
    </>
  );
}
