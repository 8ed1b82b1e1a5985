import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, Empty, Spin } from '@arco-design/web-react';
import { MenuIcon } from '../shell/MenuIcon.tsx';
import { systemApi, type Shortcut } from '../api/system-api.ts';

/** Home page card: the person's shortcuts (chosen in their preferences, at most MAX_SHORTCUTS). */
export function ShortcutsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [items, setItems] = useState<Shortcut[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    systemApi
      .shortcuts()
      .then((v) => setItems(v ?? []))
      .catch(() => setItems([]))
      .finally(() => setLoading(false));
  }, []);
  const open = (s: Shortcut) => (/^https?:\/\//i.test(s.router) ? window.open(s.router, '_blank', 'noopener') : navigate(s.router));
  return (
    <Card
      className="zx-home-shortcuts"
      data-widget="shortcuts"
      title={t('common:home.shortcuts')}
      extra={<Link to="/user/preference">{t('common:home.editShortcuts')}</Link>}
      bordered={false}
    >
      <Spin loading={loading} style={{ display: 'block' }}>
        {items.length === 0 && !loading ? (
          <Empty description={t('common:home.noShortcuts')} />
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 8 }}>
            {items.map((s) => (
              <Button key={s.router} long icon={<MenuIcon name={s.icon} />} onClick={() => open(s)} data-router={s.router}>
                {s.name}
              </Button>
            ))}
          </div>
        )}
      </Spin>
    </Card>
  );
}
