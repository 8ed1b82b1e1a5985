import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, DatePicker, Empty, Form, Input, InputNumber, Select, Space } from '@arco-design/web-react';
import { IconLeft, IconSave } from '@arco-design/web-react/icon';
import { HasPermi, formRules, useSaveForm } from '#kernel/client';
import { adApi, type AdRow } from '../../api/ad-api.ts';
import { SPACE_EDITOR } from './AdSpaceList.tsx';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';
const HTTP = /^https?:\/\/[^\s<>"]+$/;
const IMAGE = /^(iurl:\/\/resource\?id=[0-9]+|https?:\/\/[^\s<>"]+)$/;

/**
 * SPEC §2 `/cms/ad/editor?id=` (or `?adSpaceId=` for a new ad): an image ad's name, weight, sponsor, dates,
 * click URL and image. The form mirrors the server's rules (a positive whole weight, the offline date after the
 * online date); the server decides and names the field it refuses.
 */
export default function AdEditorPage() {
  const { t } = useTranslation('operations');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const spaceId = Number(params.get('adSpaceId'));
  const [ad, setAd] = useState<Partial<AdRow> | null>(id ? null : { adSpaceId: spaceId, type: 'image', weight: 1 });
  const [missing, setMissing] = useState(!id && !spaceId);
  const [types, setTypes] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    void adApi.types().then((r) => setTypes(r.rows));
    if (id) void adApi.ad(id).then(setAd, () => setMissing(true));
  }, [id]);
  const back = () => navigate(`${SPACE_EDITOR}?id=${ad?.adSpaceId ?? spaceId}`);
  const { form, saving, save } = useSaveForm<AdRow>({
    initial: ad,
    shown: ad != null,
    submit: (v) => {
      const body = {
        adSpaceId: v.adSpaceId,
        type: v.type as 'image',
        name: v.name,
        weight: v.weight,
        keywords: v.keywords ?? null,
        onlineDate: v.onlineDate,
        offlineDate: v.offlineDate,
        redirectUrl: v.redirectUrl || null,
        resourcePath: v.resourcePath || null,
        sponsor: v.sponsor ?? null,
        remark: v.remark ?? null,
      };
      return v.advertisementId ? adApi.editAd({ advertisementId: v.advertisementId, ...body }) : adApi.addAd(body);
    },
    onSaved: back,
  });

  if (missing) return <Empty description={t('ad.notFound')} />;
  const half = { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 } as const;
  return (
    <div className="zx-page" data-page="operations/ad/adEditor">
      <Card
        bordered={false}
        title={
          <Space>
            <Button size="small" icon={<IconLeft />} onClick={back}>
              {t('ad.back')}
            </Button>
            <span>{ad?.name ?? t('ad.addTitle')}</span>
          </Space>
        }
        extra={
          <HasPermi value={id ? 'cms:advertisement:edit' : 'cms:advertisement:add'}>
            <Button type="primary" icon={<IconSave />} loading={saving} onClick={() => void save()} data-action="save">
              {t('ad.save')}
            </Button>
          </HasPermi>
        }
      >
        {ad && (
          <Form form={form} labelCol={{ style: { flexBasis: 110 } }} wrapperCol={{ style: { flexBasis: 'calc(100% - 110px)' } }}>
            <div style={half}>
              <Form.Item field="name" label={t('ad.name')} rules={[formRules.required(), formRules.blank()]}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item field="type" label={t('ad.type')} rules={[formRules.required()]}>
                <Select options={types.map((x) => ({ value: x.id, label: x.name }))} />
              </Form.Item>
              <Form.Item
                field="weight"
                label={t('ad.weight')}
                extra={t('ad.weightTip')}
                rules={[formRules.required(), { validator: (v, cb) => cb(Number.isInteger(v) && v > 0 ? undefined : t('ad.weightRule')) }]}
              >
                <InputNumber min={1} max={10000} precision={0} />
              </Form.Item>
              <Form.Item field="sponsor" label={t('ad.sponsor')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item field="onlineDate" label={t('ad.onlineDate')} rules={[formRules.required()]}>
                <DatePicker showTime format={FORMAT} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                field="offlineDate"
                label={t('ad.offlineDate')}
                rules={[
                  formRules.required(),
                  {
                    validator: (v, cb) => {
                      const on = form.getFieldValue('onlineDate');
                      cb(v && on && v <= on ? t('ad.offlineRule') : undefined);
                    },
                  },
                ]}
              >
                <DatePicker showTime format={FORMAT} style={{ width: '100%' }} />
              </Form.Item>
            </div>
            <Form.Item field="redirectUrl" label={t('ad.redirectUrl')} rules={[{ match: HTTP, message: t('ad.urlRule') }]}>
              <Input maxLength={1000} placeholder="https://" />
            </Form.Item>
            <Form.Item
              field="resourcePath"
              label={t('ad.resourcePath')}
              extra={t('ad.resourceTip')}
              rules={[{ match: IMAGE, message: t('ad.urlRule') }]}
            >
              <Input maxLength={1000} placeholder="https://" />
            </Form.Item>
            <Form.Item field="keywords" label={t('ad.keywords')}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item field="remark" label={t('ad.remark')}>
              <Input.TextArea maxLength={500} />
            </Form.Item>
          </Form>
        )}
      </Card>
    </div>
  );
}
