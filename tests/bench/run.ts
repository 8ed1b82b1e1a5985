import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_TARGETS, measureApiTarget } from './api-load.ts';
import { measureBareRoute } from './bare-route.ts';
import { BUDGETS } from './budgets.ts';
import { buildServerBundle, measureBuild } from './build.ts';
import { measureColdStart } from './cold-start.ts';
import { cleanupAll, tempDir } from './lib/cleanup.ts';
import { ensureWrk, type LoadResult } from './lib/load.ts';
import { failed, type Row } from './lib/result.ts';
import { login, startServer, type RunningServer } from './lib/server.ts';
import { formatTable } from './lib/table.ts';
import { machineSpeed } from './lib/machine-speed.ts';
import { measureLoginPage, type JsFile } from './login-page.ts';
import { measureSession } from './session.ts';
import { measureMixedLoad } from './mixed-load.ts';
import { measurePublish } from './publish-target.ts';
import { measureAwardForm } from './award-form.ts';
import { measureDesignerKeystroke } from './designer-keystroke.ts';
import { measurePusherDrain } from './pusher-drain.ts';
import { measurePusherOverhead } from './pusher-overhead.ts';
import { measureOps } from './ops-stat.ts';
import { measureAdIngest } from './ops-ad.ts';
import { measureCustomFormSubmit } from './ops-customform.ts';
import { measureCommentList } from './ops-comment.ts';
import { measureVotes } from './ops-vote.ts';
import { measureSearch } from './search-target.ts';

/**
 * `npm run bench -- publish` (or `form`, `login`, `pusher`, `ops`, `search`, `customform`, `comment`, `vote`) runs only the named parts, on the console build in DIST_DIR or
 * ./dist when there is one (else it builds one), and writes tests/.artifacts/bench-<parts>.json.
 */
const ONLY = process.argv.slice(2);
const PARTS = ['publish', 'form', 'login', 'pusher', 'ops', 'search', 'customform', 'comment', 'vote'];

/**
 * `npm run bench`: every budget of DESIGN §8 that exists so far, next to its anchor, in one run.
 * Order of work: build → bare route (nothing else running) → real server (login page, session
 * round trip, API load) → cold starts on the now-initialised data dir. The table keeps DESIGN's order.
 */
// the whole bench (with the 10,000-article publish) must stay under 10 minutes; one part alone as well
const LIMIT_MS = 600_000;
const ARTIFACT = path.resolve(`tests/.artifacts/bench${ONLY.length ? `-${ONLY.join('-')}` : ''}.json`);
const log = (m: string) => console.log(`· ${m}`);

async function attempt<T>(what: string, fn: () => Promise<T>): Promise<T | Error> {
  log(what);
  const t0 = performance.now();
  try {
    const r = await fn();
    log(`  done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return r;
  } catch (e) {
    const err = e instanceof Error ? e : new Error(String(e));
    // first lines only: playwright appends the whole browser log to its errors
    console.error(`  FAILED: ${err.message.split('\n').slice(0, 3).join('\n          ')}`);
    return err;
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  // the machine is shared: a busy one skews every figure, so say how busy it was
  const load = os.loadavg().map((n) => Math.round(n * 100) / 100);
  log(`machine: ${os.cpus().length} cores, load average ${load.join(' / ')} (1/5/15 min) at start`);
  const sections: Record<string, Row[]> = {
    build: [],
    login: [],
    cold: [],
    session: [],
    api: [],
    form: [],
    publish: [],
    pusher: [],
    ops: [],
    search: [],
  };
  let loginJs: JsFile[] = [];
  const useWrk = ensureWrk(log);
  if (ONLY.length) return finish(started, load, await onlyParts(useWrk), loginJs, useWrk);

  const distDir = tempDir('dist');
  const build = await attempt('1. vite build of the console', () => measureBuild(distDir));
  sections.build = [
    build instanceof Error
      ? failed('console production build (vite build + sign-in prerender)', BUDGETS.buildSeconds.text, '', build)
      : build.row,
  ];
  const built = !(build instanceof Error);

  const bare = await attempt('5a. bare Fastify route under load', () => measureBareRoute(useWrk));
  let bareResult: LoadResult | null = null;
  if (bare instanceof Error) sections.api.push(failed('bare Fastify JSON route (anchor)', '', BUDGETS.bareRps.anchor, bare));
  else {
    sections.api.push(bare.row);
    bareResult = bare.result;
  }

  const dataDir = tempDir('data');
  let server: RunningServer | Error = new Error('the console build failed, so the server was not started');
  if (built) server = await attempt('starting the real server (first start initialises PostgreSQL)', () => startServer(distDir, dataDir));
  if (server instanceof Error) {
    const e = server;
    sections.login = [failed('login page JS (gzip -9 on disk)', BUDGETS.loginJsGzipKiB.text, BUDGETS.loginJsGzipKiB.anchor, e)];
    sections.session = [failed('session round trip', '', '', e)];
    for (const t of API_TARGETS) sections.api.push(failed(`${t.label} at 50 connections`, BUDGETS.listRatio.text, '', e));
  } else {
    const s = server;
    try {
      const lp = await attempt('2. login page in chromium', () => measureLoginPage(s.base, distDir));
      if (lp instanceof Error) sections.login = [failed('login page', BUDGETS.loginJsGzipKiB.text, BUDGETS.loginJsGzipKiB.anchor, lp)];
      else {
        sections.login = lp.rows;
        loginJs = lp.js;
      }
      const ses = await attempt('4. session round trip (100 × login, getInfo, getRouters)', () => measureSession(s.base));
      sections.session = ses instanceof Error ? [failed('session round trip', '', '', ses)] : ses;
      for (const t of API_TARGETS) {
        const rows = await attempt(`5b. ${t.label} under load`, async () => {
          if (!bareResult) throw new Error('no bare-route figure to compare with');
          return measureApiTarget(t, { base: s.base, token: await login(s.base), dataDir }, bareResult, useWrk);
        });
        sections.api.push(...(rows instanceof Error ? [failed(`${t.label} at 50 connections`, BUDGETS.listRatio.text, '', rows)] : rows));
      }
      if (useWrk) {
        const mixed = await attempt('6. mixed console load, 200 sessions for 60 s', () => measureMixedLoad(s.base));
        sections.api.push(mixed instanceof Error ? failed('mixed console load', BUDGETS.mixedP99Ms.text, '', mixed) : mixed);
      }
    } finally {
      await s.stop();
    }
    const cold = await attempt('3. cold starts on the initialised data dir', () => measureColdStart(distDir, dataDir));
    sections.cold = [cold instanceof Error ? failed('cold start', BUDGETS.coldStartSeconds.text, '', cold) : cold];
  }
  if (built) sections.form = await formRows(distDir);
  if (built) sections.publish = await publishRows(distDir, useWrk);
  sections.pusher = await pusherRows();
  if (built) sections.ops = await opsRows(distDir, bareResult, useWrk);
  if (built) sections.search = await searchRows(distDir, useWrk);

  const rows = [
    ...sections.build,
    ...sections.login,
    ...sections.cold,
    ...sections.session,
    ...sections.api,
    ...sections.form,
    ...sections.publish,
    ...sections.pusher,
    ...sections.ops,
    ...sections.search,
  ];
  return finish(started, load, rows, loginJs, useWrk);
}

async function formRows(distDir: string): Promise<Row[]> {
  const r = await attempt('8. a long award form in chromium (keystrokes in its last section)', () => measureAwardForm(distDir));
  const d = await attempt('8b. the custom-form designer on a form of 100 fields (keystrokes in the property panel)', () =>
    measureDesignerKeystroke(distDir),
  );
  return [
    ...(r instanceof Error ? [failed('award form keystroke', BUDGETS.awardFormKeyMs.text, '', r)] : r),
    ...(d instanceof Error ? [failed('designer keystroke', BUDGETS.awardFormKeyMs.text, '', d)] : d),
  ];
}

async function publishRows(distDir: string, useWrk: boolean): Promise<Row[]> {
  const r = await attempt('7. static publishing on a fresh server (10,000 articles)', () => measurePublish(distDir, useWrk, log));
  return r instanceof Error
    ? [failed('static publishing', BUDGETS.publishPagesPerSecond.text, BUDGETS.publishPagesPerSecond.anchor, r)]
    : r;
}

async function pusherRows(): Promise<Row[]> {
  const r = await attempt('9. message pusher: 10,000 queued e-mails to a local SMTP sink', () => measurePusherDrain(log));
  const o = await attempt('10. message pusher: a request that emits an event, deliveries on and off', () => measurePusherOverhead(log));
  return [
    ...(r instanceof Error ? [failed('pusher e-mail drain', BUDGETS.pusherMailsPerSecond.text, '', r)] : r),
    ...(o instanceof Error ? [failed('pusher request overhead', BUDGETS.pusherRequestP50Ratio.text, '', o)] : o),
  ];
}

async function searchRows(distDir: string, useWrk: boolean): Promise<Row[]> {
  const r = await attempt('13. site search: rebuild of 100,000 contents, the search page under load, a publish found', () =>
    measureSearch(distDir, useWrk, log),
  );
  return r instanceof Error ? [failed('site search', BUDGETS.searchRebuildPerSecond.text, '', r)] : r;
}

async function opsRows(distDir: string, bare: LoadResult | null, useWrk: boolean): Promise<Row[]> {
  const r = await attempt('11. operations: page-view beacon under load, then reports over 10 M stored events', async () => {
    const anchor = bare ?? (await measureBareRoute(useWrk)).result;
    return measureOps(distDir, anchor, useWrk, log);
  });
  const ads = await attempt('12. operations: ad impressions under load', async () =>
    measureAdIngest(distDir, bare ?? (await measureBareRoute(useWrk)).result, useWrk, log),
  );
  const forms = await customFormRows(distDir, useWrk);
  const comments = await commentRows(distDir, useWrk);
  const votes = await voteRows(distDir);
  return [
    ...(r instanceof Error ? [failed('page-view beacon and statistics reports', BUDGETS.beaconRatio.text, '', r)] : r),
    ...(ads instanceof Error ? [failed('ad impressions', BUDGETS.beaconRatio.text, '', ads)] : ads),
    ...forms,
    ...comments,
    ...votes,
  ];
}

async function commentRows(distDir: string, useWrk: boolean): Promise<Row[]> {
  const r = await attempt("12c. operations: a content's public comment list under load", () => measureCommentList(distDir, useWrk, log));
  return r instanceof Error ? [failed("a content's public comment list", BUDGETS.commentListP99Ms.text, '', r)] : r;
}

async function voteRows(distDir: string): Promise<Row[]> {
  const r = await attempt('12d. operations: 1,000 voters and one voter 50 times at once', () => measureVotes(distDir, log));
  return r instanceof Error ? [failed('votes counted', 'all 1000', '', r)] : r;
}

async function customFormRows(distDir: string, useWrk: boolean): Promise<Row[]> {
  const r = await attempt('12b. operations: public custom-form submissions under load', () =>
    measureCustomFormSubmit(distDir, useWrk, log),
  );
  return r instanceof Error ? [failed('custom-form submissions', BUDGETS.customFormSubmitRatio.text, '', r)] : r;
}

/** The login page alone, on a server of its own (first start initialises a data dir). */
async function loginRows(distDir: string): Promise<Row[]> {
  const s = await attempt('starting the real server', () => startServer(distDir, tempDir('data')));
  if (s instanceof Error) return [failed('login page', BUDGETS.loginPasswordMs.text, BUDGETS.loginPasswordMs.anchor, s)];
  try {
    const lp = await attempt('2. login page in chromium', () => measureLoginPage(s.base, distDir));
    return lp instanceof Error ? [failed('login page', BUDGETS.loginPasswordMs.text, BUDGETS.loginPasswordMs.anchor, lp)] : lp.rows;
  } finally {
    await s.stop();
  }
}

/** The parts named on the command line, on an existing console build when there is one. */
async function onlyParts(useWrk: boolean): Promise<Row[]> {
  const unknown = ONLY.filter((p) => !PARTS.includes(p));
  if (unknown.length) throw new Error(`unknown bench part(s): ${unknown.join(', ')} (known: ${PARTS.join(', ')})`);
  let distDir = path.resolve(process.env.DIST_DIR || 'dist');
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    distDir = tempDir('dist');
    const b = await attempt('1. vite build of the console', () => measureBuild(distDir));
    if (b instanceof Error) throw b;
  } else {
    log(`console build: ${distDir}`);
    const b = await attempt('building the server bundle', buildServerBundle);
    if (b instanceof Error) throw b;
  }
  const rows: Row[] = [];
  if (ONLY.includes('form')) rows.push(...(await formRows(distDir)));
  if (ONLY.includes('publish')) rows.push(...(await publishRows(distDir, useWrk)));
  if (ONLY.includes('login')) rows.push(...(await loginRows(distDir)));
  if (ONLY.includes('pusher')) rows.push(...(await pusherRows()));
  if (ONLY.includes('ops')) rows.push(...(await opsRows(distDir, null, useWrk)));
  if (ONLY.includes('search')) rows.push(...(await searchRows(distDir, useWrk)));
  if (ONLY.includes('customform') && !ONLY.includes('ops')) rows.push(...(await customFormRows(distDir, useWrk)));
  if (ONLY.includes('comment') && !ONLY.includes('ops')) rows.push(...(await commentRows(distDir, useWrk)));
  if (ONLY.includes('vote') && !ONLY.includes('ops')) rows.push(...(await voteRows(distDir)));
  return rows;
}

function finish(started: number, load: number[], rows: Row[], loginJs: JsFile[], useWrk: boolean): number {
  const loadEnd = os.loadavg().map((n) => Math.round(n * 100) / 100);
  console.log(`\n${formatTable(rows)}\n`);
  console.log(
    `load average at start ${load[0]}, at end ${loadEnd[0]} on ${os.cpus().length} cores${Math.max(load[0], loadEnd[0]) > 1 ? ' — other work was running: figures are pessimistic' : ''}`,
  );
  const speed = machineSpeed(rows);
  if (speed.text) console.log(speed.text);
  const report = {
    date: new Date().toISOString(),
    machine: {
      speed: speed.figures,
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? '',
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadAverageStart: load,
      loadAverageEnd: loadEnd,
    },
    loadTool: useWrk ? 'wrk' : 'node http',
    durationSeconds: Math.round((Date.now() - started) / 1000),
    rows,
    loginPageJs: loginJs,
  };
  fs.mkdirSync(path.dirname(ARTIFACT), { recursive: true });
  fs.writeFileSync(ARTIFACT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), ARTIFACT)} (${report.durationSeconds} s)`);
  return rows.some((r) => r.verdict === 'error') ? 1 : 0;
}

// stop every server and delete every temp dir however the run ends
let bailing = false;
const bail = (why: string, code: number) => {
  if (bailing) return;
  bailing = true;
  console.error(why);
  void cleanupAll()
    .catch((e) => console.error('cleanup:', e))
    .finally(() => process.exit(code));
};
// `on`, not `once`: the tsx launcher may relay the same signal twice, and with no listener left the
// second one would end the process before the cleanup is done
process.on('SIGINT', () => bail('interrupted: cleaning up', 130));
process.on('SIGTERM', () => bail('terminated: cleaning up', 143));
const limit = setTimeout(() => bail(`bench exceeded ${LIMIT_MS / 1000} s: cleaning up`, 1), LIMIT_MS);

main()
  .then(async (code) => {
    clearTimeout(limit);
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (e) => {
    clearTimeout(limit);
    console.error(e);
    await cleanupAll();
    process.exit(1);
  });
