import { describe, expect, it } from 'vitest';
import { crudUrls } from '../../../kernel/client/crud/crud-api.ts';

describe('crudUrls', () => {
  it('names the list, one row and the base of an object the way the server kit registers them', () => {
    const urls = crudUrls('/system/post');
    expect(urls.list).toBe('/system/post/list');
    expect(urls.one(7)).toBe('/system/post/7');
    expect(urls.base).toBe('/system/post');
  });
});
