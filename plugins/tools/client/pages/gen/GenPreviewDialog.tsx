import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message, Modal, Spin, Tabs } from '@arco-design/web-react';
import { genApi, type GenTableRow } from '../../api/gen-api.ts';

/** The preview: every generated file of a table in its own tab, with a copy button (the text is shown as text). */
export function ToolsGenPreviewDialog({ row, onClose }: { row: GenTableRow | null; onClose(): void }) {
  const { t } = useTranslation('tools');
  const [files, setFiles] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    setFiles(null);
    if (row) genApi.preview(row.tableId).then(setFiles, (e: Error) => Message.error(e.message));
  }, [row]);
  const names = Object.keys(files ?? {});
  return (
    <Modal
      title={t('gen.previewTitle', { table: row?.tableName ?? '' })}
      visible={!!row}
      onCancel={onClose}
      footer={null}
      style={{ width: '80%' }}
    >
      {!files ? (
        <Spin />
      ) : (
        <Tabs type="card-gutter" size="small" data-testid="gen-preview-tabs">
          {names.map((name) => (
            <Tabs.TabPane key={name} title={name.replace(/^plugins\/[^/]+\//, '')}>
              <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
                <code>{name}</code>
                <Button
                  size="mini"
                  onClick={() => void navigator.clipboard.writeText(files[name]).then(() => Message.success(t('gen.copied')))}
                >
                  {t('gen.copy')}
                </Button>
              </div>
              <pre style={{ maxHeight: '60vh', overflow: 'auto', background: 'var(--color-fill-2)', padding: 12, fontSize: 12 }}>
                {files[name]}
              </pre>
            </Tabs.TabPane>
          ))}
        </Tabs>
      )}
    </Modal>
  );
}
