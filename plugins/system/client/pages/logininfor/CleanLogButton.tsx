import { useTranslation } from 'react-i18next';
import { Button } from '@arco-design/web-react';
import { IconDelete } from '@arco-design/web-react/icon';
import { HasPermi, confirmAction } from '#kernel/client';

/** "Clean" of a log screen: after a confirmation, deletes every row of the log and reloads the list. */
export function CleanLogButton({
  permission,
  confirmText,
  clean,
  onDone,
}: {
  permission: string;
  confirmText: string;
  clean(): Promise<unknown>;
  onDone(): void;
}) {
  const { t } = useTranslation('system');
  return (
    <HasPermi value={permission}>
      <Button
        status="danger"
        icon={<IconDelete />}
        data-action="clean"
        onClick={() => void confirmAction(confirmText, clean).then((done) => done && onDone())}
      >
        {t('logs.clean')}
      </Button>
    </HasPermi>
  );
}
