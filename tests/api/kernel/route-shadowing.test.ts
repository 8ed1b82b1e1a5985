import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/**
 * The calls of the v1.4.3 console (chestnut-api.md, column "v1.4.3", as `METHOD /path/{param}`; the calls it marks "NO BACKEND" left out): a named path such as
 * `GET /cms/catalog/getCatalogTypes` must never be caught by a parameterised route (`/cms/catalog/:id`) of ours.
 */
const V143: string[] = JSON.parse(fs.readFileSync(new URL('./v143-routes.json', import.meta.url), 'utf8'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { enabled: false } });
});
afterAll(async () => {
  await t?.dispose();
});

/** A segment of one of our route patterns: literal text, or a parameter (with its regular expression, if any). */
type Segment = { literal: string } | { param: RegExp | null } | { wildcard: true };

function segmentsOf(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((s): Segment => {
      if (s === '*') return { wildcard: true };
      const m = /^:[A-Za-z0-9_]+(?:\((.*)\))?$/.exec(s);
      if (m) return { param: m[1] ? new RegExp(`^(?:${m[1]})$`) : null };
      return { literal: s };
    });
}

/** The segment index where `pattern` takes `path` through a parameter, -1 when it matches literally, null when not at all. */
function paramMatch(segments: Segment[], path: string[]): number | null {
  let firstParam = -1;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    if ('wildcard' in s) return firstParam === -1 ? i : firstParam;
    if (i >= path.length) return null;
    if ('literal' in s) {
      if (s.literal !== path[i]) return null;
    } else if (s.param && !s.param.test(path[i])) return null;
    else if (firstParam === -1 && !path[i].startsWith('{')) firstParam = i;
  }
  return segments.length === path.length ? firstParam : null;
}

describe('route table', () => {
  it('no parameterised route shadows a named route of the v1.4.3 console', () => {
    const base = t.kernel.config.apiBase;
    const ours = t.routes.map((r) => ({ method: r.method, url: r.url.slice(base.length), segments: segmentsOf(r.url.slice(base.length)) }));
    const shadowed: string[] = [];
    for (const call of V143) {
      const [method, path] = call.split(' ');
      const parts = path.split('/').filter(Boolean);
      const candidates = ours.filter((r) => r.method === method);
      // a route of ours for exactly this path, literal where the call is literal, serves it
      if (candidates.some((r) => paramMatch(r.segments, parts) === -1)) continue;
      const catching = candidates.find((r) => (paramMatch(r.segments, parts) ?? -1) >= 0);
      if (catching) shadowed.push(`${call} is caught by ${method} ${catching.url}`);
    }
    expect(shadowed).toEqual([]);
  });

  it('the matcher sees a shadow where there is one', () => {
    const seg = segmentsOf('/cms/catalog/:id');
    expect(paramMatch(seg, ['cms', 'catalog', 'getCatalogTypes'])).toBe(2);
    expect(paramMatch(seg, ['cms', 'catalog', '{catalogId}'])).toBe(-1);
    expect(paramMatch(segmentsOf('/cms/catalog/getCatalogTypes'), ['cms', 'catalog', 'getCatalogTypes'])).toBe(-1);
    expect(paramMatch(segmentsOf('/x/:id(\\d+)'), ['x', 'named'])).toBeNull();
  });
});
