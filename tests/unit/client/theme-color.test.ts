import { describe, expect, it } from 'vitest';
import { lightShades } from '../../../kernel/client/boot/theme-color.ts';

describe('theme colour light shades', () => {
  it('mixes the primary colour with white, in Arco’s r,g,b form', () => {
    expect(lightShades('#409EFF')?.[1]).toBe('236,245,255');
    expect(lightShades('nope')).toBeNull();
  });
});
