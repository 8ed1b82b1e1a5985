import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker, Form, Message, Modal, Radio, Select, TreeSelect } from '@arco-design/web-react';
import { CONTENT_ATTRIBUTE_NAMES, type CONTENT_BATCH_KINDS } from '../../../shared/content.ts';
import type { CatalogNode } from '../../api/catalog-api.ts';
import { type ContentAttribute, contentApi } from '../../api/content-api.ts';
import { toTreeItems } from './catalog-tree.ts';

export type BatchKind = (typeof CONTENT_BATCH_KINDS)[number];

export interface ContentBatchDialogProps {
  kind: BatchKind | null;
  ids: number[];
  tree: CatalogNode[];
  onClose(): void;
  onDone(): void;
}

/** Move, copy (independent or mapping), set top with an end time, add or remove an attribute. */
export function ContentBatchDialog({ kind, ids, tree, onClose, onDone }: ContentBatchDialogProps) {
  const { t } = useTranslation('cms');
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (kind) {
      form.resetFields();
      form.setFieldsValue({ copyType: 1, mode: 'add' });
    }
  }, [kind, form]);
  const treeData = toTreeItems(tree);

  const submit = async () => {
    let v: Record<string, unknown>;
    try {
      v = await form.validate();
    } catch {
      return;
    }
    setBusy(true);
    try {
      if (kind === 'move') await contentApi.move(ids, Number(v.catalogId));
      else if (kind === 'copy') await contentApi.copy(ids, (v.catalogIds as string[]).map(Number), v.copyType as 1 | 2);
      else if (kind === 'top') await contentApi.setTop(ids, (v.topEndTime as string) || null);
      else if (kind === 'attr') await (v.mode === 'add' ? contentApi.addAttr : contentApi.removeAttr)(ids, v.attr as ContentAttribute);
      Message.success(t('content.done'));
      onDone();
    } catch {
      // the request layer showed the server's refusal
    } finally {
      setBusy(false);
    }
  };
  const required = [{ required: true, message: t('content.required') }];

  return (
    <Modal
      title={kind ? t(`content.batchTitles.${kind}`, { count: ids.length }) : ''}
      visible={!!kind}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={busy}
      unmountOnExit
    >
      <Form form={form} layout="vertical">
        {kind === 'move' && (
          <Form.Item field="catalogId" label={t('content.targetCatalog')} rules={required}>
            <TreeSelect treeData={treeData} showSearch />
          </Form.Item>
        )}
        {kind === 'copy' && (
          <>
            <Form.Item field="catalogIds" label={t('content.targetCatalogs')} rules={required}>
              <TreeSelect treeData={treeData} treeCheckable treeCheckStrictly multiple showSearch />
            </Form.Item>
            <Form.Item field="copyType" label={t('content.copyType')}>
              <Radio.Group>
                <Radio value={1}>{t('content.copyTypes.1')}</Radio>
                <Radio value={2}>{t('content.copyTypes.2')}</Radio>
              </Radio.Group>
            </Form.Item>
          </>
        )}
        {kind === 'top' && (
          <Form.Item field="topEndTime" label={t('content.topEndTime')} extra={t('content.topEndTimeHint')}>
            <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: '100%' }} />
          </Form.Item>
        )}
        {kind === 'attr' && (
          <>
            <Form.Item field="mode" label={t('content.attrMode')}>
              <Radio.Group>
                <Radio value="add">{t('content.attrAdd')}</Radio>
                <Radio value="remove">{t('content.attrRemove')}</Radio>
              </Radio.Group>
            </Form.Item>
            <Form.Item field="attr" label={t('content.attribute')} rules={required}>
              <Select options={CONTENT_ATTRIBUTE_NAMES.map((x) => ({ value: x, label: t(`content.attrs.${x}`) }))} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
