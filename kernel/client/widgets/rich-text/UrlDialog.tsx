import { Button, Input, Modal } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { RichMediaKind } from '../RichTextEditor.tsx';

/** What the editor's URL dialog edits: a link, or the URL of an image, video or audio to insert. */
export type UrlDialogState = { kind: 'link' | RichMediaKind; url: string; text: string; editing: boolean } | null;

interface UrlDialogProps {
  dialog: UrlDialogState;
  setDialog: (d: UrlDialogState) => void;
  urlError: boolean;
  setUrlError: (bad: boolean) => void;
  /** whether the editor's selection is empty (a new link then takes its text from the dialog) */
  selectionEmpty: boolean;
  onApply: () => void;
  onRemoveLink: () => void;
  onClose: () => void;
}

/** The rich-text editor's dialog for a link or a media URL (plain fields: it opens over the host's form dialog). */
export function UrlDialog({ dialog, setDialog, urlError, setUrlError, selectionEmpty, onApply, onRemoveLink, onClose }: UrlDialogProps) {
  const { t } = useTranslation('widgets');
  const dialogTitle = dialog
    ? {
        link: dialog.editing ? t('editor.linkEdit') : t('editor.link'),
        image: t('editor.imageUrl'),
        video: t('editor.videoUrl'),
        audio: t('editor.audioUrl'),
      }[dialog.kind]
    : '';
  const urlLabel = dialog
    ? { link: t('editor.linkUrl'), image: t('editor.imageUrl'), video: t('editor.videoUrl'), audio: t('editor.audioUrl') }[dialog.kind]
    : '';
  return (
    <Modal
      className="zx-rt-url-dialog"
      title={dialogTitle}
      visible={dialog !== null}
      onCancel={onClose}
      unmountOnExit
      footer={
        <>
          {dialog?.kind === 'link' && dialog.editing && (
            <Button status="danger" onClick={onRemoveLink} style={{ float: 'left' }}>
              {t('editor.unlink')}
            </Button>
          )}
          <Button onClick={onClose}>{t('editor.cancel')}</Button>
          <Button type="primary" onClick={onApply}>
            {t('editor.ok')}
          </Button>
        </>
      }
    >
      {dialog && (
        <div className="zx-rt-url-fields">
          <label>
            <span>{urlLabel}</span>
            <Input
              autoFocus
              placeholder={urlLabel}
              status={urlError ? 'error' : undefined}
              value={dialog.url}
              onChange={(url) => {
                setUrlError(false);
                setDialog({ ...dialog, url });
              }}
              onPressEnter={onApply}
            />
          </label>
          {urlError && (
            <div role="alert" className="zx-rt-url-error">
              {t('editor.urlInvalid')}
            </div>
          )}
          {(dialog.kind === 'image' || (dialog.kind === 'link' && !dialog.editing && selectionEmpty)) && (
            <label>
              <span>{dialog.kind === 'image' ? t('editor.imageAlt') : t('editor.linkText')}</span>
              <Input
                placeholder={dialog.kind === 'image' ? t('editor.imageAlt') : t('editor.linkText')}
                value={dialog.text}
                onChange={(text) => setDialog({ ...dialog, text })}
                onPressEnter={onApply}
              />
            </label>
          )}
        </div>
      )}
    </Modal>
  );
}
