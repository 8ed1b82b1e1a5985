import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Empty } from '@arco-design/web-react';
import { HomeCard } from '../widgets/HomeCard.tsx';
import { MenuIcon } from '../shell/MenuIcon.tsx';
import { systemApi, type Shortcut } from '../api/system-api.ts';

/** Home page card: the person's shortcuts (chosen in their preferences, at most MAX_SHORTCUTS). */
export function ShortcutsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (s: Shortcut) => (/^https?:\/\//i.test(s.router) ? window.open(s.router, '_blank', 'noopener') : navigate(s.router));
  return (
    <HomeCard
      name="shortcuts"
      // none (or none readable): the card says how to choose some
      read={() =>
        systemApi.shortcuts().then(
          (v) => v ?? [],
          () => [],
        )
      }
      title={t('common:home.shortcuts')}
      more={{ to: '/user/preference', label: t('common:home.editShortcuts') }}
    >
      {(items) =>
        items.length === 0 ? (
          <Empty description={t('common:home.noShortcuts')} />
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 8 }}>
            {items.map((s) => (
              <Button key={s.router} long icon={<MenuIcon name={s.icon} />} onClick={() => open(s)} data-router={s.router}>
                {s.name}
              </Button>
            ))}
          </div>
        )
      }
    </HomeCard>
  );
}
