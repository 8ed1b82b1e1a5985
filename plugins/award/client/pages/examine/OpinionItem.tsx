import { useTranslation } from 'react-i18next';
import { Form, Input } from '@arco-design/web-react';

/** The opinion of a review action (field `opinion`), required where the status machine or a guard says so. */
export function OpinionItem({ required }: { required: boolean }) {
  const { t } = useTranslation('award');
  return (
    <Form.Item
      field="opinion"
      label={t('examine.opinion')}
      required={required}
      rules={required ? [{ required: true, message: t('examine.opinionRequired') }] : []}
    >
      <Input.TextArea maxLength={2000} autoSize={{ minRows: 3, maxRows: 8 }} />
    </Form.Item>
  );
}
