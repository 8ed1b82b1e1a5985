import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { writePageFile } from '../../plugins/cms/server/publish/page-file.ts';
import { BUDGETS } from './budgets.ts';
import { tempDir } from './lib/cleanup.ts';
import { KeepAliveClient } from './lib/http.ts';
import { type LoadResult, runLoad } from './lib/load.ts';
import { failed, judge, type Row } from './lib/result.ts';
import { login, startServer } from './lib/server.ts';
import { median, round } from './lib/stats.ts';
import { embeddedUrl } from './user-list-target.ts';

export const PUBLISH_CATALOGS = 10;
export const PUBLISH_ARTICLES = 10_000;
const INCREMENTAL_RUNS = 30;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An article body of about 2 KB, like a short news item. */
const BODY = Array.from(
  { length: 8 },
  (_, i) => `<p>第 ${i + 1} 段：协会组织会员单位开展建筑施工安全生产检查，推动行业高质量发展，落实质量安全责任。</p>`,
).join('');

/**
 * The demo site (5 catalogs) gets 5 more top-level catalogs, then 10,000 published articles with bodies spread
 * over the 10, straight in SQL; returns one article's id (the one republished incrementally).
 */
export async function seedPublish(c: pg.Client): Promise<number> {
  const site = await c.query<{ site_id: string }>("select site_id from cms_site where path = 'zhuxie'");
  if (!site.rows.length) throw new Error('the demo site is missing');
  const siteId = site.rows[0].site_id;
  await c.query(
    `insert into cms_catalog (site_id, parent_id, ancestors, tree_level, name, alias, path, sort_flag, create_by)
     select $1, 0, 'pending', 1, '栏目 ' || g, 'bench' || g, 'bench' || g, 100 + g, 'bench' from generate_series(1, 5) g`,
    [siteId],
  );
  await c.query("update cms_catalog set ancestors = catalog_id::text where ancestors = 'pending' and parent_id = 0");
  const cats = (
    await c.query<{ catalog_id: string }>('select catalog_id from cms_catalog where site_id = $1 order by catalog_id', [siteId])
  ).rows;
  if (cats.length !== PUBLISH_CATALOGS) throw new Error(`expected ${PUBLISH_CATALOGS} catalogs, found ${cats.length}`);
  const ids = cats.map((r) => Number(r.catalog_id));
  await c.query(
    `insert into cms_content (site_id, catalog_id, catalog_ancestors, content_type, title, summary, source, author, status, sort_flag,
                             publish_date, create_by)
     select $1, ($2::bigint[])[1 + g % ${PUBLISH_CATALOGS}], ($2::bigint[])[1 + g % ${PUBLISH_CATALOGS}]::text, 'article',
            '行业资讯第 ' || g || ' 篇：建筑业高质量发展', '摘要 ' || g, '秘书处', '编辑部', '30', g,
            now() - make_interval(mins => g), 'bench'
     from generate_series(1, ${PUBLISH_ARTICLES}) g`,
    [siteId, ids],
  );
  await c.query(
    `insert into cms_content_body (content_id, content_html)
     select content_id, $2 from cms_content where site_id = $1 and create_by = 'bench'`,
    [siteId, BODY],
  );
  await c.query('analyze cms_content; analyze cms_content_body; analyze cms_catalog');
  const one = await c.query<{ content_id: string }>(
    "select content_id from cms_content where site_id = $1 and create_by = 'bench' order by content_id desc limit 1",
    [siteId],
  );
  return Number(one.rows[0].content_id);
}

/** Starts a whole-site publish through the API and waits for its task; returns the pages written and the seconds taken. */
async function publishSite(http: KeepAliveClient, token: string, siteId: number): Promise<{ pages: number; seconds: number }> {
  const t0 = performance.now();
  const start = await http.request<{ code: number; msg: string; data: string }>('POST', '/prod-api/cms/site/publish', {
    token,
    body: { siteId },
  });
  if (start.body.code !== 200) throw new Error(`publish refused: ${start.body.msg}`);
  for (;;) {
    const r = await http.request<{ data?: { status: string; result?: string; errMessages?: string[] } }>(
      'GET',
      `/prod-api/async/task/${start.body.data}`,
      { token },
    );
    const s = r.body.data;
    if (s?.status === 'SUCCESS') {
      if (s.errMessages?.length) throw new Error(`publish reported errors: ${s.errMessages.slice(0, 3).join('; ')}`);
      return { pages: Number(s.result), seconds: (performance.now() - t0) / 1000 };
    }
    if (s && s.status !== 'READY' && s.status !== 'RUNNING') throw new Error(`publish task ${s.status}: ${s.errMessages?.join('; ')}`);
    await sleep(10);
  }
}

/** Every page a publish wrote under the site's pipe directories (templates and resources aside). */
function publishedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'cms', 'sites');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'template' && e.name !== 'resources') walk(p);
      } else if (e.name.endsWith('.html') || e.name.endsWith('.shtml')) out.push(p);
    }
  };
  for (const d of fs.readdirSync(root)) if (d.startsWith('zhuxie_')) walk(path.join(root, d));
  return out;
}

/**
 * The write floor: the same files with the same bytes, written the way the publisher writes them (temp file +
 * rename), without rendering. The files are removed first, so they are written as the timed publish wrote
 * them: new files (replacing an existing file by rename costs more on ext4).
 */
function writeFloor(files: string[]): number {
  const pages = files.map((f) => ({ f, html: fs.readFileSync(f, 'utf8') }));
  for (const p of pages) fs.rmSync(p.f);
  const t0 = performance.now();
  for (const p of pages) writePageFile(p.f, p.html);
  return pages.length / ((performance.now() - t0) / 1000);
}

/**
 * The same write floor with the files shared between two threads (as the two render threads write them), each
 * doing what writePageFile does for a new page: a stat, the temp file written, the rename. Says whether the
 * file system lets two writers go faster than one.
 */
async function writeFloorThreads(files: string[], threads = 2): Promise<number> {
  const pages = files.map((f) => ({ f, html: fs.readFileSync(f, 'utf8') }));
  for (const p of pages) fs.rmSync(p.f);
  const code = `
    const fs = require('node:fs');
    const { parentPort, workerData } = require('node:worker_threads');
    parentPort.once('message', () => {
      let n = 0;
      for (const p of workerData) {
        fs.statSync(p.f, { throwIfNoEntry: false });
        const tmp = p.f + '.floor' + (++n) + '.tmp';
        fs.writeFileSync(tmp, Buffer.from(p.html));
        fs.renameSync(tmp, p.f);
      }
      parentPort.postMessage('done');
    });
    parentPort.postMessage('ready');`;
  const workers = Array.from(
    { length: threads },
    (_, i) => new Worker(code, { eval: true, workerData: pages.filter((_, k) => k % threads === i) }),
  );
  const said = (w: Worker, what: string) =>
    new Promise<void>((res, rej) => {
      w.once('error', rej);
      w.once('message', (m) => (m === what ? res() : rej(new Error(String(m)))));
    });
  try {
    await Promise.all(workers.map((w) => said(w, 'ready')));
    const t0 = performance.now();
    await Promise.all(
      workers.map((w) => {
        const done = said(w, 'done');
        w.postMessage('go');
        return done;
      }),
    );
    return pages.length / ((performance.now() - t0) / 1000);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/**
 * One article republished through the API (`POST /cms/content/publish`, then the publish queue): the time the
 * queue's job took on the server (pg-boss stamps when the worker took it and when it completed), so the queue's
 * polling interval is not counted.
 */
async function incrementalMs(http: KeepAliveClient, token: string, c: pg.Client, contentId: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < INCREMENTAL_RUNS; i++) {
    // an edit: the article's page, its catalog's first list page and the home page change
    await c.query('update cms_content set title = $2 where content_id = $1', [contentId, `行业资讯（第 ${i + 1} 次修订）`]);
    const sent = (await c.query<{ now: Date }>('select now() as now')).rows[0].now;
    const r = await http.request<{ code: number; msg: string }>('POST', '/prod-api/cms/content/publish', { token, body: [contentId] });
    if (r.body.code !== 200) throw new Error(`content publish refused: ${r.body.msg}`);
    for (let k = 0; ; k++) {
      const done = await c.query<{ ms: number }>(
        `select extract(epoch from (completed_on - started_on)) * 1000 as ms from pgboss.job
         where name = 'cms-publish' and data->>'id' = $1 and state = 'completed' and created_on >= $2
         order by completed_on desc limit 1`,
        [String(contentId), sent],
      );
      if (done.rows.length) {
        ms.push(Number(done.rows[0].ms));
        break;
      }
      if (k > 600) throw new Error('the republish job did not complete in 30 s');
      await sleep(50);
    }
  }
  return ms;
}

const LOAD_PATH = '/prod-api/getInfo';
const apiLoad = (base: string, token: string, useWrk: boolean, seconds: number) =>
  runLoad({ url: base + LOAD_PATH, headers: { Authorization: `Bearer ${token}` }, connections: 10, seconds }, useWrk);

/**
 * Static publishing (DESIGN §8, issue 11): a fresh server and database; 10,000 articles in 10 catalogs published
 * with their list pages through the demo site's default theme (both of its pipes), the raw write floor of the
 * same files, one article's incremental republish, and the API's p99 while a full publish runs.
 */
export async function measurePublish(distDir: string, useWrk: boolean, log: (m: string) => void): Promise<Row[]> {
  const dataDir = tempDir('publish');
  const server = await startServer(distDir, dataDir);
  const http = new KeepAliveClient(server.base);
  const c = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  // the server's PostgreSQL going away fails the measure through the queries, not as an unhandled event
  c.on('error', () => {});
  try {
    await c.connect();
    const token = await login(server.base);
    const contentId = await seedPublish(c);
    const siteId = Number((await c.query("select site_id from cms_site where path = 'zhuxie'")).rows[0].site_id);
    log(`  seeded ${PUBLISH_ARTICLES} articles in ${PUBLISH_CATALOGS} catalogs`);
    // the render workers start with the first publish: a home-page publish starts them before the timed run
    const warm = await http.request<{ code: number; msg: string }>('POST', '/prod-api/cms/site/publish', {
      token,
      body: { siteId, publishIndex: true },
    });
    if (warm.body.code !== 200) throw new Error(`home publish refused: ${warm.body.msg}`);
    const rows: Row[] = [];
    const p = BUDGETS.publishPagesPerSecond;
    // each figure is kept as soon as it is measured: a later failure (or the time limit) does not lose it
    try {
      const full = await publishSite(http, token, siteId);
      const rate = full.pages / full.seconds;
      log(`  full publish: ${full.pages} pages in ${round(full.seconds, 2)} s`);
      rows.push({
        measure: `full publish: ${PUBLISH_ARTICLES.toLocaleString('en')} articles in ${PUBLISH_CATALOGS} catalogs + list pages, default theme`,
        value: round(rate, 0),
        unit: 'pages/s',
        budget: p.text,
        anchor: p.anchor,
        verdict: judge(rate, p),
        note: `${full.pages} pages (2 pipes) in ${round(full.seconds, 2)} s through POST /cms/site/publish, first publish (new files)`,
      });
      const files = publishedFiles(dataDir);
      const floor = writeFloor(files);
      log(`  write floor: ${files.length} files at ${round(floor, 0)}/s`);
      const floor2 = await writeFloorThreads(files);
      log(`  write floor, two threads: ${round(floor2, 0)}/s`);
      rows.push(
        {
          measure: '  raw write floor (same files and bytes as new files, no rendering, one thread)',
          value: round(floor, 0),
          unit: 'pages/s',
          budget: '',
          anchor: BUDGETS.publishWriteFloor.anchor,
          verdict: 'info',
        },
        {
          measure: '  raw write floor, the same files shared by two threads',
          value: round(floor2, 0),
          unit: 'pages/s',
          budget: '',
          anchor: '',
          verdict: 'info',
        },
        { measure: '  full publish ÷ write floor', value: round(rate / floor, 2), unit: '×', budget: '', anchor: '', verdict: 'info' },
      );
      const inc = await incrementalMs(http, token, c, contentId);
      log(`  incremental republish p50 ${round(median(inc), 1)} ms`);
      rows.push({
        measure: `one article republished (its incremental set), p50 of ${INCREMENTAL_RUNS}`,
        value: round(median(inc), 1),
        unit: 'ms',
        budget: BUDGETS.republishP50Ms.text,
        anchor: BUDGETS.republishP50Ms.anchor,
        verdict: judge(median(inc), BUDGETS.republishP50Ms),
        note: `an edited title each time; queue job time on the server (pg-boss started → completed); min ${round(Math.min(...inc), 1)} ms, max ${round(Math.max(...inc), 1)} ms`,
      });
      const idle: LoadResult = await apiLoad(server.base, token, useWrk, 3);
      // the same load while a whole-site publish runs (it takes longer than the load)
      const during = publishSite(http, token, siteId);
      await sleep(300);
      const busy = await apiLoad(server.base, token, useWrk, 3);
      const second = await during;
      const errors = idle.errors + busy.errors;
      rows.push({
        measure: `API p99 during a full publish ÷ idle p99 (GET ${LOAD_PATH}, 10 connections)`,
        value: round(busy.p99 / idle.p99, 2),
        unit: '×',
        budget: BUDGETS.publishApiP99Ratio.text,
        anchor: '',
        verdict: errors ? 'error' : judge(busy.p99 / idle.p99, BUDGETS.publishApiP99Ratio),
        display: `${round(busy.p99 / idle.p99, 2)} × (${round(busy.p99, 2)} / ${round(idle.p99, 2)} ms)`,
        detail: { idleP99: idle.p99, busyP99: busy.p99, idleRps: idle.rps, busyRps: busy.rps },
        note: `${busy.tool}; req/s idle ${round(idle.rps, 0)}, during ${round(busy.rps, 0)}; the republish under load (unchanged pages not rewritten) ran at ${round(second.pages / second.seconds, 0)} pages/s${errors ? `; ${errors} errors` : ''}`,
      });
    } catch (e) {
      rows.push(failed('static publishing (the measures after the last figure)', '', '', e));
    }
    return rows;
  } finally {
    http.close();
    await c.end().catch(() => {});
    await server.stop();
  }
}
