import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { IconMenuFold, IconMenuUnfold } from '@arco-design/web-react/icon';
import { appStore, toggleSidebar } from '../stores/app-store.ts';
import { settingsStore } from '../stores/settings-store.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { LangSelect } from './LangSelect.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { FullscreenToggle, RepoLinks, SizeSelect } from './NavbarButtons.tsx';
import { PluginSlot } from './PluginSlot.tsx';
import { TopNav } from './TopNav.tsx';
import { UserDropdown } from './UserDropdown.tsx';
import type { MenuEntry } from './menu-model.ts';

interface Props {
  topEntries: MenuEntry[];
  activeTop: string;
  onChooseTop: (e: MenuEntry) => void;
}

/** The header bar (SPEC §2 navbar). */
export function Navbar({ topEntries, activeTop, onChooseTop }: Props) {
  const { t } = useTranslation();
  const { sidebar, device } = useSnapshot(appStore);
  const { topNav } = useSnapshot(settingsStore);
  return (
    <div className="zx-navbar">
      {!sidebar.hide && (
        <span className="zx-navbar-btn zx-hamburger" role="button" aria-label={t('common:navbar.toggleSidebar')} onClick={toggleSidebar}>
          {sidebar.opened ? <IconMenuFold /> : <IconMenuUnfold />}
        </span>
      )}
      {topNav ? <TopNav entries={topEntries} activeKey={activeTop} onChoose={onChooseTop} /> : <Breadcrumbs />}
      <PluginSlot name="kernel/navbar/left" />
      <div className="zx-navbar-right">
        {device !== 'mobile' && (
          <>
            <HeaderSearch />
            <RepoLinks />
            <FullscreenToggle />
            <SizeSelect />
          </>
        )}
        <LangSelect />
        <PluginSlot name="kernel/navbar/actions" />
        <NotificationBell />
        <UserDropdown />
      </div>
    </div>
  );
}
