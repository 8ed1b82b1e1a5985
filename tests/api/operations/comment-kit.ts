import { expect } from 'vitest';
import { NOTICE_PUBLISHER } from '../../../kernel/shared/index.ts';
import type { TestApp } from '../../../kernel/server/testkit.ts';
import { commentCountsOf } from '../../../plugins/operations/server/services/comment-host.ts';

/** The comment API tests' kit: public calls with a member cookie, members, published contents, site extends. */
export const PW = 'Zx#Secure2026';

export async function pub(
  t: TestApp,
  method: string,
  url: string,
  o: { body?: unknown; cookie?: string; ip?: string; lang?: string; raw?: string } = {},
) {
  const payload = o.raw ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined);
  const res = await t.app.inject({
    method: method as 'GET',
    url: t.kernel.config.apiBase + url,
    remoteAddress: o.ip ?? '203.0.113.7',
    headers: {
      'accept-language': o.lang ?? 'en',
      'user-agent': 'Mozilla/5.0 test',
      ...(o.cookie ? { cookie: o.cookie } : {}),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
  return { status: res.statusCode, ...(JSON.parse(res.body) as { code: number; msg: string; data?: any }) };
}

/** signs a member up; its cookie and id */
export async function member(t: TestApp, userName: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.kernel.config.apiBase}/api/member/register`,
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    payload: JSON.stringify({ userName, password: PW }),
  });
  const body = JSON.parse(res.body);
  expect(body.code, body.msg).toBe(200);
  const cookie = /zx_member=[^;]*/.exec([res.headers['set-cookie'] ?? []].flat().join('\n'))?.[0] ?? '';
  return { cookie, memberId: Number(body.data.memberId) };
}

/** a published article of the default site */
export async function publishedContent(t: TestApp, title: string): Promise<number> {
  const n = await t.kernel.services.get(NOTICE_PUBLISHER)!.publish({ title, html: '<p>正文</p>', operator: 'admin' });
  return Number(n!.ref);
}

/** sets site extends straight in the row (the comment settings are read per request) */
export async function setExtends(t: TestApp, siteId: number, ext: Record<string, string>) {
  await t.kernel.pool.query(`update cms_site set config_props = config_props || $2::jsonb where site_id = $1`, [
    siteId,
    JSON.stringify(ext),
  ]);
}

/** the answer of a fresh captcha */
export async function captcha(t: TestApp) {
  // the visitor's captcha is asked whatever the console's captcha switch says (off in the tests)
  const r = await pub(t, 'GET', '/api/comment/captcha', { ip: '192.0.2.200' });
  if (!r.data) throw new Error(JSON.stringify(r));
  const c = r.data as { uuid: string; img: string };
  const row = await t.kernel.db.selectFrom('sysCaptcha').select('code').where('uuid', '=', c.uuid).executeTakeFirstOrThrow();
  return { uuid: c.uuid, code: row.code };
}

/** the content's stored comment counter, after the batched counter changes are written */
export async function commentCount(t: TestApp, contentId: number) {
  await commentCountsOf(t.kernel).flush();
  const r = await t.kernel.pool.query('select comment_count from cms_content where content_id = $1', [contentId]);
  return Number(r.rows[0].comment_count);
}
