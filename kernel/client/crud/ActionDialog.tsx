import { type ReactNode, useState } from 'react';
import { Modal } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

/** Props of a dialog whose OK runs one action (see `ActionDialog`). */
export interface ActionDialogProps {
  title: ReactNode;
  visible: boolean;
  /** what OK does (validate, save, say so, close); a throw keeps the dialog open (the request layer told the person) */
  onOk(): Promise<unknown>;
  onCancel(): void;
  width?: number;
  /** false: a click beside the dialog closes it */
  maskClosable?: boolean;
  /** keeps the content mounted while closed (a form instance that must outlive the dialog) */
  keepMounted?: boolean;
  children: ReactNode;
}

/** A modal whose OK button runs an action and spins meanwhile; its content is dropped when it closes unless kept mounted. */
export function ActionDialog({ title, visible, onOk, onCancel, width, maskClosable, keepMounted, children }: ActionDialogProps) {
  const { t } = useTranslation('widgets');
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    setBusy(true);
    try {
      await onOk();
    } catch {
      // a refused form or request: told where it happened
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={title}
      visible={visible}
      onOk={ok}
      onCancel={onCancel}
      confirmLoading={busy}
      okText={t('crud.confirm')}
      cancelText={t('crud.cancel')}
      style={width ? { width } : undefined}
      maskClosable={maskClosable}
      unmountOnExit={!keepMounted}
    >
      {children}
    </Modal>
  );
}
