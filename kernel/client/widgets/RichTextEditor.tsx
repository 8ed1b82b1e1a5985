import { forwardRef, lazy, Suspense } from 'react';
import type { UploadFn } from './upload-checks.ts';

/** What a host's media picker may insert. */
export type RichMediaKind = 'image' | 'video' | 'audio';

/** A host's media picker (the CMS resource library): resolves the chosen file, or null when cancelled. */
export type RichMediaPicker = (kind: RichMediaKind) => Promise<{ src: string; alt?: string } | null>;

/** Props of the rich-text editor; the value is an HTML string (the server sanitizes it). */
export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
  readOnly?: boolean;
  /** set by Formily/Arco forms; same as readOnly */
  disabled?: boolean;
  /** minimum height of the editing area in px (default 192) */
  minHeight?: number;
  /** maximum size of an uploaded image in MB (default SPEC's 5) */
  fileSize?: number;
  upload?: UploadFn;
  placeholder?: string;
  /** when given, the image and media buttons offer "from the library" */
  onPickMedia?: RichMediaPicker;
}

/** Imperative handle of the editor (through `ref`). */
export interface RichTextEditorHandle {
  /** inserts HTML at the caret (parsed by the editor's schema, so unknown markup goes) */
  insertHtml(html: string): void;
  focus(): void;
  /** the current HTML ('' when empty) */
  getHtml(): string;
}

/** Height of the toolbar, so the loading placeholder does not make the page jump. */
export const RICH_TOOLBAR_HEIGHT = 37;

// Tiptap/ProseMirror is about 100 KiB gzip: it loads in its own chunk, when an editor is first shown
const TiptapEditor = lazy(() => import('./rich-text/TiptapEditor.tsx'));

function Loading({ minHeight = 192, readOnly, disabled }: RichTextEditorProps) {
  return (
    <div
      className="zx-rich-text zx-rich-text-loading"
      aria-busy
      style={{
        height: minHeight + (readOnly || disabled ? 0 : RICH_TOOLBAR_HEIGHT) + 2,
        border: '1px solid var(--color-border-2)',
        borderRadius: 4,
        background: 'var(--color-bg-2)',
      }}
    />
  );
}

/** The rich-text editor (Tiptap): headings, marks, lists, links, images, tables, video/audio, HTML source view. */
export const RichTextEditor = forwardRef<RichTextEditorHandle, RichTextEditorProps>(function RichTextEditor(props, ref) {
  return (
    <Suspense fallback={<Loading {...props} />}>
      <TiptapEditor ref={ref} {...props} />
    </Suspense>
  );
});
