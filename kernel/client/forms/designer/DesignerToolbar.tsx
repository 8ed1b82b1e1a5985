import { useRef, type ReactNode } from 'react';
import { Button, Message, Space, Tooltip } from '@arco-design/web-react';
import { IconDownload, IconRedo, IconUndo, IconUpload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useDesignerStore } from './context.ts';
import { downloadSchema, parseSchemaText, SCHEMA_FILE_MAX } from './schema-file.ts';
import { useDesigner } from './store.ts';

/** Undo, redo, import and export of the schema file, and what the host page adds (`extra`). */
export function DesignerToolbar({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation('widgets');
  const store = useDesignerStore();
  const canUndo = useDesigner(store, (s) => s.past.length > 0);
  const canRedo = useDesigner(store, (s) => s.future.length > 0);
  const file = useRef<HTMLInputElement>(null);
  const onFile = async (f: File | undefined) => {
    if (!f) return;
    if (f.size > SCHEMA_FILE_MAX) return Message.error(t('designer.file.tooLarge'));
    const res = parseSchemaText(await f.text());
    if (typeof res === 'string') return Message.error(t(res));
    store.load(res);
    Message.success(t('designer.file.imported', { name: f.name }));
  };
  return (
    <Space wrap>
      <Tooltip content={t('designer.undoKey')}>
        <Button size="small" icon={<IconUndo />} disabled={!canUndo} onClick={() => store.undo()} data-testid="designer-undo">
          {t('designer.undo')}
        </Button>
      </Tooltip>
      <Tooltip content={t('designer.redoKey')}>
        <Button size="small" icon={<IconRedo />} disabled={!canRedo} onClick={() => store.redo()} data-testid="designer-redo">
          {t('designer.redo')}
        </Button>
      </Tooltip>
      <Button size="small" icon={<IconUpload />} onClick={() => file.current?.click()}>
        {t('designer.import')}
      </Button>
      <input
        ref={file}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="designer-import-file"
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button size="small" icon={<IconDownload />} onClick={() => downloadSchema(store.schema())}>
        {t('designer.export')}
      </Button>
      {extra}
    </Space>
  );
}
