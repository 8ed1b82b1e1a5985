import { expect } from 'vitest';
import type { TestApp } from '../../../kernel/server/testkit.ts';

/** The vote API tests' kit: a vote with subjects and items made through the console routes, public calls from an address. */
/** a time `hours` from now, in the server's time zone (the tests run in the zone the app is configured for) */
export const hoursFromNow = (t: TestApp, hours: number) => {
  const ms = Date.now() + hours * 3_600_000;
  const s = new Date(ms).toLocaleString('sv-SE', { timeZone: t.kernel.config.timeZone });
  return s.slice(0, 19);
};

export const voteBody = (t: TestApp, over: Record<string, unknown> = {}) => ({
  code: `v_${Math.random().toString(36).slice(2, 8)}`,
  title: '年度优秀工程评选',
  startTime: hoursFromNow(t, -1),
  endTime: hoursFromNow(t, 24),
  userType: 'ip',
  dayLimit: 1,
  totalLimit: 1,
  viewType: 2,
  ...over,
});

export type Api = (method: string, url: string, body?: unknown, site?: number) => Promise<{ code: number; msg: string; data?: any }>;

/**
 * A vote with subjects: `spec` per subject its type, title and item texts; returns the ids
 * (`subjects[i]`, `items[i][j]`).
 */
export async function makeVote(
  t: TestApp,
  api: Api,
  spec: { type: 'radio' | 'checkbox' | 'input'; title: string; items?: string[] }[],
  over: Record<string, unknown> = {},
) {
  const v = await api('POST', '/vote', voteBody(t, over));
  expect(v.code, v.msg).toBe(200);
  const voteId = v.data.voteId as number;
  const subjects: number[] = [];
  const items: number[][] = [];
  for (const [i, s] of spec.entries()) {
    const r = await api('POST', '/vote/subject', { voteId, type: s.type, title: s.title, sortFlag: i });
    expect(r.code, r.msg).toBe(200);
    subjects.push(r.data.subjectId);
    if (s.items?.length) {
      const saved = await api('POST', '/vote/subject/items', {
        subjectId: r.data.subjectId,
        itemList: s.items.map((content) => ({ content })),
      });
      expect(saved.code, saved.msg).toBe(200);
    }
    const list = await api('GET', `/vote/subject/items/${r.data.subjectId}`);
    items.push(list.data.rows.map((x: any) => x.itemId));
  }
  return { voteId, code: v.data.code as string, subjects, items };
}

/** a public call from an address (JSON, or a browser's encoded form) */
export async function pubVote(
  t: TestApp,
  method: string,
  url: string,
  o: { body?: unknown; form?: Record<string, string>; ip?: string; cookie?: string; referer?: string } = {},
) {
  const payload = o.form ? new URLSearchParams(o.form).toString() : o.body !== undefined ? JSON.stringify(o.body) : undefined;
  const res = await t.app.inject({
    method: method as 'GET',
    url: t.kernel.config.apiBase + url,
    remoteAddress: o.ip ?? '203.0.113.7',
    headers: {
      'accept-language': 'en',
      ...(o.cookie ? { cookie: o.cookie } : {}),
      ...(o.referer ? { referer: o.referer } : {}),
      ...(payload !== undefined ? { 'content-type': o.form ? 'application/x-www-form-urlencoded' : 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
  const body = res.body && res.headers['content-type']?.toString().includes('json') ? JSON.parse(res.body) : {};
  return { status: res.statusCode, headers: res.headers, text: res.body, ...(body as { code: number; msg: string; data?: any }) };
}
