import type { TFunction } from 'i18next';
import { Modal } from '@arco-design/web-react';
import { RequestError } from '#kernel/client';
import { ResultCode } from '#kernel/shared';
/**
 * Runs a save; when the server warns (601) that the rules would then refuse this browser's own address,
 * asks first and resends with `confirmLockout`. Declining keeps the dialog open with nothing saved.
 */
export async function withLockoutConfirm(t: TFunction, save: (confirm: boolean) => Promise<unknown>): Promise<unknown> {
  try {
    return await save(false);
  } catch (e) {
    if (!(e instanceof RequestError) || e.code !== ResultCode.WARN) throw e;
    const yes = await new Promise<boolean>((resolve) =>
      Modal.confirm({
        title: t('iprule.lockoutTitle'),
        content: e.message,
        okButtonProps: { status: 'danger' },
        okText: t('widgets:crud.confirm'),
        cancelText: t('widgets:crud.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );
    if (!yes) throw e;
    return save(true);
  }
}
