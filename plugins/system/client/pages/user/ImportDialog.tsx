import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@arco-design/web-react';
import { ImportDialog as XlsxImportDialog } from '#kernel/client';
import { userApi, userUrls } from '../../api/user-api.ts';

/** Uploads an xlsx of users, optionally updating those that exist; shows which rows failed and why (the good rows are saved). */
export function ImportDialog({ visible, onClose }: { visible: boolean; onClose(imported: boolean): void }) {
  const { t } = useTranslation('system');
  const [update, setUpdate] = useState(false);
  return (
    <XlsxImportDialog
      visible={visible}
      onClose={onClose}
      texts="system:user"
      inputId="user-import-file"
      width={640}
      template={{ url: userUrls.importTemplate, file: 'user_template.xlsx' }}
      upload={(file) => userApi.importData(file, update)}
      wrote={(data) => data.inserted + data.updated > 0}
      keyColumn={{ title: t('fields.userName'), dataIndex: 'userName' }}
    >
      <Checkbox checked={update} onChange={setUpdate}>
        {t('user.importUpdate')}
      </Checkbox>
    </XlsxImportDialog>
  );
}
