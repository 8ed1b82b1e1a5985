import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { Menu, Tooltip } from '@arco-design/web-react';
import { appStore } from '../stores/app-store.ts';
import { settingsStore } from '../stores/settings-store.ts';
import { entryHref, needsTooltip, parentKeys, type MenuEntry } from './menu-model.ts';
import { MenuIcon } from './MenuIcon.tsx';

function openEntry(e: MenuEntry, navigate: (to: string) => void) {
  if (e.external) window.open(e.key, '_blank', 'noopener');
  else navigate(entryHref(e));
}

/** The side menu (SPEC §2 sidebar): built from permitted, non-hidden routes. */
export function Sidebar({ entries, activeKey }: { entries: MenuEntry[]; activeKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { sidebar, device } = useSnapshot(appStore);
  const { sideTheme, sidebarLogo } = useSnapshot(settingsStore);
  const collapsed = !sidebar.opened && device !== 'mobile';
  const byKey = useMemo(() => {
    const m = new Map<string, MenuEntry>();
    const walk = (l: MenuEntry[]) => l.forEach((e) => (m.set(e.key, e), e.children && walk(e.children)));
    walk(entries);
    return m;
  }, [entries]);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  useEffect(() => {
    const parents = parentKeys(entries, activeKey) ?? [];
    setOpenKeys((prev) => Array.from(new Set([...prev, ...parents])));
  }, [entries, activeKey]);

  const label = (e: MenuEntry): ReactNode => {
    const text = <span className="zx-menu-title">{e.title}</span>;
    return !collapsed && needsTooltip(e.title) ? (
      <Tooltip content={e.title} position="right" mini>
        {text}
      </Tooltip>
    ) : (
      text
    );
  };
  const render = (list: MenuEntry[]): ReactNode[] =>
    list.map((e) =>
      e.children ? (
        <Menu.SubMenu
          key={e.key}
          title={
            <>
              <MenuIcon name={e.icon} />
              {label(e)}
            </>
          }
        >
          {render(e.children)}
        </Menu.SubMenu>
      ) : (
        <Menu.Item key={e.key}>
          <MenuIcon name={e.icon} />
          {label(e)}
        </Menu.Item>
      ),
    );

  const dark = sideTheme === 'theme-dark';
  return (
    <aside className={`zx-sidebar ${dark ? 'zx-sidebar-dark' : 'zx-sidebar-light'}`}>
      {sidebarLogo && (
        <div className="zx-logo" onClick={() => navigate('/index')} role="link">
          <span className="zx-logo-mark">{t('common:app.logoMark')}</span>
          {!collapsed && <span className="zx-logo-text">{t('common:app.title')}</span>}
        </div>
      )}
      <div className="zx-sidebar-menu">
        <Menu
          theme={dark ? 'dark' : 'light'}
          collapse={collapsed}
          selectedKeys={[activeKey]}
          openKeys={openKeys}
          onClickSubMenu={(_key, keys) => setOpenKeys(keys)}
          onClickMenuItem={(key) => {
            const e = byKey.get(key);
            if (e) openEntry(e, navigate);
          }}
          levelIndent={20}
        >
          {render(entries)}
        </Menu>
      </div>
    </aside>
  );
}
