import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, InputNumber, Radio, Select } from '@arco-design/web-react';
import { useHasPermi, useSaveForm } from '#kernel/client';
import { exmodelApi } from '../../api/exmodel-api.ts';
import { type SiteExtends, siteExtendsApi } from '../../api/site-api.ts';
import { ResourceInput } from '../../components/ResourceInput.tsx';
import { WATERMARK_POSITIONS } from '../../../shared/site-extends.ts';

const STORAGES = ['Local', 'AliyunOSS', 'TencentCOS', 'MinIO', 'AmazonS3'];

/** The site's extend settings (chestnut-api §4.8) with the limits of SPEC §9; the server checks them again. */
export function SiteExtendsForm({ siteId }: { siteId: number }) {
  const { t } = useTranslation('cms');
  const mayEdit = useHasPermi('cms:site:edit');
  const [initial, setInitial] = useState<SiteExtends | null>(null);
  const [models, setModels] = useState<{ id: number; name: string }[]>([]);
  const load = () => void siteExtendsApi.get(siteId).then(setInitial);
  useEffect(load, [siteId]);
  useEffect(() => void exmodelApi.options().then(setModels, () => {}), []);
  const { form, saving, save } = useSaveForm<SiteExtends>({ initial, submit: (v) => siteExtendsApi.save(siteId, v), onSaved: load });
  const yn = (
    <Radio.Group
      options={[
        { label: t('site.yes'), value: 'Y' },
        { label: t('site.no'), value: 'N' },
      ]}
    />
  );
  return (
    <Form
      form={form}
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 12 }}
      style={{ maxWidth: 900 }}
      disabled={!mayEdit}
      className="zx-site-extends"
    >
      <Form.Item field="RecycleKeepDays" label={t('ext.RecycleKeepDays')} extra={t('ext.zeroForever')}>
        <InputNumber min={0} max={3650} />
      </Form.Item>
      <Form.Item field="MaxPageOnContentPublish" label={t('ext.MaxPageOnContentPublish')}>
        <InputNumber min={1} max={1000} />
      </Form.Item>
      <Form.Item field="PublishedContentEdit" label={t('ext.PublishedContentEdit')}>
        {yn}
      </Form.Item>
      <Form.Item field="RepeatTitleCheck" label={t('ext.RepeatTitleCheck')}>
        <Select options={['0', '1', '2'].map((v) => ({ label: t(`ext.repeat${v}`), value: v }))} />
      </Form.Item>
      <Form.Item field="EnableIndex" label={t('ext.EnableIndex')}>
        {yn}
      </Form.Item>
      <Form.Item field="EnableSearchLog" label={t('ext.EnableSearchLog')}>
        {yn}
      </Form.Item>
      <Form.Item field="CatalogPageSize" label={t('ext.CatalogPageSize')} extra={t('ext.zeroDefault')}>
        <InputNumber min={0} max={500} />
      </Form.Item>
      <Form.Item field="SensitiveWordEnable" label={t('ext.SensitiveWordEnable')}>
        {yn}
      </Form.Item>
      <Form.Item field="ErrorProneWordEnable" label={t('ext.ErrorProneWordEnable')}>
        {yn}
      </Form.Item>
      <Form.Item field="EnableCommentAudit" label={t('ext.EnableCommentAudit')}>
        {yn}
      </Form.Item>
      <Form.Item field="EnableVisitorComment" label={t('ext.EnableVisitorComment')}>
        {yn}
      </Form.Item>
      <Form.Item field="ThumbnailWidth" label={t('ext.ThumbnailWidth')} extra={t('ext.zeroNone')}>
        <InputNumber min={0} max={10000} />
      </Form.Item>
      <Form.Item field="ThumbnailHeight" label={t('ext.ThumbnailHeight')} extra={t('ext.zeroNone')}>
        <InputNumber min={0} max={10000} />
      </Form.Item>
      <Form.Item field="ImageWatermark" label={t('ext.ImageWatermark')}>
        {yn}
      </Form.Item>
      <Form.Item field="ImageWatermarkArgs.image" label={t('ext.WatermarkImage')}>
        <ResourceInput store="path" disabled={!mayEdit} />
      </Form.Item>
      <Form.Item field="ImageWatermarkArgs.opacity" label={t('ext.Opacity')}>
        <InputNumber min={0} max={1} step={0.1} precision={2} />
      </Form.Item>
      <Form.Item field="ImageWatermarkArgs.ratio" label={t('ext.Ratio')}>
        <InputNumber min={20} max={100} />
      </Form.Item>
      <Form.Item field="ImageWatermarkArgs.width" label={t('ext.WatermarkMinWidth')} extra={t('ext.atLeast20')}>
        <InputNumber min={20} max={10000} />
      </Form.Item>
      <Form.Item field="ImageWatermarkArgs.height" label={t('ext.WatermarkMinHeight')} extra={t('ext.atLeast20')}>
        <InputNumber min={20} max={10000} />
      </Form.Item>
      <Form.Item field="ImageWatermarkArgs.position" label={t('ext.Position')}>
        <Select options={WATERMARK_POSITIONS.map((p) => ({ label: t(`ext.pos.${p}`), value: p }))} />
      </Form.Item>
      <Form.Item field="SiteExtendModel" label={t('ext.SiteExtendModel')}>
        <Select options={[{ label: t('exmodel.none'), value: '' }, ...models.map((m) => ({ label: m.name, value: String(m.id) }))]} />
      </Form.Item>
      <Form.Item field="FileStorageType" label={t('ext.FileStorageType')}>
        <Select options={STORAGES.map((s) => ({ label: t(`resource.storages.${s}`), value: s }))} />
      </Form.Item>
      <Form.Item shouldUpdate noStyle>
        {(values: SiteExtends) =>
          values.FileStorageType && values.FileStorageType !== 'Local' ? (
            <>
              {(['endpoint', 'region', 'bucket', 'accessKey', 'accessSecret', 'domain'] as const).map((k) => (
                <Form.Item key={k} field={`FileStorageArgs.${k}`} label={t(`ext.storage.${k}`)}>
                  {k === 'accessSecret' ? <Input.Password autoComplete="new-password" maxLength={256} /> : <Input maxLength={255} />}
                </Form.Item>
              ))}
            </>
          ) : null
        }
      </Form.Item>
      {mayEdit && (
        <Form.Item wrapperCol={{ offset: 6 }}>
          <Button type="primary" loading={saving} onClick={save}>
            {t('site.save')}
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
