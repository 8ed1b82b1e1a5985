import { describe, expect, it } from 'vitest';
import { menuKeysToSave, menuTabState, shownChecked } from '../../../plugins/system/client/pages/permission/menu-perms.ts';
import type { MenuPerms } from '../../../plugins/system/client/api/permission-api.ts';

/** The permission editor's menu tab: keys ↔ tree ids, linkage, and a user's inherited menus (chestnut-api §4.11). */
const row = (menuId: number, parentId: number, perms: string | null, menuType = 'F') => ({
  menuId,
  parentId,
  menuName: `m${menuId}`,
  menuType,
  orderNum: menuId,
  perms,
});
// 1 CMS directory › 2 catalog page (3 add, 4 edit) and 5 site page (6 add)
const menus = [
  row(1, 0, null, 'M'),
  row(2, 1, 'cms:catalog:view', 'C'),
  row(3, 2, 'cms:catalog:add'),
  row(4, 2, 'cms:catalog:edit'),
  row(5, 1, 'cms:site:view', 'C'),
  row(6, 5, 'cms:site:add'),
];

describe('menu permission tab', () => {
  it('a role: the tree from flat rows, leaves handed over with linkage, keys saved with the pages above', () => {
    const data: MenuPerms = { menus, perms: ['cms:catalog:view', 'cms:catalog:add'], disabledPerms: [] };
    const s = menuTabState(data);
    expect(s.tree.map((n) => [n.id, n.children?.map((c) => c.id)])).toEqual([[1, [2, 5]]]);
    expect(s.linked).toBe(true);
    expect(s.checked).toEqual([3]);
    expect(menuKeysToSave(data, s.tree, [3, 6], true)).toEqual(['cms:catalog:add', 'cms:catalog:view', 'cms:site:add', 'cms:site:view']);
    expect(menuKeysToSave(data, s.tree, [6], false)).toEqual(['cms:site:add']);
  });

  it('a page granted without its buttons starts without linkage, shown as it is', () => {
    const s = menuTabState({ menus, perms: ['cms:site:view'], disabledPerms: [] });
    expect(s).toMatchObject({ linked: false, checked: [5] });
  });

  it("a user: the roles' menus locked and shown, never saved as theirs; own keys on them kept", () => {
    const data: MenuPerms = {
      menus,
      perms: ['cms:site:add', 'cms:catalog:add'],
      disabledPerms: ['cms:catalog:view', 'cms:catalog:add', 'cms:catalog:edit'],
    };
    const s = menuTabState(data);
    expect(s.locked.sort()).toEqual([2, 3, 4]);
    expect(s.linked).toBe(false);
    expect(shownChecked(s.tree, [6], s.locked, false).sort()).toEqual([2, 3, 4, 6]);
    // linked: a locked node is handed over only when nothing free below it is unchecked (no cascade)
    expect(shownChecked(s.tree, [], [1, 2, 3, 4], true).sort()).toEqual([2, 3, 4]);
    expect(shownChecked(s.tree, [5, 6], [1, 2, 3, 4], true).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(menuKeysToSave(data, s.tree, [6, 2], false)).toEqual(['cms:catalog:add', 'cms:site:add']);
  });
});
