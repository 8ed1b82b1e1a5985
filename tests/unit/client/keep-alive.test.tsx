// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { RouterNode } from '../../../kernel/shared/router-contract.ts';
import { keepPages, pageSlots, type KeptPage } from '../../../kernel/client/shell/keep-alive.ts';
import { refreshView, type TabView } from '../../../kernel/client/shell/tabs-logic.ts';
import { KeepAlive } from '../../../kernel/client/shell/KeepAlive.tsx';
import { CurrentRouteContext } from '../../../kernel/client/shell/route-context.ts';
import { addVisited, closeTabs, refreshTabs, resetTags } from '../../../kernel/client/stores/tags-store.ts';
import { renderWithKernel } from '../../support/render-with-kernel.tsx';

const tab = (path: string, epoch?: number): TabView => ({ path, fullPath: path, title: path, epoch });
const keys = <T,>(l: KeptPage<T>[]) => l.map((k) => `${k.path}#${k.epoch}=${String(k.value)}`);

describe('keep-alive: which pages stay mounted', () => {
  it('keeps a cacheable shown page, even before its tab is added, and updates its value while shown', () => {
    let kept = keepPages<string>([], { path: '/a', cache: true, value: 'a1' }, []);
    expect(keys(kept)).toEqual(['/a#0=a1']);
    kept = keepPages(kept, { path: '/a', cache: true, value: 'a2' }, [tab('/a')]);
    expect(keys(kept)).toEqual(['/a#0=a2']);
  });
  it('keeps hidden pages of open tabs with their last value, in a stable order', () => {
    let kept = keepPages<string>([], { path: '/a', cache: true, value: 'a' }, [tab('/a')]);
    kept = keepPages(kept, { path: '/b', cache: true, value: 'b' }, [tab('/a'), tab('/b')]);
    kept = keepPages(kept, { path: '/a', cache: true, value: 'a2' }, [tab('/a'), tab('/b')]);
    expect(keys(kept)).toEqual(['/a#0=a2', '/b#0=b']);
    const slots = pageSlots(kept, { path: '/a', cache: true, value: 'a2' }, [tab('/a'), tab('/b')]);
    expect(slots.map((s) => [s.key, s.active, s.kept])).toEqual([
      ['/a#0', true, true],
      ['/b#0', false, true],
    ]);
  });
  it('drops the page of a closed tab', () => {
    const kept = keepPages<string>([{ path: '/a', epoch: 0, value: 'a' }], { path: '/b', cache: true, value: 'b' }, [tab('/b')]);
    expect(keys(kept)).toEqual(['/b#0=b']);
  });
  it('drops a page whose tab was refreshed; shown again it gets a new key, so it mounts afresh', () => {
    const tabs = refreshView([tab('/a'), tab('/b')], '/a');
    expect(tabs.map((v) => v.epoch)).toEqual([1, undefined]);
    expect(refreshView(tabs).map((v) => v.epoch)).toEqual([2, 1]);
    const before: KeptPage<string>[] = [
      { path: '/a', epoch: 0, value: 'a' },
      { path: '/b', epoch: 0, value: 'b' },
    ];
    // while /redirect/a is shown (not cacheable), the old /a is gone
    const during = keepPages(before, { path: '/redirect/a', cache: false, value: 'r' }, tabs);
    expect(keys(during)).toEqual(['/b#0=b']);
    const after = keepPages(during, { path: '/a', cache: true, value: 'a-new' }, tabs);
    expect(pageSlots(after, { path: '/a', cache: true, value: 'a-new' }, tabs).map((s) => s.key)).toEqual(['/b#0', '/a#1']);
    // refreshed while shown: replaced at once under the new epoch
    expect(keys(keepPages(before, { path: '/a', cache: true, value: 'x' }, tabs))).toEqual(['/a#1=x', '/b#0=b']);
  });
  it('never keeps a noCache page: it is rendered as the one extra, active slot', () => {
    const kept = keepPages<string>([{ path: '/a', epoch: 0, value: 'a' }], { path: '/n', cache: false, value: 'n' }, [
      tab('/a'),
      tab('/n'),
    ]);
    expect(keys(kept)).toEqual(['/a#0=a']);
    const slots = pageSlots(kept, { path: '/n', cache: false, value: 'n' }, [tab('/a'), tab('/n')]);
    expect(slots.map((s) => [s.key, s.active, s.kept])).toEqual([
      ['/a#0', false, true],
      ['/n#0', true, false],
    ]);
    // a page that was kept and is now shown uncached (e.g. tabs switched off) is dropped
    expect(keys(keepPages(kept, { path: '/a', cache: false, value: 'a' }, []))).toEqual([]);
  });
});

/** Every location each page rendered with. */
const seen: Record<string, string[]> = {};
/** A page with local state that also shows what react-router tells it. */
function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  const loc = useLocation();
  (seen[name] ??= []).push(loc.pathname);
  return (
    <button type="button" data-page={name} onClick={() => setN(n + 1)}>
      {`${name}:${n}:${loc.pathname}${loc.search}`}
    </button>
  );
}

const nodes: Record<string, RouterNode> = {
  '/a': { path: 'a', name: 'A', meta: { title: 'A' } },
  '/b': { path: 'b', name: 'B', meta: { title: 'B' } },
  '/n': { path: 'n', name: 'N', meta: { title: 'N', noCache: true } },
};

let go: NavigateFunction = () => undefined;
/** Stands in for the shell: provides the current route and records the tab, as Shell does. */
function Layout() {
  const loc = useLocation();
  go = useNavigate();
  const node = nodes[loc.pathname] ?? null;
  if (node)
    addVisited({ path: loc.pathname, fullPath: loc.pathname + loc.search, title: node.meta?.title ?? '', noCache: node.meta?.noCache });
  return (
    <CurrentRouteContext.Provider value={{ node, routePath: loc.pathname, chain: [] }}>
      <KeepAlive />
    </CurrentRouteContext.Provider>
  );
}

const app = (
  <Routes>
    <Route element={<Layout />}>
      <Route path="a" element={<Counter name="a" />} />
      <Route path="b" element={<Counter name="b" />} />
      <Route path="n" element={<Counter name="n" />} />
      <Route path="redirect/*" element={null} />
    </Route>
  </Routes>
);

describe('KeepAlive in the shell', () => {
  afterEach(() => resetTags());

  it('keeps a cached page mounted and frozen on its own location; refresh and close remount it; noCache remounts', async () => {
    const { container, unmount } = await renderWithKernel(app, { path: '/a?q=1' });
    // a hidden page is out of the document: only the shown one is in the container
    const page = (name: string) => container.querySelector<HTMLButtonElement>(`[data-page="${name}"]`);
    const nav = (to: string) => act(() => void go(to));

    act(() => page('a')?.click());
    act(() => page('a')?.click());
    expect(page('a')?.textContent).toBe('a:2:/a?q=1');
    nav('/b');
    expect(page('a')).toBeNull();
    expect(page('b')?.textContent).toBe('b:0:/b');
    nav('/b?x=2');
    // back on /a: the same mount (its count kept), and it never rendered with the other tab's URL
    nav('/a?q=1');
    expect(page('a')?.textContent).toBe('a:2:/a?q=1');
    expect(page('b')).toBeNull();
    expect(seen.a.every((p) => p === '/a')).toBe(true);

    // refresh: the tab's epoch moves on, the page mounts again
    await act(async () => refreshTabs('/a'));
    nav('/redirect/a');
    nav('/a');
    expect(page('a')?.textContent).toBe('a:0:/a');

    // close: the page goes away with its tab
    act(() => page('a')?.click());
    nav('/b');
    // the tags store notifies asynchronously (valtio)
    await act(async () => void closeTabs('current', '/a', '/b'));
    expect(page('a')).toBeNull();
    nav('/a');
    expect(page('a')?.textContent).toBe('a:0:/a');

    // noCache: a new mount on every visit, nothing left behind
    nav('/n');
    act(() => page('n')?.click());
    expect(page('n')?.textContent).toBe('n:1:/n');
    nav('/a');
    nav('/n');
    expect(page('n')?.textContent).toBe('n:0:/n');
    unmount();
  });
});
