import { useTranslation } from 'react-i18next';
import { Form, Input, InputNumber, Radio, Select, Space, type FormInstance } from '@arco-design/web-react';
import { formRules, type DictOption } from '#kernel/client';
import { LIST_CLASSES } from '../../../shared/dict.ts';
import { ListClassTag } from './ListClassTag.tsx';
import { FixedHint } from '../FixedHint.tsx';

/** The fields of a dictionary value's dialog, with a live preview of its tag style. */
export function DictDataFormFields({
  form,
  fixedEditing,
  yesOrNo,
  enableOrDisable,
}: {
  form: FormInstance;
  fixedEditing: boolean;
  yesOrNo: DictOption[];
  enableOrDisable: DictOption[];
}) {
  const { t } = useTranslation('system');
  return (
    <>
      <FixedHint fixed={fixedEditing} text={t('dictData.fixedHint')} />
      <Form.Item field="dictType" label={t('fields.dictType')}>
        <Input disabled />
      </Form.Item>
      <Form.Item field="dictLabel" label={t('fields.dictLabel')} rules={[formRules.required(), formRules.blank()]}>
        <Input maxLength={100} placeholder={t('dictData.labelPlaceholder')} />
      </Form.Item>
      <Form.Item field="dictValue" label={t('fields.dictValue')} rules={[formRules.required(), formRules.blank()]}>
        <Input maxLength={100} disabled={fixedEditing} placeholder={t('dictData.valuePlaceholder')} />
      </Form.Item>
      <Form.Item field="cssClass" label={t('fields.cssClass')}>
        <Input maxLength={100} placeholder={t('dictData.cssPlaceholder')} />
      </Form.Item>
      <Form.Item field="dictSort" label={t('fields.dictSort')} rules={[formRules.required()]}>
        <InputNumber min={0} max={99999} />
      </Form.Item>
      <Form.Item label={t('fields.listClass')}>
        <Space>
          <Form.Item field="listClass" noStyle>
            <Select style={{ width: 160 }} options={LIST_CLASSES.map((c) => ({ value: c, label: t(`dictData.listClass.${c}`) }))} />
          </Form.Item>
          <Form.Item shouldUpdate noStyle>
            {() => (
              <ListClassTag
                label={form.getFieldValue('dictLabel') || t('dictData.preview')}
                listClass={form.getFieldValue('listClass')}
                cssClass={form.getFieldValue('cssClass')}
              />
            )}
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item field="isDefault" label={t('fields.isDefault')}>
        <Radio.Group options={yesOrNo.map((d) => ({ label: d.label, value: d.value }))} />
      </Form.Item>
      <Form.Item field="status" label={t('fields.status')}>
        <Radio.Group disabled={fixedEditing} options={enableOrDisable.map((d) => ({ label: d.label, value: d.value }))} />
      </Form.Item>
      <Form.Item field="remark" label={t('fields.remark')}>
        <Input.TextArea maxLength={500} placeholder={t('dict.remarkPlaceholder')} />
      </Form.Item>
    </>
  );
}
