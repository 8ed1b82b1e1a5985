import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../kernel/server/testkit.ts';

/** System calls of a v1.4.3 console (chestnut-api.md §1.2) that this server answers in that form. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { enabled: false } });
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

type Node = { id: number; label: string; children?: Node[] };
const labels = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.label, ...labels(n.children ?? [])]);

describe('v1.4.3 system calls', () => {
  it('GET /system/menu/userTreeselect is the tree of the menus the caller holds (not caught by /system/menu/:id)', async () => {
    const all = await t.api('GET', '/system/menu/userTreeselect', { token: admin, lang: 'en' });
    expect(all.code, all.msg).toBe(200);
    expect(labels(all.data)).toEqual(expect.arrayContaining(['System', 'Posts']));

    const viewer = await t.asUser({ userName: 'postviewer', permissions: ['system:view', 'system:post:view'] });
    const mine = await viewer.api('GET', '/system/menu/userTreeselect', { lang: 'en' });
    expect(mine.code, mine.msg).toBe(200);
    expect(labels(mine.data)).toContain('Posts');
    expect(labels(mine.data)).not.toContain('Users');
  });
});
