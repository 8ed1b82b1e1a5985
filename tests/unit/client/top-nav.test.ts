import { describe, expect, it } from 'vitest';
import { splitTopNav, visibleTopNavCount } from '../../../kernel/client/shell/top-nav-rule.ts';

describe('top navigation width rule (SPEC §2)', () => {
  it('shows floor(width / 3 / 85) items', () => {
    expect(visibleTopNavCount(1920)).toBe(7);
    expect(visibleTopNavCount(1280)).toBe(5);
    expect(visibleTopNavCount(255)).toBe(1);
    expect(visibleTopNavCount(254)).toBe(0);
  });
  it('puts the rest under more', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(splitTopNav(items, 1280)).toEqual({ visible: ['a', 'b', 'c', 'd', 'e'], more: ['f', 'g'] });
    expect(splitTopNav(items, 3000)).toEqual({ visible: items, more: [] });
  });
});
