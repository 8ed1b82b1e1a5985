import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Drawer, Empty, Form, Input, InputNumber, Message, Radio, Select, Space, Spin, Tabs } from '@arco-design/web-react';
import { useHasPermi, useSaveForm } from '#kernel/client';
import { CATALOG_PIPE_PROP_KEYS } from '../../../shared/catalog.ts';
import { type Catalog, type CatalogExtends, catalogApi } from '../../api/catalog-api.ts';
import { exmodelApi } from '../../api/exmodel-api.ts';
import { ExModelValuesForm } from '../../components/ExModelValuesForm.tsx';
import { ResourceInput } from '../../components/ResourceInput.tsx';
import { CatalogBasicFields } from './CatalogBasicFields.tsx';
import { SeoFormFields } from '../../components/SeoFormFields.tsx';

/** A catalog's settings in a drawer of tabs: basic info, per-pipe templates, extends, ex-model values. */
export function CatalogEditor({ catalogId, onClose, onSaved }: { catalogId: number; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('cms');
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [tab, setTab] = useState('basic');
  const load = useCallback(() => void catalogApi.get(catalogId).then(setCatalog, onClose), [catalogId, onClose]);
  useEffect(load, [load]);
  return (
    <Drawer
      visible
      width={860}
      title={catalog ? t('catalog.editorTitle', { name: catalog.name }) : ''}
      footer={null}
      onCancel={onClose}
      unmountOnExit
      className="zx-catalog-editor"
    >
      {!catalog ? (
        <Spin style={{ display: 'block' }} />
      ) : (
        <Tabs activeTab={tab} onChange={setTab} lazyload>
          <Tabs.TabPane key="basic" title={t('catalog.tabBasic')}>
            <BasicForm
              catalog={catalog}
              onSaved={() => {
                load();
                onSaved();
              }}
            />
          </Tabs.TabPane>
          <Tabs.TabPane key="templates" title={t('catalog.tabTemplates')}>
            <TemplatesForm catalog={catalog} onSaved={load} />
          </Tabs.TabPane>
          <Tabs.TabPane key="extends" title={t('catalog.tabExtends')}>
            <ExtendsForm catalog={catalog} />
          </Tabs.TabPane>
          <Tabs.TabPane key="exmodel" title={t('exmodel.values')}>
            {tab === 'exmodel' && <CatalogExModel catalog={catalog} />}
          </Tabs.TabPane>
        </Tabs>
      )}
    </Drawer>
  );
}

function BasicForm({ catalog, onSaved }: { catalog: Catalog; onSaved(): void }) {
  const { t } = useTranslation('cms');
  const mayEdit = useHasPermi('cms:catalog:edit');
  const { form, saving, save } = useSaveForm<Catalog>({
    initial: catalog,
    submit: (v) => catalogApi.update({ ...v, publishPipeDatas: undefined }),
    onSaved,
  });
  return (
    <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} disabled={!mayEdit}>
      <CatalogBasicFields form={form} />
      <Form.Item field="logo" label={t('catalog.logo')}>
        <ResourceInput src={catalog.logoSrc} disabled={!mayEdit} />
      </Form.Item>
      <Form.Item field="visibleFlag" label={t('catalog.visible')}>
        <Radio.Group options={['Y', 'N'].map((v) => ({ label: t(v === 'Y' ? 'catalog.shown' : 'catalog.hidden'), value: v }))} />
      </Form.Item>
      <Form.Item field="indexFlag" label={t('catalog.indexFlag')}>
        <Radio.Group options={['Y', 'N'].map((v) => ({ label: t(v === 'Y' ? 'site.yes' : 'site.no'), value: v }))} />
      </Form.Item>
      <Form.Item field="contributeFlag" label={t('catalog.contributeFlag')}>
        <Radio.Group options={['Y', 'N'].map((v) => ({ label: t(v === 'Y' ? 'site.yes' : 'site.no'), value: v }))} />
      </Form.Item>
      <SeoFormFields mayEdit={mayEdit} saving={saving} onSave={save} offset={5} />
    </Form>
  );
}

function TemplatesForm({ catalog, onSaved }: { catalog: Catalog; onSaved(): void }) {
  const { t } = useTranslation('cms');
  const mayEdit = useHasPermi('cms:catalog:edit');
  const { form, saving, save } = useSaveForm<Catalog>({ initial: catalog, submit: (v) => catalogApi.update(v), onSaved });
  return (
    <Form form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} disabled={!mayEdit} className="zx-catalog-templates">
      {catalog.publishPipeDatas.map((p, i) => (
        <div key={p.pipeCode} style={{ marginBottom: 16 }}>
          <Space style={{ marginBottom: 8 }}>
            <strong>{`${p.pipeName} (${p.pipeCode})`}</strong>
            {mayEdit && (
              <Button
                size="mini"
                onClick={() =>
                  void catalogApi
                    .applyPipe(catalog.catalogId, p.pipeCode)
                    .then((n) => Message.success(t('catalog.appliedToChildren', { count: n })))
                }
              >
                {t('catalog.applyToChildren')}
              </Button>
            )}
          </Space>
          <Form.Item field={`publishPipeDatas[${i}].pipeCode`} hidden>
            <Input />
          </Form.Item>
          {CATALOG_PIPE_PROP_KEYS.map((k) => (
            <Form.Item key={k} field={`publishPipeDatas[${i}].props.${k}`} label={t(`catalogPipe.${k}`)}>
              <Input maxLength={500} allowClear />
            </Form.Item>
          ))}
        </div>
      ))}
      {mayEdit && (
        <Button type="primary" loading={saving} onClick={save}>
          {t('site.save')}
        </Button>
      )}
    </Form>
  );
}

function ExtendsForm({ catalog }: { catalog: Catalog }) {
  const { t } = useTranslation('cms');
  const mayEdit = useHasPermi('cms:catalog:edit');
  const [initial, setInitial] = useState<CatalogExtends | null>(null);
  const [models, setModels] = useState<{ id: number; name: string }[]>([]);
  const load = useCallback(() => void catalogApi.extends(catalog.catalogId).then(setInitial), [catalog.catalogId]);
  useEffect(load, [load]);
  useEffect(() => void exmodelApi.options().then(setModels, () => setModels([])), []);
  const { form, saving, save } = useSaveForm<CatalogExtends>({
    initial,
    submit: (v) => catalogApi.saveExtends(catalog.catalogId, v),
    onSaved: load,
  });
  const modelOptions = [{ value: '', label: t('catalog.inherit') }, ...models.map((m) => ({ value: String(m.id), label: m.name }))];
  return (
    <Form form={form} labelCol={{ span: 7 }} wrapperCol={{ span: 14 }} disabled={!mayEdit} className="zx-catalog-extends">
      <Form.Item field="CatalogExtendModel" label={t('catalogExt.CatalogExtendModel')}>
        <Select options={modelOptions} />
      </Form.Item>
      <Form.Item field="ContentExtendModel" label={t('catalogExt.ContentExtendModel')}>
        <Select options={modelOptions} />
      </Form.Item>
      <Form.Item field="EnableIndex" label={t('ext.EnableIndex')}>
        <Radio.Group
          options={[
            { label: t('catalog.inherit'), value: '' },
            { label: t('site.yes'), value: 'Y' },
            { label: t('site.no'), value: 'N' },
          ]}
        />
      </Form.Item>
      <Form.Item field="ArticleImageWidth" label={t('catalogExt.ArticleImageWidth')} extra={t('catalog.zeroInherit')}>
        <InputNumber min={0} max={10000} />
      </Form.Item>
      <Form.Item field="ArticleImageHeight" label={t('catalogExt.ArticleImageHeight')} extra={t('catalog.zeroInherit')}>
        <InputNumber min={0} max={10000} />
      </Form.Item>
      {mayEdit && (
        <Form.Item wrapperCol={{ offset: 7 }}>
          <Space>
            <Button type="primary" loading={saving} onClick={save}>
              {t('site.save')}
            </Button>
            <Button
              onClick={() =>
                void catalogApi
                  .applyExtends(catalog.catalogId, [])
                  .then((n) => Message.success(t('catalog.appliedToChildren', { count: n })))
              }
            >
              {t('catalog.applyToChildren')}
            </Button>
          </Space>
        </Form.Item>
      )}
    </Form>
  );
}

function CatalogExModel({ catalog }: { catalog: Catalog }) {
  const { t } = useTranslation('cms');
  const mayEdit = useHasPermi('cms:catalog:edit');
  const [modelId, setModelId] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    catalogApi.extends(catalog.catalogId).then(
      (e) => setModelId(e.CatalogExtendModel ? Number(e.CatalogExtendModel) : null),
      () => setModelId(null),
    );
  }, [catalog.catalogId]);
  if (modelId === undefined) return <Spin style={{ display: 'block' }} />;
  if (!modelId) return <Empty description={t('catalog.noModel')} />;
  return <ExModelValuesForm modelId={modelId} dataType="catalog" dataId={catalog.catalogId} editable={mayEdit} />;
}
