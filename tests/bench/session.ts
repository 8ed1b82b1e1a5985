import type { Row } from './lib/result.ts';
import { KeepAliveClient } from './lib/http.ts';
import { ADMIN_PASSWORD } from './lib/server.ts';
import { percentile, round } from './lib/stats.ts';

const ITERATIONS = 100;

type Envelope = { code: number; msg: string; data?: unknown };

/**
 * What a user's browser does on sign-in: POST /login → GET /getInfo → GET /getRouters, one after the
 * other on one keep-alive connection, 100 times. Login dominates on purpose: it verifies an Argon2id
 * password hash, which is made slow to resist guessing; no budget applies to it.
 */
export async function measureSession(base: string): Promise<Row[]> {
  const client = new KeepAliveClient(`${base}/prod-api`);
  const t = { login: [] as number[], getInfo: [] as number[], getRouters: [] as number[], total: [] as number[] };
  const call = async (name: keyof typeof t, method: string, path: string, opts: { token?: string; body?: unknown }) => {
    const t0 = performance.now();
    const r = await client.request<Envelope>(method, path, opts);
    t[name].push(performance.now() - t0);
    if (r.body.code !== 200) throw new Error(`${method} ${path}: ${r.body.code} ${r.body.msg}`);
    return r.body;
  };
  try {
    for (let i = 0; i < ITERATIONS; i++) {
      const t0 = performance.now();
      const token = (await call('login', 'POST', '/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).data as string;
      await call('getInfo', 'GET', '/getInfo', { token });
      await call('getRouters', 'GET', '/getRouters', { token });
      t.total.push(performance.now() - t0);
      // sign out again so 100 sessions do not pile up in the session table between runs
      await client.request('POST', '/logout', { token });
    }
  } finally {
    client.close();
  }
  const row = (measure: string, xs: number[], note?: string): Row => {
    const p50 = round(percentile(xs, 50), 1);
    const p99 = round(percentile(xs, 99), 1);
    const r: Row = { measure, value: p50, unit: 'ms', display: `p50 ${p50} ms / p99 ${p99} ms`, budget: '', anchor: '', verdict: 'info' };
    r.detail = { p50, p99, n: xs.length };
    if (note) r.note = note;
    return r;
  };
  return [
    row(
      `session round trip login→getInfo→getRouters (${ITERATIONS}×)`,
      t.total,
      'sequential, one keep-alive connection; login is deliberately slow (Argon2id password hash), so it dominates',
    ),
    row('  POST /login', t.login),
    row('  GET /getInfo', t.getInfo),
    row('  GET /getRouters', t.getRouters),
  ];
}
