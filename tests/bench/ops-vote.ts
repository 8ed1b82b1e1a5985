import pg from 'pg';
import { CONNECTIONS } from './bare-route.ts';
import { tempDir } from './lib/cleanup.ts';
import type { Row } from './lib/result.ts';
import { login, startServer, apiCall as call } from './lib/server.ts';
import { percentile, round } from './lib/stats.ts';
import { embeddedUrl } from './user-list-target.ts';

const VOTERS = 1000;
const REPEATS = 50;

/** the address of voter `n` (the server trusts X-Forwarded-For here): one per voter, spread over /24s */
const voterIp = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Submits `bodies` at `connections` at a time; each one's latency and whether the envelope said 200. */
async function submitAll(base: string, jobs: { ip: string; body: string }[], connections: number) {
  const latencies: number[] = [];
  let ok = 0;
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (;;) {
        const i = next++;
        if (i >= jobs.length) return;
        const s = performance.now();
        const res = await fetch(`${base}/prod-api/api/vote/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': jobs[i].ip },
          body: jobs[i].body,
        });
        const r = (await res.json()) as { code: number };
        latencies.push(performance.now() - s);
        if (r.code === 200) ok++;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return { ok, rps: jobs.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/**
 * `npm run bench -- vote` (issue 34): 1,000 votes from 1,000 voters (one address each) at 50 connections, every one
 * counted (log rows and the public result's totals), and 50 concurrent repeats of one voter with a day limit of one,
 * counted once — the unique numbering of the log decides. The kernel's rate limiter stays in the path.
 */
export async function measureVotes(distDir: string, log: (m: string) => void): Promise<Row[]> {
  const dataDir = tempDir('ops-vote-data');
  const before = { limit: process.env.VOTE_RATE_LIMIT, proxy: process.env.TRUST_PROXY };
  process.env.VOTE_RATE_LIMIT = '1000000000';
  process.env.TRUST_PROXY = 'true';
  const server = await startServer(distDir, dataDir).finally(() => {
    for (const [k, v] of [
      ['VOTE_RATE_LIMIT', before.limit],
      ['TRUST_PROXY', before.proxy],
    ] as const)
      if (v == null) delete process.env[k];
      else process.env[k] = v;
  });
  const c = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await c.connect();
  try {
    const token = await login(server.base);
    const now = Date.now();
    const at = (ms: number) =>
      new Date(ms)
        .toLocaleString('sv-SE', { timeZone: process.env.TZ_DISPLAY || process.env.APP_TIME_ZONE || 'Asia/Shanghai' })
        .slice(0, 19);
    const vote = await call(server.base, token, 'POST', '/vote', {
      code: 'bench_vote',
      title: 'bench',
      startTime: at(now - 3_600_000),
      endTime: at(now + 86_400_000),
      userType: 'ip',
      dayLimit: 1,
      totalLimit: 1,
      viewType: 2,
    });
    const subject = await call(server.base, token, 'POST', '/vote/subject', { voteId: vote.voteId, type: 'radio', title: 'Q' });
    await call(server.base, token, 'POST', '/vote/subject/items', {
      subjectId: subject.subjectId,
      itemList: [{ content: 'A' }, { content: 'B' }],
    });
    const items = (await call(server.base, token, 'GET', `/vote/subject/items/${subject.subjectId}`)).rows.map((i: any) => i.itemId);
    const body = (item: number) => JSON.stringify({ voteId: vote.voteId, answers: [{ subjectId: subject.subjectId, itemIds: [item] }] });
    const jobs = Array.from({ length: VOTERS }, (_, n) => ({ ip: voterIp(n + 1), body: body(items[n % 2]) }));
    const many = await submitAll(server.base, jobs, CONNECTIONS);
    const stored = Number((await c.query('select count(*) as n from cms_vote_log where vote_id = $1', [vote.voteId])).rows[0].n);
    const result = await (await fetch(`${server.base}/prod-api/api/vote/result?voteId=${vote.voteId}`)).json();
    const totals = (result.data.subjects[0].items as { total: number }[]).reduce((n, i) => n + i.total, 0);
    const repeats = await submitAll(
      server.base,
      Array.from({ length: REPEATS }, () => ({ ip: '172.16.0.1', body: body(items[0]) })),
      REPEATS,
    );
    const after = Number((await c.query('select count(*) as n from cms_vote_log where vote_id = $1', [vote.voteId])).rows[0].n);
    const shown = `${Math.round(many.rps)} votes/s, p50 ${round(many.p50, 2)} ms, p99 ${round(many.p99, 2)} ms`;
    log(
      `  votes: ${VOTERS} voters at ${CONNECTIONS} connections: ${shown}; ${many.ok} accepted, ${stored} stored, ${totals} in the result`,
    );
    log(`  one voter ${REPEATS}× at once: ${repeats.ok} accepted, ${after - stored} stored`);
    const allCounted = many.ok === VOTERS && stored === VOTERS && totals === VOTERS;
    return [
      {
        measure: `votes from ${VOTERS} voters at ${CONNECTIONS} connections, counted`,
        value: stored,
        unit: 'votes',
        display: `${stored} of ${VOTERS} stored, ${totals} in the result (${shown})`,
        detail: { rps: round(many.rps, 0), p50: round(many.p50, 2), p99: round(many.p99, 2), accepted: many.ok, stored, totals },
        budget: `all ${VOTERS}`,
        anchor: '-',
        verdict: allCounted ? 'ok' : 'over',
        note: 'JSON submissions, one address per voter (X-Forwarded-For), day limit 1, kernel rate limiter on with a limit the load does not reach',
      },
      {
        measure: `one voter's ${REPEATS} concurrent submissions, counted`,
        value: after - stored,
        unit: 'votes',
        display: `${after - stored} stored, ${repeats.ok} accepted of ${REPEATS}`,
        budget: '1',
        anchor: '-',
        verdict: after - stored === 1 && repeats.ok === 1 ? 'ok' : 'over',
      },
    ];
  } finally {
    await c.end();
    await server.stop();
  }
}
