import { useTranslation } from 'react-i18next';
import { Card, Form, Input } from '@arco-design/web-react';
import { RichTextEditor } from '#kernel/client';
import type { ContentType } from '../../../api/content-api.ts';
import { useMediaPicker } from '../../../components/use-media-picker.tsx';
import { AlbumItems } from './AlbumItems.tsx';

/** The body of the content's type: the rich text of an article (with page titles) or an album's items. */
export function ContentBody({ contentType }: { contentType: ContentType }) {
  const { t } = useTranslation('cms');
  // images and media of the body come from the site's resource library
  const media = useMediaPicker();
  return (
    <Card size="small" title={t(`content.bodyTitles.${contentType}`)} style={{ marginTop: 12 }} data-body={contentType}>
      {contentType === 'article' ? (
        <>
          <Form.Item field="contentHtml" wrapperCol={{ span: 24 }}>
            <RichTextEditor minHeight={360} placeholder={t('content.bodyPlaceholder')} onPickMedia={media.picker} />
          </Form.Item>
          {media.dialog}
          <Form.Item field="pageTitles" label={t('content.pageTitles')} extra={t('content.pageTitlesHint')}>
            <Input maxLength={2000} />
          </Form.Item>
        </>
      ) : (
        <Form.Item field={`${contentType}List`} wrapperCol={{ span: 24 }}>
          <AlbumItems kind={contentType} />
        </Form.Item>
      )}
    </Card>
  );
}
