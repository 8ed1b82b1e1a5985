import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { permissionStore } from '../stores/permission-store.ts';
import { appStore, closeSidebar, setSidebarHide } from '../stores/app-store.ts';
import { settingsStore } from '../stores/settings-store.ts';
import { addVisited } from '../stores/tags-store.ts';
import { pageTitle } from '../router/guard.ts';
import { flattenRoutes } from '../router/route-tree.ts';
import { buildMenu, type MenuEntry } from './menu-model.ts';
import { Navbar } from './Navbar.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TagsView } from './TagsView.tsx';
import { KeepAlive } from './KeepAlive.tsx';
import { SettingsDrawer } from './SettingsDrawer.tsx';
import { useCurrentRoute } from './route-context.ts';
import { useDevice } from './use-device.ts';
import { useTabEvents } from './use-tab-actions.ts';

const within = (key: string, path: string) => path === key || path.startsWith(key.endsWith('/') ? key : `${key}/`);

/** The signed-in layout: sidebar, navbar, tabs, content and the settings drawer (SPEC §2 Shell). */
export function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  const { shell } = useSnapshot(permissionStore);
  const app = useSnapshot(appStore);
  const settings = useSnapshot(settingsStore);
  const current = useCurrentRoute();
  useDevice();
  useTabEvents();

  const menu = useMemo(() => buildMenu(shell), [shell]);
  const activeKey = current.node?.meta?.activeMenu || current.routePath || location.pathname;

  // top navigation: the chosen top entry decides what the sidebar shows
  const [chosenTop, setChosenTop] = useState<MenuEntry | null>(null);
  const routeTop = useMemo(() => menu.find((e) => within(e.key, activeKey)) ?? null, [menu, activeKey]);
  useEffect(() => setChosenTop(routeTop), [routeTop]);
  const top = settings.topNav ? chosenTop : null;
  const sidebarEntries = settings.topNav ? (top?.children ?? []) : menu;
  useEffect(() => {
    setSidebarHide(settings.topNav && !(top?.children && top.children.length > 0));
  }, [settings.topNav, top]);

  // affixed tabs first, then every titled page visited
  useEffect(() => {
    for (const r of flattenRoutes(shell)) {
      if (r.node.meta?.affix) addVisited({ path: r.path, fullPath: r.path, name: r.node.name, title: r.node.meta.title, affix: true });
    }
  }, [shell]);
  useEffect(() => {
    const node = current.node;
    // a directory is only passed through on the way to its index's target: never a tab of its own
    if (!node?.meta?.title || node.children?.length || location.pathname.startsWith('/redirect/')) return;
    addVisited({
      path: location.pathname,
      fullPath: location.pathname + location.search,
      name: node.name,
      title: node.meta.title,
      query: Object.fromEntries(new URLSearchParams(location.search)),
      affix: node.meta.affix,
      noCache: node.meta.noCache,
    });
  }, [current.node, location.pathname, location.search]);

  useEffect(() => {
    document.title = pageTitle(current.node?.meta?.title, t('common:app.title'), settings.dynamicTitle);
  }, [current.node, settings.dynamicTitle, t]);

  // a route change on mobile closes an open sidebar (SPEC §4)
  useEffect(() => {
    if (appStore.device === 'mobile' && appStore.sidebar.opened) closeSidebar(false);
  }, [location.pathname]);

  const mobile = app.device === 'mobile';
  const cls = [
    'zx-app',
    app.sidebar.opened ? 'sidebar-open' : 'sidebar-collapsed',
    mobile ? 'mobile' : 'desktop',
    app.sidebar.hide ? 'sidebar-hidden' : '',
    app.sidebar.withoutAnimation ? 'without-animation' : '',
    settings.fixedHeader ? 'fixed-header' : '',
  ].join(' ');

  return (
    <div className={cls}>
      {mobile && app.sidebar.opened && !app.sidebar.hide && <div className="zx-drawer-bg" onClick={() => closeSidebar(false)} />}
      {!app.sidebar.hide && <Sidebar entries={sidebarEntries} activeKey={activeKey} />}
      <div className="zx-main">
        <header className="zx-header">
          <Navbar topEntries={menu} activeTop={top?.key ?? ''} onChooseTop={setChosenTop} />
          {settings.tagsView && <TagsView />}
        </header>
        <main className="zx-content">
          <KeepAlive />
        </main>
      </div>
      <SettingsDrawer />
    </div>
  );
}
