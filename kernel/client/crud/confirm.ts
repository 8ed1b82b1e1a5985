import i18next from 'i18next';
import { Message, Modal } from '@arco-design/web-react';

/**
 * Asks "System tip" with Confirm/Cancel, runs `action` on confirm and reports success; a refusal from
 * the server was already shown by the request layer. Resolves true when the action ran and succeeded.
 */
export function confirmAction(
  content: string,
  action: () => Promise<unknown>,
  success = i18next.t('widgets:crud.success'),
): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: i18next.t('common:tip.title'),
      content,
      okText: i18next.t('widgets:crud.confirm'),
      cancelText: i18next.t('widgets:crud.cancel'),
      onOk: async () => {
        try {
          await action();
          Message.success(success);
          resolve(true);
        } catch {
          resolve(false);
        }
      },
      onCancel: () => resolve(false),
    });
  });
}

/** "Delete the selected records?" then `remove`. */
export function confirmDelete(remove: () => Promise<unknown>, what?: string): Promise<boolean> {
  return confirmAction(
    what ? i18next.t('widgets:crud.deleteNamed', { what }) : i18next.t('widgets:crud.deleteSelected'),
    remove,
    i18next.t('widgets:crud.deleted'),
  );
}
