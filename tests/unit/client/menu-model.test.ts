import { describe, expect, it } from 'vitest';
import type { RouterNode } from '../../../kernel/shared/router-contract.ts';
import { buildMenu, entryHref, needsTooltip, parentKeys } from '../../../kernel/client/shell/menu-model.ts';
import { filterStaticRoutes, flattenRoutes } from '../../../kernel/client/router/route-tree.ts';
import { createSearch, searchItems } from '../../../kernel/client/shell/header-search.ts';

const routes: RouterNode[] = [
  {
    path: '',
    component: 'Layout',
    children: [{ path: 'index', component: 'kernel/home', meta: { title: 'Home', icon: 'dashboard', affix: true } }],
  },
  {
    path: '/system',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: 'System', icon: 'system' },
    children: [
      { path: 'user', component: 'system/user/index', meta: { title: 'User management' } },
      { path: 'secret', component: 'system/secret/index', hidden: true, meta: { title: 'Secret' } },
      { path: 'https://example.com/help', meta: { title: 'Help' } },
      { path: 'dict', component: 'system/dict/index', query: '{"type":"sys"}', meta: { title: 'Dict' } },
    ],
  },
  {
    path: '/user',
    component: 'Layout',
    hidden: true,
    children: [{ path: 'profile', component: 'kernel/profile', meta: { title: 'Profile' } }],
  },
];

describe('sidebar menu model', () => {
  const menu = buildMenu(routes);
  it('collapses a single-child wrapper, hides hidden routes, keeps directories', () => {
    expect(menu.map((e) => e.key)).toEqual(['/index', '/system']);
    expect(menu[1].children!.map((e) => e.key)).toEqual(['/system/user', 'https://example.com/help', '/system/dict']);
  });
  it('marks external links and carries menu queries', () => {
    expect(menu[1].children![1].external).toBe(true);
    expect(entryHref(menu[1].children![2])).toBe('/system/dict?type=sys');
  });
  it('finds the directories to open for the active page', () => {
    expect(parentKeys(menu, '/system/user')).toEqual(['/system']);
    expect(parentKeys(menu, '/index')).toEqual([]);
    expect(parentKeys(menu, '/nope')).toBeNull();
  });
  it('asks for a tooltip on titles over five characters', () => {
    expect(needsTooltip('用户管理')).toBe(false);
    expect(needsTooltip('操作日志管理')).toBe(true);
    expect(needsTooltip('Users')).toBe(false);
    expect(needsTooltip('User management')).toBe(true);
  });
});

describe('static route filtering (SPEC §2: permissions any-of or roles any-of)', () => {
  const nodes: RouterNode[] = [
    { path: '/a', permissions: ['system:role:edit'] },
    { path: '/b', roles: ['editor'] },
    { path: '/c' },
    { path: '/d', permissions: ['x:y:z', 'system:dict:view'] },
  ];
  it('keeps what the user may see', () => {
    expect(filterStaticRoutes(nodes, ['system:dict:view'], ['common']).map((n) => n.path)).toEqual(['/c', '/d']);
    expect(filterStaticRoutes(nodes, ['*:*:*'], ['common']).map((n) => n.path)).toEqual(['/a', '/c', '/d']);
    expect(filterStaticRoutes(nodes, [], ['admin']).map((n) => n.path)).toEqual(['/b', '/c']);
  });
});

describe('header search', () => {
  it('finds pages by fuzzy title and path', () => {
    const fuse = createSearch(searchItems(flattenRoutes(routes)));
    expect(fuse.search('User man')[0].item.path).toBe('/system/user');
    expect(fuse.search('dict')[0].item.href).toBe('/system/dict?type=sys');
    expect(fuse.search('Secret')).toHaveLength(0);
  });
});
