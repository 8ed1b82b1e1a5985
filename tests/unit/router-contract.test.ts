import { describe, expect, it } from 'vitest';
import { buildRouters, innerLinkPath, routeName, type MenuRow } from '../../kernel/shared/router-contract.ts';

let id = 0;
const row = (p: Partial<MenuRow>): MenuRow => ({
  menuId: ++id,
  parentId: 0,
  menuName: 'x',
  orderNum: 0,
  path: 'x',
  component: null,
  query: null,
  isFrame: 'N',
  isCache: 'Y',
  menuType: 'C',
  visible: 'Y',
  status: '0',
  perms: null,
  icon: null,
  ...p,
});

describe('menu rows → getRouters tree (chestnut-api §3.5)', () => {
  it('names routes from components', () => {
    expect(routeName('cms/contentcore/site')).toBe('CmsContentcoreSite');
    expect(innerLinkPath('https://www.example.com/doc')).toBe('example/com/doc');
  });

  it('wraps directories in Layout/ParentView, sorts by order, folds buttons, marks hidden and noCache', () => {
    const dir = row({ menuType: 'M', path: 'system', menuName: 'System', orderNum: 2 });
    const sub = row({ menuType: 'M', parentId: dir.menuId, path: 'logs', orderNum: 9 });
    const users = row({ parentId: dir.menuId, path: 'user', component: 'system/user/index', orderNum: 2, isCache: 'N' });
    const roles = row({ parentId: dir.menuId, path: 'role', component: 'system/role/index', orderNum: 1, visible: 'N' });
    const btn = row({ menuType: 'F', parentId: users.menuId, perms: 'system:user:add' });
    const op = row({ parentId: sub.menuId, path: 'op', component: 'system/op/index' });
    const stat = row({ path: 'statistics', component: 'stat/index', orderNum: 1 });
    const tree = buildRouters([dir, sub, users, roles, btn, op, stat], (r) => r.menuName.toUpperCase());
    expect(tree.map((n) => n.path)).toEqual(['/', '/system']);
    expect(tree[0]).toMatchObject({ component: 'Layout', children: [{ path: 'statistics', component: 'stat/index', name: 'StatIndex' }] });
    const sys = tree[1];
    expect(sys).toMatchObject({ component: 'Layout', alwaysShow: true, redirect: 'noRedirect', meta: { title: 'SYSTEM' } });
    expect(sys.children!.map((c) => c.path)).toEqual(['role', 'user', 'logs']);
    expect(sys.children![0].hidden).toBe(true);
    expect(sys.children![1].meta!.noCache).toBe(true);
    expect(sys.children![1].children).toBeUndefined();
    expect(sys.children![2]).toMatchObject({ component: 'ParentView', children: [{ component: 'system/op/index' }] });
  });

  it('turns http paths into inner links or external links', () => {
    const dir = row({ menuType: 'M', path: 'links' });
    const inner = row({ parentId: dir.menuId, path: 'https://docs.example.com/a', isFrame: 'N' });
    const outer = row({ parentId: dir.menuId, path: 'https://example.org', isFrame: 'Y' });
    const tree = buildRouters([dir, inner, outer], () => 't');
    expect(tree[0].children![0]).toMatchObject({
      component: 'InnerLink',
      path: 'docs/example/com/a',
      meta: { link: 'https://docs.example.com/a' },
    });
    expect(tree[0].children![1]).toMatchObject({ path: 'https://example.org', meta: { link: 'https://example.org' } });
  });
});
