import type { TestApp } from '../../../kernel/server/testkit.ts';
import { statWriter } from '../../../plugins/operations/server/services/stat-runtime.ts';

/** The statistics API tests' kit: sending page views as a published page does, and waiting for their flush. */

export const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
export const PAD_UA = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/604.1';
export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** `POST /api/stat/visit` as `navigator.sendBeacon` sends it (text/plain JSON), from `ip` with `ua`. */
export async function beacon(
  t: TestApp,
  body: unknown,
  o: { ip?: string; ua?: string; lang?: string; contentType?: string } = {},
): Promise<{ code: number; msg: string; status: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.kernel.config.apiBase}/api/stat/visit`,
    remoteAddress: o.ip ?? '198.51.100.7',
    headers: {
      'content-type': o.contentType ?? 'text/plain;charset=UTF-8',
      'user-agent': o.ua ?? DESKTOP_UA,
      'accept-language': o.lang ?? 'en',
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const env = res.body ? JSON.parse(res.body) : { code: res.statusCode, msg: '' };
  return { ...env, status: res.statusCode };
}

/** Writes what the beacon buffered (the writer would within a second). */
export const flushed = (t: TestApp) => statWriter(t.kernel).batch.flush();

/** Rows of a statistics table. */
export const rowsOf = async (t: TestApp, sql: string, values: unknown[] = []) => (await t.kernel.pool.query(sql, values)).rows;
