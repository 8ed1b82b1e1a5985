import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Input, Spin } from '@arco-design/web-react';
import { EditorContent, useEditor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { IMAGE_EXTENSIONS, UPLOAD } from '../../../shared/constants.ts';
import { isSafeUrl } from '../../../shared/safe-url.ts';
import { widgetNotice } from '../notice.ts';
import type { RichMediaKind, RichTextEditorHandle, RichTextEditorProps } from '../RichTextEditor.tsx';
import { uploadFile } from '../upload-api.ts';
import { checkUploadFile } from '../upload-checks.ts';
import { editorExtensions } from './extensions.ts';
import { cleanPastedHtml } from './paste-clean.ts';
import { Toolbar } from './Toolbar.tsx';
import { type UrlDialogState, UrlDialog } from './UrlDialog.tsx';
import './rich-text.css';

/** Puts block elements on their own lines, so the source view is readable (whitespace between blocks is not content). */
export function formatSource(html: string): string {
  // a line ends after a block, unless its parent closes right after it (</p></td>, </li></ul>)
  return html.replace(/(<\/(?:p|h[1-6]|ul|ol|li|blockquote|pre|table|tr|video|audio)>|<hr>)(?!\n|<\/)/g, '$1\n').trim();
}

/** The Tiptap implementation behind RichTextEditor (loaded lazily, in its own chunk). */
const TiptapEditor = forwardRef<RichTextEditorHandle, RichTextEditorProps>(function TiptapEditor(
  {
    value,
    onChange,
    readOnly,
    disabled,
    minHeight = 192,
    fileSize = UPLOAD.editorImageSizeMb,
    upload = uploadFile,
    placeholder,
    onPickMedia,
  },
  ref,
) {
  const { t } = useTranslation('widgets');
  const editable = !readOnly && !disabled;
  const placeholderText = placeholder ?? t('editor.placeholder');
  const placeholderRef = useRef(placeholderText);
  placeholderRef.current = placeholderText;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // the HTML last emitted or received, so an echo of our own change does not reset the document (and the caret)
  const current = useRef(value ?? '');
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [source, setSource] = useState<string | null>(null);
  const [dialog, setDialog] = useState<UrlDialogState>(null);
  const [urlError, setUrlError] = useState(false);

  // one schema per editor: useEditor compares options on every render, and new extensions would not apply anyway
  const [extensions] = useState(() => editorExtensions(() => placeholderRef.current));
  const editor = useEditor({
    extensions,
    content: value ?? '',
    editable,
    shouldRerenderOnTransaction: false,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        class: 'zx-rich-text-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': placeholderText,
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      if (html === current.current) return;
      current.current = html;
      onChangeRef.current?.(html);
    },
  });

  useEffect(() => {
    const next = value ?? '';
    if (next === current.current) return;
    current.current = next;
    // another record's content is not something to undo back into
    editor.chain().setMeta('addToHistory', false).setContent(next, { emitUpdate: false }).run();
    if (source !== null) setSource(formatSource(next));
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(editable, false);
  }, [editor, editable]);

  useImperativeHandle(
    ref,
    () => ({
      insertHtml: (html) => {
        editor.chain().focus().insertContent(cleanPastedHtml(html)).run();
      },
      focus: () => {
        editor.commands.focus();
      },
      getHtml: () => (editor.isEmpty ? '' : editor.getHTML()),
    }),
    [editor],
  );

  const emitRaw = (html: string) => {
    current.current = html;
    onChangeRef.current?.(html);
  };

  const toggleSource = () => {
    if (source === null) {
      setSource(formatSource(editor.isEmpty ? '' : editor.getHTML()));
      return;
    }
    // back to the visual view: the schema parses the HTML, dropping what it does not know (onUpdate emits the result)
    current.current = source;
    editor.commands.setContent(source, { emitUpdate: true });
    setSource(null);
  };

  const insertMedia = (kind: RichMediaKind, src: string, alt?: string) => {
    const c = editor.chain().focus();
    if (kind === 'image') c.setImage({ src, alt: alt || undefined }).run();
    else c.insertContent({ type: kind, attrs: { src } }).run();
  };

  const insertImageFile = async (file: File) => {
    const issue = checkUploadFile(file, { types: IMAGE_EXTENSIONS, sizeMb: fileSize, limit: 0 }, 0);
    if (issue) {
      widgetNotice.error(t(issue.key, issue.params));
      return;
    }
    setBusy(true);
    try {
      const done = await upload(file);
      insertMedia('image', done.url, done.name);
    } catch {
      widgetNotice.error(t('editor.imageFailed'));
    } finally {
      setBusy(false);
    }
  };

  const pick = onPickMedia
    ? async (kind: RichMediaKind) => {
        try {
          const got = await onPickMedia(kind);
          if (!got) return;
          if (!isSafeUrl(got.src, 'media')) throw new Error('unsafe url');
          insertMedia(kind, got.src, got.alt);
        } catch {
          widgetNotice.error(t(kind === 'image' ? 'editor.imageFailed' : 'editor.mediaFailed'));
        }
      }
    : undefined;

  const openLink = () => {
    const href = (editor.getAttributes('link').href as string | undefined) ?? '';
    const { from, to } = editor.state.selection;
    setUrlError(false);
    setDialog({ kind: 'link', url: href, text: editor.state.doc.textBetween(from, to, ' '), editing: !!href });
  };

  const closeDialog = () => setDialog(null);

  const applyDialog = () => {
    if (!dialog) return;
    const url = dialog.url.trim();
    if (!url) {
      closeDialog();
      return;
    }
    if (!isSafeUrl(url, dialog.kind === 'link' ? 'link' : 'media')) {
      setUrlError(true);
      return;
    }
    if (dialog.kind === 'link') {
      const c = editor.chain().focus();
      if (editor.state.selection.empty && !editor.isActive('link')) {
        const text = dialog.text.trim() || url;
        c.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href: url } }] }).run();
      } else c.extendMarkRange('link').setLink({ href: url }).run();
    } else insertMedia(dialog.kind, url, dialog.text.trim());
    closeDialog();
  };

  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    closeDialog();
  };

  return (
    <div className={`zx-rich-text${editable ? '' : ' zx-rich-text-readonly'}`}>
      {editable && (
        <Toolbar
          editor={editor}
          source={source !== null}
          actions={{
            openLink,
            openImageUrl: () => {
              setUrlError(false);
              setDialog({ kind: 'image', url: '', text: '', editing: false });
            },
            uploadImage: () => fileInput.current?.click(),
            openMediaUrl: (kind) => {
              setUrlError(false);
              setDialog({ kind, url: '', text: '', editing: false });
            },
            pick: pick && ((kind) => void pick(kind)),
            toggleSource,
          }}
        />
      )}
      {editable && (
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          style={{ display: 'none' }}
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void insertImageFile(f);
          }}
        />
      )}
      <Spin loading={busy} style={{ display: 'block' }}>
        <EditorContent editor={editor} style={source !== null ? { display: 'none' } : undefined} />
        {source !== null && (
          <Input.TextArea
            className="zx-rich-text-source"
            aria-label={t('editor.sourceLabel')}
            value={source}
            onChange={(v) => {
              setSource(v);
              emitRaw(v);
            }}
            style={{ height: minHeight + 24, resize: 'vertical' }}
          />
        )}
      </Spin>
      <UrlDialog
        dialog={dialog}
        setDialog={setDialog}
        urlError={urlError}
        setUrlError={setUrlError}
        selectionEmpty={editor.state.selection.empty}
        onApply={applyDialog}
        onRemoveLink={removeLink}
        onClose={closeDialog}
      />
    </div>
  );
});

export default TiptapEditor;
