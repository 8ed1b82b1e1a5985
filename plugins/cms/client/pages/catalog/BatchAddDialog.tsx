import { useTranslation } from 'react-i18next';
import { Form, Input } from '@arco-design/web-react';
import { FormDialog, formRules } from '#kernel/client';
import { type BatchCatalog, catalogApi } from '../../api/catalog-api.ts';

/** Lines of names; each two spaces (or a tab) of indent put a name under the line above it. */
export function parseBatchLines(text: string): BatchCatalog[] {
  const roots: BatchCatalog[] = [];
  const stack: { depth: number; node: BatchCatalog }[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim()) continue;
    const indent = /^[\t ]*/.exec(raw)![0].replace(/\t/g, '  ').length;
    const depth = Math.min(Math.floor(indent / 2), 3);
    const node: BatchCatalog = { name: raw.trim() };
    while (stack.length && stack[stack.length - 1].depth >= depth) stack.pop();
    const parent = stack[stack.length - 1]?.node;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
    stack.push({ depth: parent ? stack.length : 0, node });
  }
  return roots;
}

/** Adds several catalogs at once under a parent: one name per line, indented names become children. */
export function BatchAddDialog({ parentId, onClose, onDone }: { parentId: number; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('cms');
  return (
    <FormDialog<{ lines: string }>
      title={t('catalog.batchAddTitle')}
      visible
      onCancel={onClose}
      onSubmit={(v) => catalogApi.batchAdd(parentId, parseBatchLines(v.lines))}
      onDone={() => {
        onClose();
        onDone();
      }}
    >
      <Form.Item
        field="lines"
        label={t('catalog.batchNames')}
        rules={[formRules.required(), formRules.blank()]}
        extra={t('catalog.batchHint')}
      >
        <Input.TextArea autoSize={{ minRows: 8, maxRows: 16 }} placeholder={t('catalog.batchPlaceholder')} />
      </Form.Item>
    </FormDialog>
  );
}
