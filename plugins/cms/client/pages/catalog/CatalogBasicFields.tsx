import { useTranslation } from 'react-i18next';
import { Form, type FormInstance, Input, InputNumber, Radio } from '@arco-design/web-react';
import { formRules } from '#kernel/client';
import { catalogApi } from '../../api/catalog-api.ts';
import { CATALOG_PATH_PATTERN } from '../../../shared/catalog.ts';

const PATH = new RegExp(CATALOG_PATH_PATTERN);

/** The fields a catalog is added with and edited by: name (alias and path spelled from it when empty), type, link, page size, description. */
export function CatalogBasicFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation('cms');
  return (
    <>
      <Form.Item field="name" label={t('catalog.name')} rules={[formRules.required(), formRules.blank()]}>
        <Input
          maxLength={100}
          onBlur={async () => {
            const name = form.getFieldValue('name') as string;
            if (!name?.trim() || form.getFieldValue('alias')) return;
            const s = await catalogApi.spelling(name);
            // only into fields still empty: what someone typed meanwhile stays
            if (!form.getFieldValue('alias')) form.setFieldValue('alias', s.alias);
            if (!form.getFieldValue('path')) form.setFieldValue('path', s.path);
          }}
        />
      </Form.Item>
      <Form.Item field="alias" label={t('catalog.alias')} rules={[formRules.required(), formRules.code(t('catalog.codeRule'))]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item field="path" label={t('catalog.path')} rules={[formRules.required(), { match: PATH, message: t('catalog.pathRule') }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item field="catalogType" label={t('catalog.type')}>
        <Radio.Group options={['common', 'link'].map((v) => ({ label: t(`catalog.types.${v}`), value: v }))} />
      </Form.Item>
      <Form.Item shouldUpdate noStyle>
        {(values: { catalogType?: string }) =>
          values.catalogType === 'link' && (
            <Form.Item field="redirectUrl" label={t('catalog.redirectUrl')} rules={[formRules.required()]}>
              <Input maxLength={500} placeholder="https://" />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item field="pageSize" label={t('catalog.pageSize')} extra={t('catalog.pageSizeHint')}>
        <InputNumber min={-1} max={500} />
      </Form.Item>
      <Form.Item field="description" label={t('catalog.description')}>
        <Input.TextArea maxLength={500} />
      </Form.Item>
    </>
  );
}
