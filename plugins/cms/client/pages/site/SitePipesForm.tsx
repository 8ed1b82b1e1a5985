import { useTranslation } from 'react-i18next';
import { Button, Card, Form, Input, InputNumber, Select } from '@arco-design/web-react';
import { useHasPermi, useSaveForm } from '#kernel/client';
import { type SiteDetail, siteApi } from '../../api/site-api.ts';
import { PipeDeployFields } from './PipeDeployFields.tsx';

const PROPS = ['url', 'staticSuffix', 'indexTemplate', 'searchTemplate', 'ueditorCss'] as const;

/** Per publish pipe settings of the site (chestnut-api §4.7): its URL, static suffix, index and search templates, its sitemap and its deploy to a bucket (default list and detail templates have their own tab). */
export function SitePipesForm({ site, onSaved }: { site: SiteDetail; onSaved: () => void }) {
  const { t } = useTranslation('cms');
  const mayEdit = useHasPermi('cms:site:edit');
  const { form, saving, save } = useSaveForm<SiteDetail>({ initial: site, submit: (v) => siteApi.update(v), onSaved });
  return (
    <Form
      form={form}
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 14 }}
      style={{ maxWidth: 900 }}
      disabled={!mayEdit}
      className="zx-site-pipes"
    >
      {site.publishPipeDatas.map((p, i) => (
        <Card key={p.pipeCode} title={`${p.pipeName} (${p.pipeCode})`} bordered style={{ marginBottom: 12 }}>
          <Form.Item field={`publishPipeDatas[${i}].pipeCode`} hidden>
            <Input />
          </Form.Item>
          {PROPS.map((k) => (
            <Form.Item key={k} field={`publishPipeDatas[${i}].props.${k}`} label={t(`pipe.${k}`)}>
              <Input maxLength={500} />
            </Form.Item>
          ))}
          <Form.Item field={`publishPipeDatas[${i}].props.enableSitemap`} label={t('pipe.enableSitemap')}>
            <Select
              className="zx-pipe-sitemap"
              placeholder={t('site.no')}
              options={[
                { value: 'Y', label: t('site.yes') },
                { value: 'N', label: t('site.no') },
              ]}
            />
          </Form.Item>
          <Form.Item field={`publishPipeDatas[${i}].props.sitemapPageType`} label={t('pipe.sitemapPageType')}>
            <Select
              allowClear
              placeholder={t('pipe.sitemapNone')}
              options={[
                { value: 'pc', label: t('pipe.sitemapPc') },
                { value: 'mobile', label: t('pipe.sitemapMobile') },
                { value: 'pc,mobile', label: t('pipe.sitemapBoth') },
              ]}
            />
          </Form.Item>
          <Form.Item
            field={`publishPipeDatas[${i}].props.sitemapUrlLimit`}
            label={t('pipe.sitemapUrlLimit')}
            extra={t('pipe.sitemapUrlLimitHint')}
            // kept as text like the other pipe props
            formatter={(v) => (v == null || v === '' ? undefined : Number(v))}
            normalize={(v) => (v == null ? '' : String(v))}
          >
            <InputNumber min={1} max={500000} step={1000} precision={0} placeholder="50000" style={{ width: 200 }} />
          </Form.Item>
          <PipeDeployFields index={i} />
        </Card>
      ))}
      {mayEdit && (
        <Button type="primary" loading={saving} onClick={save}>
          {t('site.save')}
        </Button>
      )}
    </Form>
  );
}
