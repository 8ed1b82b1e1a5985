import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Space } from '@arco-design/web-react';
import { IconSave } from '@arco-design/web-react/icon';

/**
 * The Save button above a permission table, after any tools (e.g. a site choice), and the tip shown when
 * some grants are held through a role.
 */
export function PermSaveBar(props: { saving: boolean; disabled: boolean; onSave(): void; inherited?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('cms');
  return (
    <>
      <Space size={12} style={{ marginBottom: 10 }}>
        {props.children}
        <Button type="primary" icon={<IconSave />} loading={props.saving} disabled={props.disabled} onClick={props.onSave}>
          {t('perm.save')}
        </Button>
      </Space>
      {props.inherited && <Alert type="info" showIcon content={t('perm.inheritedTip')} style={{ marginBottom: 10 }} />}
    </>
  );
}
