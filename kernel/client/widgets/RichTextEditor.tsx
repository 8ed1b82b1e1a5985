import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Divider, Input, Modal, Spin, Tooltip } from '@arco-design/web-react';
import {
  IconBold,
  IconEraser,
  IconH1,
  IconH2,
  IconH3,
  IconImage,
  IconItalic,
  IconLink,
  IconOrderedList,
  IconStrikethrough,
  IconUnderline,
  IconUnorderedList,
} from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { IMAGE_EXTENSIONS, UPLOAD } from '../../shared/constants.ts';
import { isEmptyHtml, restoreRange, runCommand, saveRange, type EditorCommand } from './editor-commands.ts';
import { widgetNotice } from './notice.ts';
import { uploadFile } from './upload-api.ts';
import { checkUploadFile, type UploadFn } from './upload-checks.ts';

/** Props of the rich-text editor; the value is an HTML string (the server sanitizes it). */
export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
  readOnly?: boolean;
  /** minimum height of the editing area in px (default 192) */
  minHeight?: number;
  /** maximum size of an inserted image in MB (default 5) */
  fileSize?: number;
  upload?: UploadFn;
  placeholder?: string;
}

/** A small contentEditable editor: bold, italic, underline, headings, lists, link, image, clear format. */
export function RichTextEditor({
  value,
  onChange,
  readOnly,
  minHeight = 192,
  fileSize = UPLOAD.editorImageSizeMb,
  upload = uploadFile,
  placeholder,
}: RichTextEditorProps) {
  const { t } = useTranslation('widgets');
  const area = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const saved = useRef<Range | null>(null);
  const [empty, setEmpty] = useState(isEmptyHtml(value ?? ''));
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const el = area.current;
    const html = value ?? '';
    // only overwrite when the value came from outside, or the caret would jump while typing
    if (el && el.innerHTML !== html && !(isEmptyHtml(html) && isEmptyHtml(el.innerHTML))) el.innerHTML = html;
    setEmpty(isEmptyHtml(html));
  }, [value]);

  const emit = () => {
    const el = area.current;
    if (!el) return;
    const html = isEmptyHtml(el.innerHTML) ? '' : el.innerHTML;
    setEmpty(html === '');
    if (html !== (value ?? '')) onChange?.(html);
  };

  const apply = (cmd: EditorCommand) => {
    if (!area.current) return;
    restoreRange(area.current, saved.current ?? saveRange(area.current));
    runCommand(cmd);
    saved.current = null;
    emit();
  };

  const remember = () => {
    if (area.current) saved.current = saveRange(area.current);
  };

  const insertImage = async (file: File) => {
    const issue = checkUploadFile(file, { types: IMAGE_EXTENSIONS, sizeMb: fileSize, limit: 0 }, 0);
    if (issue) {
      widgetNotice.error(t(issue.key, issue.params));
      return;
    }
    setBusy(true);
    try {
      const done = await upload(file);
      apply({ kind: 'image', url: done.url });
    } catch {
      widgetNotice.error(t('editor.imageFailed'));
    } finally {
      setBusy(false);
    }
  };

  const tool = (key: string, label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip key={key} content={label} mini>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={label}
        // keep the selection in the editing area when a toolbar button is pressed
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );

  return (
    <div className="zx-rich-text" style={{ border: '1px solid var(--color-border-2)', borderRadius: 4, background: 'var(--color-bg-2)' }}>
      {!readOnly && (
        <div
          className="zx-rich-text-toolbar"
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            padding: 4,
            borderBottom: '1px solid var(--color-border-2)',
          }}
        >
          {tool('bold', t('editor.bold'), <IconBold />, () => apply({ kind: 'bold' }))}
          {tool('italic', t('editor.italic'), <IconItalic />, () => apply({ kind: 'italic' }))}
          {tool('underline', t('editor.underline'), <IconUnderline />, () => apply({ kind: 'underline' }))}
          {tool('strike', t('editor.strike'), <IconStrikethrough />, () => apply({ kind: 'strikeThrough' }))}
          <Divider type="vertical" />
          {tool('h1', t('editor.heading', { level: 1 }), <IconH1 />, () => apply({ kind: 'heading', level: 1 }))}
          {tool('h2', t('editor.heading', { level: 2 }), <IconH2 />, () => apply({ kind: 'heading', level: 2 }))}
          {tool('h3', t('editor.heading', { level: 3 }), <IconH3 />, () => apply({ kind: 'heading', level: 3 }))}
          <Divider type="vertical" />
          {tool('ul', t('editor.bulletList'), <IconUnorderedList />, () => apply({ kind: 'insertUnorderedList' }))}
          {tool('ol', t('editor.orderedList'), <IconOrderedList />, () => apply({ kind: 'insertOrderedList' }))}
          <Divider type="vertical" />
          {tool('link', t('editor.link'), <IconLink />, () => {
            remember();
            setLinkUrl('');
            setLinkOpen(true);
          })}
          {tool('image', t('editor.image'), <IconImage />, () => {
            remember();
            fileInput.current?.click();
          })}
          {tool('clear', t('editor.clear'), <IconEraser />, () => apply({ kind: 'clear' }))}
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            style={{ display: 'none' }}
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = '';
              if (f) void insertImage(f);
            }}
          />
        </div>
      )}
      <Spin loading={busy} style={{ display: 'block' }}>
        <div style={{ position: 'relative' }}>
          {empty && (
            <div aria-hidden style={{ position: 'absolute', top: 12, left: 15, color: 'var(--color-text-4)', pointerEvents: 'none' }}>
              {placeholder ?? t('editor.placeholder')}
            </div>
          )}
          <div
            ref={area}
            className="zx-rich-text-content"
            role="textbox"
            aria-multiline
            aria-label={placeholder ?? t('editor.placeholder')}
            contentEditable={!readOnly}
            suppressContentEditableWarning
            onInput={emit}
            onBlur={emit}
            style={{ minHeight, padding: '12px 15px', outline: 'none', overflowY: 'auto', lineHeight: 1.6, wordBreak: 'break-word' }}
          />
        </div>
      </Spin>
      <Modal
        title={t('editor.link')}
        visible={linkOpen}
        okText={t('editor.ok')}
        cancelText={t('editor.cancel')}
        onCancel={() => setLinkOpen(false)}
        onOk={() => {
          setLinkOpen(false);
          if (linkUrl.trim()) apply({ kind: 'link', url: linkUrl.trim() });
        }}
        unmountOnExit
      >
        <Input
          autoFocus
          placeholder={t('editor.linkUrl')}
          value={linkUrl}
          onChange={setLinkUrl}
          onPressEnter={() => {
            setLinkOpen(false);
            if (linkUrl.trim()) apply({ kind: 'link', url: linkUrl.trim() });
          }}
        />
      </Modal>
    </div>
  );
}
