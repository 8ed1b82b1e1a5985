import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Message, Spin } from '@arco-design/web-react';
import { ActionDialog, type DictOption } from '#kernel/client';
import { i18nApi, type I18nEntry } from '../../api/i18n-api.ts';

/** Edits one key in every language at once; languages without a stored row start from the shipped text. */
export function I18nBatchDialog({
  langKey,
  languages,
  onClose,
  onSaved,
}: {
  langKey: string | null;
  languages: DictOption[];
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('system');
  const [rows, setRows] = useState<I18nEntry[] | null>(null);

  useEffect(() => {
    setRows(null);
    if (langKey) void i18nApi.byKey(langKey).then(setRows, onClose);
  }, [langKey, onClose]);

  const save = async () => {
    if (!rows) return;
    // a language left empty that never had a row stays without one
    await i18nApi.saveBatch(rows.filter((r) => r.dictId || r.langValue.trim() !== ''));
    Message.success(t('i18n.saved'));
    onSaved();
  };

  return (
    <ActionDialog title={t('i18n.batchTitle')} visible={langKey != null} onOk={save} onCancel={onClose} width={640} maskClosable={false}>
      <Form layout="vertical" className="zx-i18n-batch">
        <Form.Item label={t('fields.langKey')}>
          <Input value={langKey ?? ''} disabled />
        </Form.Item>
        {!rows ? (
          <Spin />
        ) : (
          rows.map((r, i) => (
            <Form.Item key={r.langTag} label={languages.find((l) => l.value === r.langTag)?.label ?? r.langTag}>
              <Input.TextArea
                data-lang={r.langTag}
                value={r.langValue}
                maxLength={2000}
                autoSize={{ minRows: 1, maxRows: 4 }}
                onChange={(v) => setRows((old) => old?.map((x, j) => (j === i ? { ...x, langValue: v } : x)) ?? null)}
              />
            </Form.Item>
          ))
        )}
      </Form>
    </ActionDialog>
  );
}
