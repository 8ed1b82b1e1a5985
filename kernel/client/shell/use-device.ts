import { useEffect } from 'react';
import { LAYOUT } from '../../shared/constants.ts';
import { appStore, closeSidebar, setDevice } from '../stores/app-store.ts';

const isMobile = () => document.body.getBoundingClientRect().width - 1 < LAYOUT.mobileBreakpoint;

/** Tracks mobile/desktop (body width < 992); going mobile closes the sidebar without animation (SPEC §4). */
export function useDevice(): void {
  useEffect(() => {
    const apply = () => {
      if (document.hidden) return;
      const mobile = isMobile();
      setDevice(mobile ? 'mobile' : 'desktop');
      if (mobile && appStore.sidebar.opened) closeSidebar(true);
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
}
