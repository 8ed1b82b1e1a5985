import { describe, expect, it } from 'vitest';
import {
  addView,
  afterClose,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeView,
  menuState,
  type TabView,
} from '../../../kernel/client/shell/tabs-logic.ts';

const tab = (path: string, affix = false): TabView => ({ path, fullPath: path, title: path, affix });
const home = tab('/index', true);
const list = [home, tab('/a'), tab('/b'), tab('/c'), tab('/d')];
const paths = (l: TabView[]) => l.map((v) => v.path);

describe('tab strip (SPEC §2, §4)', () => {
  it('adds once per path and refreshes the full path', () => {
    const l = addView(addView([home], tab('/a')), { ...tab('/a'), fullPath: '/a?x=1' });
    expect(paths(l)).toEqual(['/index', '/a']);
    expect(l[1].fullPath).toBe('/a?x=1');
  });
  it('never closes an affixed tab', () => {
    expect(paths(closeView(list, '/index'))).toEqual(paths(list));
    expect(paths(closeView(list, '/b'))).toEqual(['/index', '/a', '/c', '/d']);
  });
  it('closes others, left, right and all, keeping affixed tabs', () => {
    expect(paths(closeOthers(list, '/c'))).toEqual(['/index', '/c']);
    expect(paths(closeLeft(list, '/c'))).toEqual(['/index', '/c', '/d']);
    expect(paths(closeRight(list, '/b'))).toEqual(['/index', '/a', '/b']);
    expect(paths(closeAll(list))).toEqual(['/index']);
  });
  it('moves to the last remaining tab when the active one closes, else home', () => {
    expect(afterClose(closeView(list, '/b'), '/b')).toBe('/d');
    expect(afterClose(closeView(list, '/b'), '/a')).toBeNull();
    expect(afterClose(closeAll(list), '/c')).toBe('/index');
    expect(afterClose([], '/c')).toBe('/');
  });
  it('offers only the context-menu entries that do something', () => {
    expect(menuState(list, '/index')).toEqual({ closeCurrent: false, closeLeft: false, closeRight: true, closeOthers: true });
    expect(menuState(list, '/d')).toEqual({ closeCurrent: true, closeLeft: true, closeRight: false, closeOthers: true });
  });
});
