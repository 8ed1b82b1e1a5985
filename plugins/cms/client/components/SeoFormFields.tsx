import { useTranslation } from 'react-i18next';
import { Button, Form, Input } from '@arco-design/web-react';

/**
 * The end of a site's or a catalog's settings form: its SEO title, keywords and description, then Save
 * (shown only to who may edit; `offset` aligns it with the form's label column).
 */
export function SeoFormFields({ mayEdit, saving, onSave, offset }: { mayEdit: boolean; saving: boolean; onSave(): void; offset: number }) {
  const { t } = useTranslation('cms');
  return (
    <>
      <Form.Item field="seoTitle" label={t('site.seoTitle')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item field="seoKeywords" label={t('site.seoKeywords')}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item field="seoDescription" label={t('site.seoDescription')}>
        <Input.TextArea maxLength={1000} />
      </Form.Item>
      {mayEdit && (
        <Form.Item wrapperCol={{ offset }}>
          <Button type="primary" loading={saving} onClick={onSave}>
            {t('site.save')}
          </Button>
        </Form.Item>
      )}
    </>
  );
}
