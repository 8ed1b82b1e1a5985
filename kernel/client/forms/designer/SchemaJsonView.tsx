import { useState } from 'react';
import { Alert, Button, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../widgets/CodeEditor.tsx';
import { useDesignerStore } from './context.ts';
import { parseSchemaText } from './schema-file.ts';

/** The schema as JSON in CodeMirror; an edited text is applied back (one undo step) when it is a valid schema. */
export function SchemaJsonView() {
  const { t } = useTranslation('widgets');
  const store = useDesignerStore();
  const [initial] = useState(() => JSON.stringify(store.schema(), null, 2));
  // the text last applied (or shown first): Apply is on only when the editor holds something else
  const [applied, setApplied] = useState(initial);
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  const apply = () => {
    const res = parseSchemaText(text);
    if (typeof res === 'string') return setError(t(res));
    setError(undefined);
    store.load(res);
    setApplied(text);
  };
  return (
    <div data-testid="designer-json">
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" type="primary" onClick={apply} disabled={text === applied}>
          {t('designer.applyJson')}
        </Button>
      </Space>
      {error && <Alert type="error" content={error} style={{ marginBottom: 8 }} />}
      <CodeEditor initial={initial} language="text" height="calc(100vh - 300px)" onChange={setText} onSave={apply} />
    </div>
  );
}
