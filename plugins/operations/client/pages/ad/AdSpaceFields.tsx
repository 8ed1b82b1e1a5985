import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, type FormInstance, Input, Select } from '@arco-design/web-react';
import { formRules } from '#kernel/client';
import { adApi, type AdSpaceRow } from '../../api/ad-api.ts';

const PATH = /^[A-Za-z0-9_]+(\/[A-Za-z0-9_]+)*\/?$/;

/** An ad space's fields (the add dialog and the space editor): a new one on the site's first pipe; no template: the built-in banner. */
export function AdSpaceFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation('operations');
  const [pipes, setPipes] = useState<{ pipeCode: string; pipeName: string }[]>([]);
  useEffect(() => {
    void adApi.pipes().then((r) => setPipes(r.rows));
  }, []);
  useEffect(() => {
    if (pipes[0] && !form.getFieldValue('publishPipeCode')) form.setFieldValue('publishPipeCode', pipes[0].pipeCode);
  }, [form, pipes]);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
      <Form.Item field="name" label={t('ad.space.name')} rules={[formRules.required(), formRules.blank()]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item field="code" label={t('ad.space.code')} rules={[formRules.required(), formRules.code()]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item field="publishPipeCode" label={t('ad.space.pipe')} rules={[formRules.required()]}>
        <Select>
          {pipes.map((p) => (
            <Select.Option key={p.pipeCode} value={p.pipeCode}>
              {p.pipeName}
            </Select.Option>
          ))}
        </Select>
      </Form.Item>
      <Form.Item
        field="path"
        label={t('ad.space.path')}
        rules={[formRules.required(), { match: PATH, message: t('ad.space.pathRule') }]}
        extra={t('ad.space.pathTip')}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item field="template" label={t('ad.space.template')} extra={t('ad.space.templateTip')}>
        <Input maxLength={200} allowClear />
      </Form.Item>
      <Form.Item field="remark" label={t('ad.space.remark')}>
        <Input maxLength={500} />
      </Form.Item>
    </div>
  );
}

/** the body of a space's add or edit */
export const adSpaceBody = (v: Partial<AdSpaceRow>) => ({
  name: v.name ?? '',
  code: v.code ?? '',
  publishPipeCode: v.publishPipeCode ?? '',
  template: v.template || null,
  path: v.path ?? '',
  remark: v.remark ?? null,
});
