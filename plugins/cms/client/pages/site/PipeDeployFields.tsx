import { useTranslation } from 'react-i18next';
import { Divider, Form, Input, Select } from '@arco-design/web-react';

const TEXT_FIELDS = [
  ['deployEndpoint', 'deployEndpointHint', 'https://'],
  ['deployRegion', undefined, 'us-east-1'],
  ['deployBucket', undefined, undefined],
  ['deployPrefix', 'deployPrefixHint', undefined],
  ['deployAccessKey', undefined, undefined],
] as const;

/**
 * A pipe's deploy to an S3-compatible bucket, inside the site's pipe form (`publishPipeDatas[i].props.deploy*`).
 * The secret arrives masked and is kept by the server when it comes back masked or blank.
 */
export function PipeDeployFields({ index }: { index: number }) {
  const { t } = useTranslation('cms');
  const field = (k: string) => `publishPipeDatas[${index}].props.${k}`;
  return (
    <div className="zx-pipe-deploy">
      <Divider orientation="left">{t('pipe.deployTitle')}</Divider>
      <Form.Item field={field('deployEnable')} label={t('pipe.deployEnable')}>
        <Select
          className="zx-pipe-deploy-enable"
          placeholder={t('site.no')}
          options={[
            { value: 'Y', label: t('site.yes') },
            { value: 'N', label: t('site.no') },
          ]}
        />
      </Form.Item>
      {TEXT_FIELDS.map(([k, hint, placeholder]) => (
        <Form.Item key={k} field={field(k)} label={t(`pipe.${k}`)} extra={hint ? t(`pipe.${hint}`) : undefined} className={`zx-pipe-${k}`}>
          <Input maxLength={255} placeholder={placeholder} />
        </Form.Item>
      ))}
      <Form.Item
        field={field('deploySecret')}
        label={t('pipe.deploySecret')}
        extra={t('pipe.deploySecretHint')}
        className="zx-pipe-deploySecret"
      >
        <Input.Password maxLength={256} autoComplete="new-password" />
      </Form.Item>
      <Form.Item field={field('deployDomain')} label={t('pipe.deployDomain')} className="zx-pipe-deployDomain">
        <Input maxLength={255} placeholder="https://" />
      </Form.Item>
    </div>
  );
}
