import { useRef } from 'react';
import { Alert, Button, Card, Message } from '@arco-design/web-react';
import { IconCopy, IconDownload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { FormDesigner, type FormilyJsonSchema, schemaFormSnippet } from '#kernel/client';

const empty: FormilyJsonSchema = { type: 'object', properties: {} };

/** Saves a text as a file in the browser. */
function saveText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Tools → Form builder (v1.4.3 menu 115 `tool/build`, issue 33): the kernel's form designer standalone, to design a
 * Formily schema and copy or download it, as JSON or as a SchemaForm snippet. It saves nothing on the server.
 */
export default function FormBuilderPage() {
  const { t } = useTranslation('tools');
  // the schema as designed, read when a button asks for it (a keystroke renders the designer's parts, not this page)
  const schema = useRef<FormilyJsonSchema>(empty);
  const json = () => `${JSON.stringify(schema.current, null, 2)}\n`;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      Message.success(t('build.copied'));
    } catch {
      Message.error(t('build.copyFailed'));
    }
  };
  const extra = (
    <>
      <Button size="small" icon={<IconCopy />} onClick={() => void copy(json())} data-testid="build-copy-json">
        {t('build.copyJson')}
      </Button>
      <Button
        size="small"
        icon={<IconCopy />}
        onClick={() => void copy(schemaFormSnippet(schema.current))}
        data-testid="build-copy-snippet"
      >
        {t('build.copySnippet')}
      </Button>
      <Button size="small" icon={<IconDownload />} onClick={() => saveText(schemaFormSnippet(schema.current), 'MyForm.tsx', 'text/plain')}>
        {t('build.downloadSnippet')}
      </Button>
    </>
  );
  return (
    <Card title={t('build.title')}>
      <Alert type="info" content={t('build.hint')} style={{ marginBottom: 12 }} />
      <FormDesigner
        value={empty}
        onChange={(s) => {
          schema.current = s;
        }}
        extra={extra}
      />
    </Card>
  );
}
