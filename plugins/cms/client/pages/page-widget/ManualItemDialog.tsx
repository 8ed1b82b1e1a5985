import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker, Form, Input, Modal } from '@arco-design/web-react';
import { formRules } from '#kernel/client';
import { ResourceInput } from '../../components/ResourceInput.tsx';
import type { ManualRowItem } from './manual-rows.ts';

/** http(s) links, site paths and internal links, as the server takes them */
const URL_RULE = /^(https?:\/\/\S+|\/\S*|iurl:\/\/(content|catalog|resource)\?id=[0-9]+)$/;

/**
 * One item of a manual block: title, link, logo from the library, summary, date. It changes the rows being
 * edited only; the widget's dialog saves them.
 */
export function ManualItemDialog(props: { visible: boolean; item?: ManualRowItem; onCancel(): void; onOk(item: ManualRowItem): void }) {
  const { t } = useTranslation('cms');
  const common = useTranslation('widgets').t;
  const [form] = Form.useForm<ManualRowItem>();
  useEffect(() => {
    if (!props.visible) return;
    form.resetFields();
    form.setFieldsValue(props.item ?? { title: '' });
  }, [props.visible, props.item, form]);
  const ok = async () => {
    const v = await form.validate();
    const item: ManualRowItem = { title: v.title.trim() };
    for (const k of ['titleStyle', 'url', 'logo', 'summary', 'publishDate'] as const) if (v[k]) item[k] = v[k];
    props.onOk(item);
  };
  return (
    <Modal
      title={props.item ? t('pageWidget.editItem') : t('pageWidget.addItem')}
      visible={props.visible}
      onOk={() => void ok().catch(() => {})}
      onCancel={props.onCancel}
      okText={common('crud.confirm')}
      cancelText={common('crud.cancel')}
      style={{ width: 640 }}
      maskClosable={false}
    >
      <Form form={form} labelCol={{ style: { flexBasis: 100 } }} wrapperCol={{ style: { flexBasis: 'calc(100% - 100px)' } }}>
        <Form.Item field="title" label={t('pageWidget.item.title')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          field="url"
          label={t('pageWidget.item.url')}
          extra={t('pageWidget.item.urlTip')}
          rules={[{ validator: (v, cb) => cb(!v || URL_RULE.test(v) ? undefined : t('pageWidget.item.urlBad')) }]}
        >
          <Input maxLength={1000} />
        </Form.Item>
        <Form.Item field="logo" label={t('pageWidget.item.logo')}>
          <ResourceInput type="image" />
        </Form.Item>
        <Form.Item field="summary" label={t('pageWidget.item.summary')}>
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item field="publishDate" label={t('pageWidget.item.publishDate')}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: 220 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
