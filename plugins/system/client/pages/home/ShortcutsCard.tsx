import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, Empty, Spin } from '@arco-design/web-react';
import { MenuIcon, http } from '#kernel/client';

/** One home shortcut (`GET /system/user/profile/shortcuts`, v1.4.3). */
interface Shortcut {
  name: string;
  icon: string;
  router: string;
}

/** Home page card: the person's shortcuts (chosen in their preferences, at most 8). */
export default function ShortcutsCard() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const [items, setItems] = useState<Shortcut[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    http
      .get<Shortcut[]>('/system/user/profile/shortcuts')
      .then((v) => setItems(v ?? []))
      .catch(() => setItems([]))
      .finally(() => setLoading(false));
  }, []);
  const open = (s: Shortcut) => (/^https?:\/\//i.test(s.router) ? window.open(s.router, '_blank', 'noopener') : navigate(s.router));
  return (
    <Card
      className="zx-home-shortcuts"
      data-widget="shortcuts"
      title={t('home.shortcuts')}
      extra={<Link to="/user/preference">{t('home.editShortcuts')}</Link>}
      bordered={false}
    >
      <Spin loading={loading} style={{ display: 'block' }}>
        {items.length === 0 && !loading ? (
          <Empty description={t('home.noShortcuts')} />
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
