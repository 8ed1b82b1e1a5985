import { useTranslation } from 'react-i18next';
import { Button, Card, Form, Input } from '@arco-design/web-react';
import { useHasPermi, useSaveForm } from '#kernel/client';
import { type SiteDetail, siteApi } from '../../api/site-api.ts';

const PROPS = ['url', 'staticSuffix', 'indexTemplate', 'searchTemplate'] as const;

/** Per publish pipe settings of the site (chestnut-api §4.7): its URL, static suffix, index and search templates (default list and detail templates have their own tab). */
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
