import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { liquid } from '@codemirror/lang-liquid';
import { bracketMatching, defaultHighlightStyle, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { EditorState, type Extension, StateEffect, StateField } from '@codemirror/state';
import {
  Decoration,
  type DecorationSet,
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';

/** The languages the editor knows: templates (HTML with liquid `{% %}` / `{{ }}`), stylesheets, and plain text. */
export type CodeLanguage = 'template' | 'css' | 'text';

export interface CodeEditorOptions {
  parent: HTMLElement;
  doc: string;
  language: CodeLanguage;
  readOnly?: boolean;
  onChange(doc: string): void;
  onSave(): void;
  onCursor?(line: number, col: number): void;
}

/** The template delimiters and tag names stand out from the HTML around them. */
const templateStyle = HighlightStyle.define([
  { tag: tags.processingInstruction, color: '#c41d7f', fontWeight: 'bold' },
  { tag: tags.keyword, color: '#7c3aed', fontWeight: 'bold' },
  { tag: tags.tagName, color: '#0b62c4' },
  { tag: tags.attributeName, color: '#b45309' },
]);

const setErrorLine = StateEffect.define<number | null>();
const errorLine = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(deco, tr) {
    let next = deco.map(tr.changes);
    for (const e of tr.effects)
      if (e.is(setErrorLine))
        next =
          e.value == null || e.value > tr.state.doc.lines
            ? Decoration.none
            : Decoration.set([Decoration.line({ class: 'zx-cm-error-line' }).range(tr.state.doc.line(e.value).from)]);
    // an edit of the marked line clears the mark: it may be fixed
    return tr.docChanged ? Decoration.none : next;
  },
  provide: (f) => EditorView.decorations.from(f),
});

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', border: '1px solid var(--color-border-2)', borderRadius: '4px' },
  '.cm-scroller': { fontFamily: 'Menlo, Consolas, "Liberation Mono", monospace', lineHeight: '1.6' },
  '.zx-cm-error-line': { backgroundColor: 'rgba(245, 63, 63, 0.14)' },
  '&.cm-focused': { outline: 'none' },
});

/** Makes a CodeMirror 6 view; this module is the editor's own lazy chunk. */
export function createCodeEditor(o: CodeEditorOptions) {
  const lang: Extension[] = o.language === 'template' ? [liquid(), syntaxHighlighting(templateStyle)] : o.language === 'css' ? [css()] : [];
  const view = new EditorView({
    parent: o.parent,
    state: EditorState.create({
      doc: o.doc,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        drawSelection(),
        history(),
        indentOnInput(),
        bracketMatching(),
        highlightSelectionMatches(),
        ...lang,
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        errorLine,
        theme,
        EditorState.readOnly.of(!!o.readOnly),
        keymap.of([
          {
            key: 'Mod-s',
            preventDefault: true,
            run: () => {
              o.onSave();
              return true;
            },
          },
          indentWithTab,
          ...defaultKeymap,
          ...historyKeymap,
          ...searchKeymap,
        ]),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) o.onChange(u.state.doc.toString());
          if ((u.selectionSet || u.docChanged) && o.onCursor) {
            const head = u.state.selection.main.head;
            const line = u.state.doc.lineAt(head);
            o.onCursor(line.number, head - line.from + 1);
          }
        }),
      ],
    }),
  });
  return {
    view,
    /** puts the cursor at a 1-based line and column, scrolls there and marks the line */
    goTo(line: number, col: number) {
      const doc = view.state.doc;
      const l = doc.line(Math.min(Math.max(1, line), doc.lines));
      const pos = Math.min(l.from + Math.max(0, col - 1), l.to);
      view.dispatch({ selection: { anchor: pos }, effects: [setErrorLine.of(l.number), EditorView.scrollIntoView(pos, { y: 'center' })] });
      view.focus();
    },
    setDoc(doc: string) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: doc } });
    },
    destroy: () => view.destroy(),
  };
}

export type CodeEditorHandle = ReturnType<typeof createCodeEditor>;
