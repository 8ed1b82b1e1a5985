import {
  memo,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ContextType,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { UNSAFE_LocationContext as LocationContext, useOutlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ConfigContext } from '@arco-design/web-react/es/ConfigProvider';
import { settingsStore } from '../stores/settings-store.ts';
import { tagsStore } from '../stores/tags-store.ts';
import { keepPages, pageSlots, type KeptPage } from './keep-alive.ts';
import { useCurrentRoute } from './route-context.ts';

/** What a page container renders: the route's outlet and the location it saw when it was last shown. */
interface PageView {
  outlet: ReactNode;
  location: ContextType<typeof LocationContext>;
}

/**
 * The shell's content: the shown page plus, mounted but out of the document, the page of every open tab whose
 * route may be cached, so switching tabs keeps a page's state (filters, page number, scroll, open dialogs). A
 * hidden page keeps the location it last saw, so react-router hooks inside it do not follow the other tab's URL.
 * Closing a tab drops its page; refreshing it bumps the tab's epoch, which mounts the page again.
 */
export function KeepAlive() {
  const outlet = useOutlet();
  const location = useContext(LocationContext);
  const current = useCurrentRoute();
  const { visited } = useSnapshot(tagsStore);
  const { tagsView } = useSnapshot(settingsStore);
  const kept = useRef<KeptPage<PageView>[]>([]);

  const path = location.location.pathname;
  const meta = current.node?.meta;
  // pages are kept only while the tab strip is there to close them
  const shown = { path, cache: tagsView && !!meta?.title && !meta.noCache && !path.startsWith('/redirect/'), value: { outlet, location } };
  const tabs = tagsView ? visited : [];
  kept.current = keepPages(kept.current, shown, tabs);
  const slots = pageSlots(kept.current, shown, tabs);

  // the window scrolls: remember each kept page's offset and put it back when its tab is shown again. The browser's
  // own restoration on back/forward scrolls before the shell switches pages, so only offsets taken while the
  // window's URL is still the active page's count.
  const scrolls = useRef(new Map<string, number>());
  const activeKey = slots.find((s) => s.active)?.key ?? '';
  const active = useRef({ key: activeKey, url: '' });
  useEffect(() => {
    active.current.url = window.location.pathname;
    const save = () => {
      if (window.location.pathname === active.current.url) scrolls.current.set(active.current.key, window.scrollY);
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);
  const keptKeys = slots
    .filter((s) => s.kept)
    .map((s) => s.key)
    .join('\n');
  useLayoutEffect(() => {
    const keys = new Set(keptKeys.split('\n'));
    for (const k of scrolls.current.keys()) if (!keys.has(k)) scrolls.current.delete(k);
    if (active.current.key === activeKey) return;
    active.current = { key: activeKey, url: window.location.pathname };
    const y = scrolls.current.get(activeKey);
    if (y !== undefined) window.scrollTo(0, y);
  }, [activeKey, keptKeys]);

  return slots.map((s) => <Page key={s.key} active={s.active} view={s.value} />);
}

/**
 * One page. It renders (through a portal) into its own element, which is in the content area only while the page is
 * shown: a hidden page is out of the document, so nothing finds, focuses or tabs into it, and its dialogs (rendered
 * into it) go with it. The host div comes before the portal so the element is attached before the page's own
 * effects run on its first mount. An iframe in a hidden page reloads when shown again (the browser's rule).
 */
const Page = memo(function Page({ active, view }: { active: boolean; view: PageView }) {
  const [box] = useState(() => Object.assign(document.createElement('div'), { className: 'zx-page-slot' }));
  const place = useCallback(
    (host: HTMLDivElement | null) => {
      if (host && active) host.appendChild(box);
      else box.remove();
    },
    [active, box],
  );
  const layer = useRef<HTMLDivElement>(null);
  const arco = useContext(ConfigContext);
  const config = useMemo(
    () => ({
      ...arco,
      componentConfig: {
        ...arco.componentConfig,
        Modal: { ...arco.componentConfig?.Modal, getPopupContainer: () => layer.current ?? document.body },
      },
    }),
    [arco],
  );
  return (
    <>
      <div ref={place} />
      {createPortal(
        <ConfigContext.Provider value={config}>
          <LocationContext.Provider value={view.location}>{view.outlet}</LocationContext.Provider>
          <div className="zx-page-layer" ref={layer} />
        </ConfigContext.Provider>,
        box,
      )}
    </>
  );
});
