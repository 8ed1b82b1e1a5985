import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Spin } from '@arco-design/web-react';
import type { CodeEditorHandle, CodeLanguage } from './code-editor-view.ts';

export type { CodeLanguage };

export interface CodeEditorProps {
  /** the first content; later changes of the prop are not pushed in (the editor owns the text) */
  initial: string;
  language: CodeLanguage;
  readOnly?: boolean;
  height?: number | string;
  onChange(doc: string): void;
  /** Ctrl+S / Cmd+S */
  onSave(): void;
  onCursor?(line: number, col: number): void;
}

/** What a page may ask of the editor. */
export interface CodeEditorRef {
  goTo(line: number, col: number): void;
  focus(): void;
}

/** CodeMirror 6 (templates, stylesheets, text, JSON as text), loaded in its own chunk on first use. */
export const CodeEditor = forwardRef<CodeEditorRef, CodeEditorProps>(function CodeEditor(props, ref) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditorHandle | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [ready, setReady] = useState(false);

  useImperativeHandle(ref, () => ({
    goTo: (line, col) => editor.current?.goTo(line, col),
    focus: () => editor.current?.view.focus(),
  }));

  useEffect(() => {
    let gone = false;
    void import('./code-editor-view.ts').then(({ createCodeEditor }) => {
      if (gone || !host.current) return;
      editor.current = createCodeEditor({
        parent: host.current,
        doc: latest.current.initial,
        language: latest.current.language,
        readOnly: latest.current.readOnly,
        onChange: (d) => latest.current.onChange(d),
        onSave: () => latest.current.onSave(),
        onCursor: (l, c) => latest.current.onCursor?.(l, c),
      });
      setReady(true);
    });
    return () => {
      gone = true;
      editor.current?.destroy();
      editor.current = null;
    };
  }, []);

  return (
    <Spin loading={!ready} style={{ display: 'block', width: '100%' }}>
      <div ref={host} className="zx-code-editor" style={{ height: props.height ?? 'calc(100vh - 260px)', minHeight: 300 }} />
    </Spin>
  );
});
