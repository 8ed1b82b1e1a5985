import { useState } from 'react';
import { Switch } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from './confirm.ts';

/** Props of an enable/disable switch in a table row. */
export interface StatusSwitchProps {
  /** '0' enabled, '1' disabled */
  status: string;
  /** name shown in the confirmation */
  name: string;
  disabled?: boolean;
  onChange(next: '0' | '1'): Promise<unknown>;
}

/** A status switch that asks first and only flips when the server accepted the change. */
export function StatusSwitch({ status, name, disabled, onChange }: StatusSwitchProps) {
  const { t } = useTranslation('widgets');
  const [busy, setBusy] = useState(false);
  const on = status === '0';
  return (
    <Switch
      size="small"
      checked={on}
      loading={busy}
      disabled={disabled}
      onChange={async (checked) => {
        const next = checked ? '0' : '1';
        setBusy(true);
        await confirmAction(t(checked ? 'crud.enableConfirm' : 'crud.disableConfirm', { what: name }), () => onChange(next));
        setBusy(false);
      }}
    />
  );
}
