import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Form, Input, Message, Space, TreeSelect } from '@arco-design/web-react';
import { FormDialog, useHasPermi, useSaveForm } from '#kernel/client';
import { DEFAULT_TEMPLATE_KEYS } from '../../../shared/site.ts';
import { type CatalogNode, catalogApi } from '../../api/catalog-api.ts';
import { type DefaultTemplates, siteTemplateApi } from '../../api/site-api.ts';

/** The site's default list and detail templates per pipe, and writing them into chosen catalogs. */
export function SiteDefaultTemplates({ siteId }: { siteId: number }) {
  const { t } = useTranslation('cms');
  const mayEdit = useHasPermi('cms:site:edit');
  const [initial, setInitial] = useState<DefaultTemplates | null>(null);
  const [applying, setApplying] = useState(false);
  const load = useCallback(() => void siteTemplateApi.get(siteId).then(setInitial), [siteId]);
  useEffect(load, [load]);
  const { form, saving, save } = useSaveForm<DefaultTemplates>({ initial, submit: (v) => siteTemplateApi.save(v), onSaved: load });
  return (
    <Form
      form={form}
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 14 }}
      style={{ maxWidth: 900 }}
      disabled={!mayEdit}
      className="zx-site-templates"
    >
      {initial?.publishPipeProps.map((p, i) => (
        <Card key={p.pipeCode} title={`${p.pipeName} (${p.pipeCode})`} style={{ marginBottom: 12 }}>
          <Form.Item field={`publishPipeProps[${i}].pipeCode`} hidden>
            <Input />
          </Form.Item>
          {DEFAULT_TEMPLATE_KEYS.map((k) => (
            <Form.Item key={k} field={`publishPipeProps[${i}].props.${k}`} label={t(`pipe.${k}`)}>
              <Input maxLength={255} allowClear />
            </Form.Item>
          ))}
        </Card>
      ))}
      {mayEdit && (
        <Space>
          <Button type="primary" loading={saving} onClick={save}>
            {t('site.save')}
          </Button>
          <Button onClick={() => setApplying(true)}>{t('site.applyTemplates')}</Button>
        </Space>
      )}
      {applying && initial && (
        <ApplyDialog siteId={siteId} values={() => form.getFieldsValue() as DefaultTemplates} onClose={() => setApplying(false)} />
      )}
    </Form>
  );
}

function ApplyDialog({ siteId, values, onClose }: { siteId: number; values: () => DefaultTemplates; onClose(): void }) {
  const { t } = useTranslation('cms');
  const [tree, setTree] = useState<CatalogNode[]>([]);
  useEffect(() => void catalogApi.tree().then((d) => setTree(d.rows)), []);
  type Option = { key: string; title: string; children: Option[] };
  const options = (nodes: CatalogNode[]): Option[] =>
    nodes.map((n) => ({ key: String(n.id), title: n.label, children: options(n.children) }));
  return (
    <FormDialog<{ toCatalogIds: string[] }>
      title={t('site.applyTemplates')}
      visible
      onCancel={onClose}
      onSubmit={(v) =>
        siteTemplateApi
          .apply({ siteId, toCatalogIds: v.toCatalogIds.map(Number), publishPipeProps: values().publishPipeProps })
          .then((n) => Message.success(t('site.templatesApplied', { count: n })))
      }
      onDone={onClose}
    >
      <Form.Item
        field="toCatalogIds"
        label={t('site.toCatalogs')}
        rules={[{ required: true, type: 'array', minLength: 1, message: t('site.chooseCatalogs') }]}
      >
        <TreeSelect treeData={options(tree)} treeCheckable multiple treeCheckStrictly allowClear />
      </Form.Item>
    </FormDialog>
  );
}
