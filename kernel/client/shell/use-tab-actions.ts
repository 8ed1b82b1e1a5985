import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus } from '../bus.ts';
import { closeTabs, refreshTabs } from '../stores/tags-store.ts';

export type CloseOp = 'current' | 'others' | 'left' | 'right' | 'all';

/** Refresh (drops the kept page, then goes through /redirect) and close operations on tabs. */
export function useTabActions() {
  const location = useLocation();
  const navigate = useNavigate();
  const refresh = useCallback(
    (fullPath: string, all = false) => {
      refreshTabs(all ? undefined : fullPath.replace(/[?#].*$/, ''));
      navigate(`/redirect${fullPath}`, { replace: true });
    },
    [navigate],
  );
  const close = useCallback(
    (op: CloseOp, path: string) => {
      const to = closeTabs(op, path, location.pathname);
      if (to) navigate(to);
    },
    [location.pathname, navigate],
  );
  return { refresh, close };
}

/**
 * Bus events that act on the current view; mounted by the shell so they work with the tab strip hidden.
 * A site change reloads the current view and drops every kept page (SPEC §4 current site).
 */
export function useTabEvents(): void {
  const location = useLocation();
  const { refresh, close } = useTabActions();
  useEffect(() => {
    const current = location.pathname + location.search;
    const onRefresh = (e?: { fullPath?: string }) => refresh(e?.fullPath ?? current);
    const onClose = (e?: { path?: string }) => close('current', e?.path ?? location.pathname);
    const onReload = () => refresh(current, true);
    bus.on('tabs.refresh', onRefresh);
    bus.on('tabs.close', onClose);
    bus.on('views.reload', onReload);
    return () => {
      bus.off('tabs.refresh', onRefresh);
      bus.off('tabs.close', onClose);
      bus.off('views.reload', onReload);
    };
  }, [refresh, close, location.pathname, location.search]);
}
