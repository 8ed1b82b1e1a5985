import { useTranslation } from 'react-i18next';
import { Card, Checkbox, DatePicker, Form, Input, InputTag, Radio } from '@arco-design/web-react';
import { CONTENT_ATTRIBUTE_NAMES } from '../../../../shared/content.ts';
import { ResourceInput } from '../../../components/ResourceInput.tsx';
import { PipePropsInput } from './PipePropsInput.tsx';
import { RelaInput } from './RelaInput.tsx';
import { TitleStyleInput } from './TitleStyleInput.tsx';

const FI = Form.Item;
const dateProps = { showTime: true, format: 'YYYY-MM-DD HH:mm:ss', style: { width: 220 } } as const;

/** The title block: title (required), its style, subtitle, short title, link flag with the redirect URL. */
export function TitleFields() {
  const { t } = useTranslation('cms');
  return (
    <>
      <FI
        field="title"
        label={t('content.title')}
        required
        rules={[{ validator: (v, cb) => cb(v?.trim() ? undefined : t('content.titleEmpty')) }]}
      >
        <Input maxLength={200} showWordLimit placeholder={t('content.titlePlaceholder')} />
      </FI>
      <FI field="titleStyle" label={t('content.titleStyle')}>
        <TitleStyleInput />
      </FI>
      <FI field="subTitle" label={t('content.subTitle')}>
        <Input maxLength={200} />
      </FI>
      <FI field="shortTitle" label={t('content.shortTitle')}>
        <Input maxLength={100} />
      </FI>
      <FI field="linkFlag" label={t('content.linkFlag')}>
        <Radio.Group>
          <Radio value="N">{t('content.no')}</Radio>
          <Radio value="Y">{t('content.yes')}</Radio>
        </Radio.Group>
      </FI>
      <FI shouldUpdate noStyle>
        {(v) =>
          v.linkFlag === 'Y' && (
            <FI field="redirectUrl" label={t('content.redirectUrl')} required>
              <Input maxLength={500} placeholder="https://" />
            </FI>
          )
        }
      </FI>
    </>
  );
}

/** Cover, people, source, summary, words, attributes, dates, pipes, SEO and related contents. */
export function DetailFields({ contentId }: { contentId: number | null }) {
  const { t } = useTranslation('cms');
  return (
    <>
      <Card size="small" title={t('content.groupInfo')} style={{ marginTop: 12 }}>
        <FI field="logo" label={t('content.logo')}>
          <ResourceInput type="image" />
        </FI>
        <FI field="author" label={t('content.author')}>
          <Input maxLength={50} style={{ width: 220 }} />
        </FI>
        <FI field="editor" label={t('content.editor')}>
          <Input maxLength={50} style={{ width: 220 }} />
        </FI>
        <FI field="original" label={t('content.original')}>
          <Radio.Group>
            <Radio value="N">{t('content.no')}</Radio>
            <Radio value="Y">{t('content.yes')}</Radio>
          </Radio.Group>
        </FI>
        <FI field="source" label={t('content.source')}>
          <Input maxLength={100} />
        </FI>
        <FI field="sourceUrl" label={t('content.sourceUrl')}>
          <Input maxLength={500} placeholder="https://" />
        </FI>
        <FI field="summary" label={t('content.summary')}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
        </FI>
        <FI field="keywords" label={t('content.keywords')}>
          <InputTag allowClear saveOnBlur placeholder={t('content.wordsPlaceholder')} />
        </FI>
        <FI field="tags" label={t('content.tags')}>
          <InputTag allowClear saveOnBlur placeholder={t('content.wordsPlaceholder')} />
        </FI>
        <FI field="attributes" label={t('content.attributes')}>
          <Checkbox.Group options={CONTENT_ATTRIBUTE_NAMES.map((x) => ({ value: x, label: t(`content.attrs.${x}`) }))} />
        </FI>
      </Card>
      <Card size="small" title={t('content.groupPublish')} style={{ marginTop: 12 }}>
        <FI field="publishDate" label={t('content.publishDate')}>
          <DatePicker {...dateProps} />
        </FI>
        <FI field="offlineDate" label={t('content.offlineDate')}>
          <DatePicker {...dateProps} />
        </FI>
        <FI field="staticPath" label={t('content.staticPath')}>
          <Input maxLength={200} placeholder="a/b.shtml" />
        </FI>
        <FI shouldUpdate={(a, b) => a.publishPipeProps !== b.publishPipeProps} noStyle>
          {(v) => (
            <FI field="publishPipe" label={t('content.pipesUsed')}>
              <Checkbox.Group
                options={((v.publishPipeProps ?? []) as { pipeCode: string; pipeName?: string }[]).map((p) => ({
                  value: p.pipeCode,
                  label: p.pipeName || p.pipeCode,
                }))}
              />
            </FI>
          )}
        </FI>
        <FI field="publishPipeProps" label={t('content.pipes')}>
          <PipePropsInput />
        </FI>
      </Card>
      <Card size="small" title={t('content.groupSeo')} style={{ marginTop: 12 }}>
        <FI field="seoTitle" label={t('content.seoTitle')}>
          <Input maxLength={200} />
        </FI>
        <FI field="seoKeywords" label={t('content.seoKeywords')}>
          <Input maxLength={500} />
        </FI>
        <FI field="seoDescription" label={t('content.seoDescription')}>
          <Input.TextArea maxLength={1000} />
        </FI>
      </Card>
      <Card size="small" title={t('content.groupRela')} style={{ marginTop: 12 }}>
        <FI field="relaContentIds" label={t('content.rela')}>
          <RelaInput contentId={contentId} />
        </FI>
      </Card>
    </>
  );
}
