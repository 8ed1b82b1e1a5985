import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from '@arco-design/web-react';
import { CrudPage, formRules, useEditDialog, useTableList, type CrudColumn, SearchInput } from '#kernel/client';
import { type SiteProperty, sitePropertyObject } from '../../api/site-api.ts';

/** The site's free key/values for templates (CmsSiteProperty), codes unique in the site. */
export function SitePropertyList({ siteId }: { siteId: number }) {
  const { t } = useTranslation('cms');
  const list = useTableList(sitePropertyObject, { siteId });
  const dialog = useEditDialog<SiteProperty>(async (id) => list.rows.find((r) => r.propertyId === id)!);
  const columns = useMemo<CrudColumn<SiteProperty>[]>(
    () => [
      { key: 'propName', dataIndex: 'propName', title: t('prop.name') },
      { key: 'propCode', dataIndex: 'propCode', title: t('prop.code') },
      { key: 'propValue', dataIndex: 'propValue', title: t('prop.value'), ellipsis: true },
      { key: 'remark', dataIndex: 'remark', title: t('prop.remark'), ellipsis: true },
    ],
    [t],
  );
  return (
    <CrudPage
      page="cms/contentcore/siteProps"
      object={sitePropertyObject}
      list={list}
      columns={columns}
      search={<SearchInput field="query" label={t('prop.query')} width={200} />}
      editor={{
        dialog,
        titles: [t('prop.addTitle'), t('prop.editTitle')],
        defaults: { siteId },
        fields: (
          <>
            <Form.Item field="propName" label={t('prop.name')} rules={[formRules.required(), formRules.blank()]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item field="propCode" label={t('prop.code')} rules={[formRules.required(), formRules.code()]}>
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item field="propValue" label={t('prop.value')}>
              <Input.TextArea maxLength={2000} />
            </Form.Item>
            <Form.Item field="remark" label={t('prop.remark')}>
              <Input maxLength={500} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
