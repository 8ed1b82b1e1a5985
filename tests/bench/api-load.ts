import { BUDGETS } from './budgets.ts';
import { loadAt, loadRow, measurePlainList } from './bare-route.ts';
import { KeepAliveClient } from './lib/http.ts';
import type { LoadResult } from './lib/load.ts';
import { judge, type Row } from './lib/result.ts';
import { round } from './lib/stats.ts';
import { CONTENT_ROWS, measureContentListAnswers, prepareContentList } from './content-list-target.ts';
import { embeddedUrl, prepareUserList } from './user-list-target.ts';
import { defaultWorkers } from '../../kernel/server/config.ts';

/** The server processes `npm start` runs here: WORKERS, else the default (kernel/server/config.ts). */
const serverProcesses = () => Number(process.env.WORKERS) || defaultWorkers();

export interface TargetContext {
  /** http://127.0.0.1:PORT of the real server */
  base: string;
  /** an admin bearer token */
  token: string;
  dataDir: string;
}

/**
 * The API routes driven at 50 connections and judged by the paged-list budget. `prepare` runs once
 * before the load (seed data, warm caches); it may return the token to load with (else the admin's).
 */
export interface ApiTarget {
  label: string;
  path: string;
  note?: string;
  prepare?: (ctx: TargetContext) => Promise<string | void>;
  /** judged as a list against plain Fastify + pg over the same table (measured right before it), else p99 only */
  list?: boolean;
  /** the p99 budget when it is not the paged list's */
  p99Budget?: { max: number; text: string };
  /** the path once `prepare` has run (e.g. with the id of what it seeded) */
  pathFor?: (prepared: string | void) => string;
  /** a measure of its own judged by `p99Budget` (the load's p99 is then information) */
  answers?: (ctx: TargetContext) => Promise<Row>;
}

let contentCatalog = 0;

export const API_TARGETS: ApiTarget[] = [
  {
    label: 'GET /system/user/list (20 of 10,000)',
    path: '/prod-api/system/user/list?pageNum=1&pageSize=20',
    note: 'data scope "own department and below" of a non-admin user, department names',
    prepare: prepareUserList,
    list: true,
  },
  {
    label: `GET /cms/content/list (20 published of a catalog of ${CONTENT_ROWS.toLocaleString('en')}, newest first)`,
    path: '/prod-api/cms/content/list',
    note: 'status filter, publish-date sort, catalog names',
    prepare: async (ctx) => {
      contentCatalog = await prepareContentList(ctx);
    },
    pathFor: () => `/prod-api/cms/content/list?catalogId=${contentCatalog}&status=30&sorts=publishDate%23desc&pageNum=1&pageSize=20`,
    p99Budget: BUDGETS.contentListP99Ms,
    answers: (ctx) => measureContentListAnswers(ctx, contentCatalog),
  },
  {
    label: 'GET /prod-api/getInfo',
    path: '/prod-api/getInfo',
    note: 'the user row and identity from the caches (the row through the read cache every write drops)',
  },
];

/** Checks the route answers code 200 with this token, so the load does not measure error replies. */
async function probe(ctx: TargetContext, path: string): Promise<void> {
  const c = new KeepAliveClient(ctx.base);
  try {
    const r = await c.request<{ code: number; msg: string }>('GET', path, { token: ctx.token });
    if (r.status !== 200 || r.body.code !== 200) throw new Error(`GET ${path}: HTTP ${r.status}, code ${r.body.code} ${r.body.msg}`);
  } finally {
    c.close();
  }
}

/**
 * Each target under load. A list target is preceded by its anchor — plain Fastify + pg over the same
 * seeded table — and judged by its req/s ratio to it and its p99; any other target by its p99, with its
 * share of the bare route's req/s as information.
 */
export async function measureApiTarget(t: ApiTarget, ctx: TargetContext, bare: LoadResult, useWrk: boolean): Promise<Row[]> {
  const prepared = await t.prepare?.(ctx);
  const token = prepared || ctx.token;
  const path = t.pathFor?.(prepared) ?? t.path;
  const plain = t.list ? await measurePlainList(embeddedUrl(ctx.dataDir), useWrk) : null;
  await probe({ ...ctx, token }, path);
  const r = await loadAt(ctx.base + path, { Authorization: `Bearer ${token}` }, useWrk);
  const load = loadRow(`${t.label} at 50 connections`, r);
  if (t.note) load.note = `${t.note}; ${load.note}`;
  load.note = `${load.note}; the server in ${serverProcesses()} processes (WORKERS)`;
  const bad = r.errors > 0;
  const answers = t.answers ? await t.answers({ ...ctx, token }) : null;
  const p99: Row = {
    measure: `  ${t.label}: p99 latency`,
    value: round(r.p99, 2),
    unit: 'ms',
    budget: answers ? '' : (t.p99Budget ?? BUDGETS.listP99Ms).text,
    anchor: plain ? `plain list p99 ${round(plain.result.p99, 2)} ms; bare ${round(bare.p99, 2)} ms` : `bare ${round(bare.p99, 2)} ms`,
    verdict: bad ? 'error' : answers ? 'info' : judge(r.p99, t.p99Budget ?? BUDGETS.listP99Ms),
  };
  if (!plain)
    return [
      load,
      {
        measure: `  ${t.label}: share of bare route req/s`,
        value: round((r.rps / bare.rps) * 100, 1),
        unit: '%',
        budget: '',
        anchor: '',
        verdict: bad ? 'error' : 'info',
      },
      p99,
      ...(answers ? [answers] : []),
    ];
  const ratio = r.rps / plain.result.rps;
  return [
    plain.row,
    load,
    {
      measure: `  ${t.label}: req/s ÷ plain list req/s`,
      value: round(ratio, 2),
      unit: '×',
      budget: BUDGETS.listRatio.text,
      anchor: BUDGETS.listRatio.anchor,
      verdict: bad ? 'error' : judge(ratio, BUDGETS.listRatio),
    },
    p99,
  ];
}
