import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Card, Empty, Form, Input, Spin, Tabs } from '@arco-design/web-react';
import { useHasPermi, useSaveForm } from '#kernel/client';
import { type SiteDetail, siteApi } from '../../api/site-api.ts';
import { ResourceInput } from '../../components/ResourceInput.tsx';
import { SiteExModelValues } from './SiteExModelValues.tsx';
import { SiteDefaultTemplates } from './SiteDefaultTemplates.tsx';
import { SitePermsTab } from './SitePermsTab.tsx';
import { SiteExtendsForm } from './SiteExtendsForm.tsx';
import { SitePipesForm } from './SitePipesForm.tsx';
import { SitePropertyList } from './SitePropertyList.tsx';
import { SeoFormFields } from '../../components/SeoFormFields.tsx';

/** CMS → Site → a site's settings in tabs (route /cms/site/tabs?siteId=): info, extends, publish pipes, properties. */
export default function SiteTabsPage() {
  const { t } = useTranslation('cms');
  const [params] = useSearchParams();
  const siteId = Number(params.get('siteId'));
  const [site, setSite] = useState<SiteDetail | null>(null);
  const [loading, setLoading] = useState(true);
  const [tab, setTab] = useState('info');
  const mayGrant = useHasPermi('system:role:edit');
  const load = useCallback(() => {
    setLoading(true);
    siteApi
      .get(siteId)
      .then(setSite)
      .catch(() => setSite(null))
      .finally(() => setLoading(false));
  }, [siteId]);
  useEffect(load, [load]);

  if (!siteId) return <Empty description={t('site.noSite')} />;
  return (
    <div className="zx-page" data-page="cms/contentcore/siteTabs">
      <Spin loading={loading} style={{ display: 'block' }}>
        {site && (
          <Card bordered={false} title={site.name}>
            <Tabs activeTab={tab} onChange={setTab} lazyload>
              <Tabs.TabPane key="info" title={t('site.tabInfo')}>
                <SiteInfoForm site={site} onSaved={load} />
              </Tabs.TabPane>
              <Tabs.TabPane key="extends" title={t('site.tabExtends')}>
                <SiteExtendsForm siteId={site.siteId} />
              </Tabs.TabPane>
              <Tabs.TabPane key="pipes" title={t('site.tabPipes')}>
                <SitePipesForm site={site} onSaved={load} />
              </Tabs.TabPane>
              <Tabs.TabPane key="templates" title={t('site.tabTemplates')}>
                <SiteDefaultTemplates siteId={site.siteId} />
              </Tabs.TabPane>
              <Tabs.TabPane key="props" title={t('site.tabProps')}>
                <SitePropertyList siteId={site.siteId} />
              </Tabs.TabPane>
              {mayGrant && (
                <Tabs.TabPane key="perms" title={t('site.tabPerms')}>
                  <SitePermsTab siteId={site.siteId} />
                </Tabs.TabPane>
              )}
              <Tabs.TabPane key="exmodel" title={t('exmodel.values')}>
                {/* read afresh each time it is opened: the extends tab may have chosen another model */}
                {tab === 'exmodel' && <SiteExModelValues siteId={site.siteId} />}
              </Tabs.TabPane>
            </Tabs>
          </Card>
        )}
      </Spin>
    </div>
  );
}

function SiteInfoForm({ site, onSaved }: { site: SiteDetail; onSaved: () => void }) {
  const { t } = useTranslation('cms');
  const mayEdit = useHasPermi('cms:site:edit');
  const { form, saving, save } = useSaveForm<SiteDetail>({ initial: site, submit: (v) => siteApi.update(v), onSaved });
  return (
    <Form form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 14 }} style={{ maxWidth: 900 }} disabled={!mayEdit}>
      <Form.Item field="name" label={t('site.name')} rules={[{ required: true, message: t('site.nameRequired') }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item field="path" label={t('site.path')} rules={[{ required: true, match: /^[A-Za-z0-9]+$/, message: t('site.pathRule') }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item field="resourceUrl" label={t('site.resourceUrl')}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item field="logo" label={t('site.logo')}>
        <ResourceInput src={site.logoSrc} disabled={!mayEdit} />
      </Form.Item>
      <Form.Item field="description" label={t('site.description')}>
        <Input.TextArea maxLength={500} />
      </Form.Item>
      <SeoFormFields mayEdit={mayEdit} saving={saving} onSave={save} offset={4} />
    </Form>
  );
}
