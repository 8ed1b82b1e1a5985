import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Popover } from '@arco-design/web-react';
import { MENU_ICON_NAMES, MenuIcon } from '#kernel/client';
interface Props {
  value?: string | null;
  onChange?(v: string | null): void;
}

/** A field that opens a grid of the icon names the shell can draw; choosing one fills the field. */
export function IconPicker({ value, onChange }: Props) {
  const { t } = useTranslation('system');
  const [open, setOpen] = useState(false);
  const pick = (v: string | null) => {
    onChange?.(v);
    setOpen(false);
  };
  return (
    <Popover
      trigger="click"
      position="bl"
      popupVisible={open}
      onVisibleChange={setOpen}
      content={
        <div
          data-testid="icon-grid"
          style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 110px)', gap: 4, maxHeight: 260, overflow: 'auto' }}
        >
          <Button size="mini" type={value ? 'text' : 'secondary'} onClick={() => pick(null)}>
            {t('menu.iconNone')}
          </Button>
          {MENU_ICON_NAMES.map((name) => (
            <Button
              key={name}
              size="mini"
              type={value === name ? 'primary' : 'text'}
              data-icon={name}
              onClick={() => pick(name)}
              style={{ justifyContent: 'flex-start', overflow: 'hidden' }}
            >
              <MenuIcon name={name} /> <span style={{ marginLeft: 4 }}>{name}</span>
            </Button>
          ))}
        </div>
      }
    >
      <Input
        readOnly
        value={value ?? ''}
        placeholder={t('menu.iconPlaceholder')}
        prefix={<MenuIcon name={value ?? undefined} />}
        allowClear
        onClear={() => onChange?.(null)}
      />
    </Popover>
  );
}
