import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@arco-design/web-react';
import { IconRefresh } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { HasPermi } from '../permission/index.ts';
import { confirmAction } from './confirm.ts';

/** Props of a toolbar button that asks before it acts (e.g. "refresh cache", "clean"). */
export interface ConfirmButtonProps {
  /** shown only to a person holding it */
  permission: string;
  /** the question asked first */
  confirm: string;
  action(): Promise<unknown>;
  /** the success message, if any */
  done?: string;
  /** called after the action succeeded (e.g. the list's reload) */
  onDone?(): void;
  status?: ButtonProps['status'];
  /** the button's look (a toolbar's default, or `text` and `mini` in a table row) */
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  icon?: ReactNode;
  /** set as `data-action` (tests and styles find the button by it) */
  name?: string;
  children: ReactNode;
}

/** A permission-guarded button that confirms, runs its action, and reports success. */
export function ConfirmButton({
  permission,
  confirm,
  action,
  done,
  onDone,
  status = 'danger',
  type,
  size,
  icon,
  name,
  children,
}: ConfirmButtonProps) {
  return (
    <HasPermi value={permission}>
      <Button
        status={status}
        type={type}
        size={size}
        icon={icon}
        data-action={name}
        onClick={() => void confirmAction(confirm, action, done).then((ok) => ok && onDone?.())}
      >
        {children}
      </Button>
    </HasPermi>
  );
}

/** Props of a list toolbar's "refresh cache" button: what it asks and reports, and the call that drops the cache. */
export type RefreshCacheButtonProps = Pick<ConfirmButtonProps, 'permission' | 'confirm' | 'action' | 'done'>;

/** The toolbar button that drops a server cache (parameters, dictionaries, translations) after asking. */
export function RefreshCacheButton(props: RefreshCacheButtonProps) {
  const { t } = useTranslation('common');
  return (
    <ConfirmButton {...props} icon={<IconRefresh />}>
      {t('crud.refreshCache')}
    </ConfirmButton>
  );
}
