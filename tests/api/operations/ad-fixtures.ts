import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../../../kernel/server/testkit.ts';
import { adEventsOf } from '../../../plugins/operations/server/services/ad-event-batch.ts';

/** The ads' API tests' kit: a space, ads, the published file, the public endpoints and the event writer's flush. */

/** `yyyy-MM-dd HH:mm:ss` of now plus `days`, in the app's time zone */
export const at = (t: TestApp, days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleString('sv-SE', { timeZone: t.kernel.config.timeZone }).slice(0, 19);

export const spaceBody = { name: '首页横幅', code: 'home_banner', publishPipeCode: 'pc', path: 'ads' };

export const adBody = (t: TestApp, adSpaceId: number, o: Record<string, unknown> = {}) => ({
  adSpaceId,
  type: 'image',
  name: '赞助商甲',
  weight: 3,
  onlineDate: at(t, -1),
  offlineDate: at(t, 10),
  redirectUrl: 'https://sponsor-a.example.org/landing',
  resourcePath: 'https://sponsor-a.example.org/banner.png',
  sponsor: 'ACME',
  ...o,
});

/** the space's published file (the demo site's pc pipe writes .html) */
export const spaceFile = (t: TestApp) =>
  path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc', 'include', spaceBody.path, `${spaceBody.code}.html`);
export const readSpace = (t: TestApp) => fs.readFileSync(spaceFile(t), 'utf8');

/** the signed links the published file holds, by ad id */
export function linksIn(html: string): Map<number, { click?: string; view: string }> {
  const out = new Map<number, { click?: string; view: string }>();
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');
  for (const [tag] of html.matchAll(/<(?:a|span) class="zx-ad"[^>]*>/g))
    out.set(Number(attr(tag, 'data-ad-id')), { view: attr(tag, 'data-ad-view') ?? '', click: attr(tag, 'href') });
  return out;
}

/** a public call (no token) of a URL as the page has it (`{API_BASE}/api/adv/…`) */
export const hit = (t: TestApp, method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36', ...headers } });

/** writes the buffered ad events now */
export const flushEvents = (t: TestApp) => adEventsOf(t.kernel).flush();
