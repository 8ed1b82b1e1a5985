// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act, createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Routes, Route, type RouteObject } from 'react-router-dom';
import type { RouterNode } from '../../../kernel/shared/router-contract.ts';
import { buildRoutes, routerPath, type RouteHandle } from '../../../kernel/client/router/route-builder.tsx';
import { mergeStaticGroups } from '../../../kernel/client/router/route-tree.ts';
import { resolveComponent } from '../../../kernel/client/router/resolve-component.ts';
import { routeElement } from '../../../kernel/client/router/route-elements.tsx';
import UnknownComponentPage from '../../../kernel/client/pages/UnknownComponentPage.tsx';
import { PageHost } from '../../../kernel/client/router/PageHost.tsx';
import { IframePage } from '../../../kernel/client/widgets/IframePage.tsx';

/** A getRouters tree as the server sends it (RuoYi shape). */
const tree: RouterNode[] = [
  {
    path: '/system',
    component: 'Layout',
    alwaysShow: true,
    redirect: 'noRedirect',
    meta: { title: 'System' },
    children: [
      { name: 'User', path: 'user', component: 'system/user/index', meta: { title: 'Users' } },
      { name: 'Ghost', path: 'ghost', component: 'system/ghost/index', meta: { title: 'Ghost' } },
      {
        path: 'log',
        component: 'ParentView',
        redirect: 'noRedirect',
        meta: { title: 'Logs' },
        children: [{ path: 'operlog', component: 'system/log/operlog', meta: { title: 'Operation log' } }],
      },
      { path: 'docs/example/com', component: 'InnerLink', meta: { title: 'Docs', link: 'https://docs.example.com' } },
      { path: 'https://example.com', meta: { title: 'External' } },
    ],
  },
  { path: '/', component: 'Layout', children: [{ path: 'stat', component: 'stat/index', meta: { title: 'Stat' } }] },
];

const registered = new Set(['system/user/index', 'system/log/operlog']);
const isRegistered = (n: string) => registered.has(n);
const el = (r: RouteObject) => r.element as ReactElement<any>;

describe('menu → route building', () => {
  const routes = buildRoutes(tree, isRegistered, routeElement);

  it('resolves kernel component names and registered pages', () => {
    expect(resolveComponent({ path: 'x', component: 'Layout' }, isRegistered)).toEqual({ kind: 'outlet' });
    expect(resolveComponent({ path: 'x', component: 'ParentView' }, isRegistered)).toEqual({ kind: 'outlet' });
    expect(resolveComponent({ path: 'x', component: 'InnerLink', meta: { title: 't', link: 'https://a.b' } }, isRegistered)).toEqual({
      kind: 'inner',
      url: 'https://a.b',
    });
    expect(resolveComponent({ path: 'x', component: 'system/user/index' }, isRegistered)).toEqual({
      kind: 'page',
      name: 'system/user/index',
    });
    expect(resolveComponent({ path: 'x', component: 'cms/site/index' }, isRegistered)).toEqual({ kind: 'unknown', name: 'cms/site/index' });
  });

  it('nests directories with relative paths and an index redirect to the first visible child', () => {
    const system = routes[0];
    expect(system.path).toBe('system');
    expect((system.handle as RouteHandle).fullPath).toBe('/system');
    const index = system.children![0];
    expect(index.index).toBe(true);
    expect(el(index).props.to).toBe('/system/user');
    const user = system.children!.find((r) => r.path === 'user')!;
    expect(el(user).type).toBe(PageHost);
    expect(el(user).props.name).toBe('system/user/index');
    expect((user.handle as RouteHandle).fullPath).toBe('/system/user');
  });

  it('renders an unregistered component as the unknown page that names it', () => {
    const ghost = routes[0].children!.find((r) => r.path === 'ghost')!;
    expect(el(ghost).type).toBe(UnknownComponentPage);
    expect(el(ghost).props.name).toBe('system/ghost/index');
    const wrapper = routes[1].children![0];
    expect(el(wrapper).props.name).toBe('stat/index');
  });

  it('gives inner links the embedded frame and skips external links', () => {
    const docs = routes[0].children!.find((r) => r.path === 'docs/example/com')!;
    expect(el(docs).type).toBe(IframePage);
    expect(el(docs).props.src).toBe('https://docs.example.com');
    expect(routes[0].children!.some((r) => String(r.path).startsWith('http'))).toBe(false);
  });

  it('makes a Layout at "/" a pathless wrapper without an index of its own', () => {
    const wrapper = routes[1];
    expect(wrapper.path).toBeUndefined();
    expect(wrapper.children!.map((r) => r.path)).toEqual(['stat']);
    expect(wrapper.children!.some((r) => r.index)).toBe(false);
  });

  it('honours an explicit redirect', () => {
    const r = buildRoutes(
      [{ path: '/cms', component: 'Layout', redirect: '/cms/site', children: [{ path: 'site', component: 'x/y' }] }],
      () => true,
      routeElement,
    );
    expect(el(r[0].children![0]).props.to).toBe('/cms/site');
  });

  it("merges a hidden static group into the menu directory of its path: menus kept, the group's redirect taken", () => {
    const group: RouterNode = { path: '/awardapplication', component: 'Layout', hidden: true, redirect: '/index', children: [] };
    const dir: RouterNode = {
      path: '/awardapplication',
      component: 'Layout',
      redirect: 'noRedirect',
      alwaysShow: true,
      children: [{ path: 'structureawardlist', component: 'x/y', meta: { title: 'Structure' } }],
    };
    const merged = mergeStaticGroups([dir], [group]);
    expect(merged).toHaveLength(1);
    expect(merged[0].hidden).toBeUndefined();
    expect(merged[0].children!.map((c) => c.path)).toEqual(['structureawardlist']);
    const r = buildRoutes(merged, () => true, routeElement);
    expect(el(r[0].children![0]).props.to).toBe('/index');
    // without the menus (a user who holds none of them) an empty group adds no route
    expect(mergeStaticGroups([], [group])).toEqual([]);
    const withPages = { ...group, children: [{ path: 'x', component: 'x/y' }] };
    expect(mergeStaticGroups([], [withPages])).toEqual([withPages]);
  });

  it('converts RuoYi param patterns to react-router params', () => {
    expect(routerPath('user/:roleId(\\d+)')).toBe('user/:roleId');
    expect(routerPath('/redirect/:path(.*)')).toBe('/redirect/:path');
  });

  it('renders the unknown page with the component name, inside a working router', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await i18next.use(initReactI18next).init({ lng: 'en', resources: {} });
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => {
      root.render(
        createElement(
          MemoryRouter,
          { initialEntries: ['/system/ghost'] },
          createElement(Routes, null, ...routes.map((r, i) => toRoute(r, String(i)))),
        ),
      );
    });
    expect(host.textContent).toContain('system/ghost/index');
    expect(host.querySelector('[data-component="system/ghost/index"]')).not.toBeNull();
    act(() => root.unmount());
  });
});

function toRoute(r: RouteObject, key: string): ReactElement {
  const children = (r.children ?? []).map((c, i) => toRoute(c, `${key}-${i}`));
  return r.index
    ? createElement(Route, { key, index: true, element: r.element })
    : createElement(Route, { key, path: r.path, element: r.element }, ...children);
}
