import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BUDGETS } from './budgets.ts';
import { CONNECTIONS, SECONDS, WARMUP_SECONDS } from './bare-route.ts';
import { tempDir } from './lib/cleanup.ts';
import { runLoad } from './lib/load.ts';
import { judge, type Row } from './lib/result.ts';
import { login, startServer, apiCall as call } from './lib/server.ts';
import { round } from './lib/stats.ts';
import { embeddedUrl } from './user-list-target.ts';

/** comments on the measured content (every one shown), the first of them with replies, and other contents' comments around them */
const COMMENTS = 500;
const WITH_REPLIES = 100;
const REPLIES = 5;
const OTHER_COMMENTS = 20_000;

/** two published articles of the demo site (written through the API, set published in the row as the API tests do) */
async function contents(base: string, token: string, c: pg.Client): Promise<[number, number]> {
  const catalogId = (await call(base, token, 'GET', '/cms/catalog/treeData')).rows[0].id;
  const ids: number[] = [];
  for (const title of ['评论压测文章', '另一篇文章']) {
    const r = await call(base, token, 'POST', '/cms/content?contentType=article', { catalogId, title, contentHtml: '<p>x</p>' });
    ids.push(Number(r.contentId));
  }
  // the add's publish task may still run: wait for the rows, then mark them published
  for (let i = 0; i < 100; i++) {
    const n = Number((await c.query('select count(*) as n from cms_content where content_id = any($1)', [ids])).rows[0].n);
    if (n === ids.length) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await c.query(`update cms_content set status = '30' where content_id = any($1)`, [ids]);
  return [ids[0], ids[1]];
}

/** the comments, written in bulk straight into the table (the measured read is the list, not the write) */
async function seedComments(c: pg.Client, contentId: number, otherId: number) {
  const site = Number((await c.query('select site_id from cms_content where content_id = $1', [contentId])).rows[0].site_id);
  await c.query(
    `insert into cms_comment (site_id, source_id, uid, nick_name, content, audit_status, comment_time)
     select $1, $2, 1000 + g, '读者' || g, '评论内容第 ' || g || ' 条：支持协会的工作，希望多办这样的活动。', 1, now() - make_interval(secs => g)
     from generate_series(1, $3) g`,
    [site, contentId, COMMENTS],
  );
  await c.query(
    `insert into cms_comment (site_id, source_id, parent_id, uid, nick_name, content, audit_status, comment_time)
     select p.site_id, p.source_id, p.comment_id, 5000 + r, '回复者' || r, '同意 +' || r, 1, p.comment_time + make_interval(secs => r)
     from (select * from cms_comment where source_id = $1 order by comment_time desc limit $2) p, generate_series(1, $3) r`,
    [contentId, WITH_REPLIES, REPLIES],
  );
  // waiting and hidden ones beside them, and another content's many comments
  await c.query(
    `insert into cms_comment (site_id, source_id, nick_name, content, audit_status) select $1, $2, '待审', '待审核', 0 from generate_series(1, 200)`,
    [site, contentId],
  );
  await c.query(
    `insert into cms_comment (site_id, source_id, nick_name, content, audit_status) select $1, $2, '别处', '别处的评论', 1 from generate_series(1, $3)`,
    [site, otherId, OTHER_COMMENTS],
  );
  await c.query(
    `update cms_comment p set reply_count = (select count(*) from cms_comment r where r.parent_id = p.comment_id) where source_id = $1`,
    [contentId],
  );
  await c.query('analyze cms_comment');
}

/**
 * `npm run bench -- comment` (issue 34): a content's public comment list (`GET /api/comment/list?contentId=`, the
 * first page of what the article page's script reads: its shown comments, newest first, each with its first
 * replies, and the total) at 50 connections, over 500 shown comments with replies among waiting ones and another
 * content's 20,000; p99 ≤ 25 ms, printed with req/s.
 */
export async function measureCommentList(distDir: string, useWrk: boolean, log: (m: string) => void): Promise<Row[]> {
  if (!useWrk) throw new Error('the comment bench needs wrk (envelope checks)');
  const dataDir = tempDir('ops-comment-data');
  // the kernel's limiter stays in the path, with a limit this load does not reach
  const before = process.env.COMMENT_RATE_LIMIT;
  process.env.COMMENT_RATE_LIMIT = '30000000';
  const server = await startServer(distDir, dataDir).finally(() => {
    if (before == null) delete process.env.COMMENT_RATE_LIMIT;
    else process.env.COMMENT_RATE_LIMIT = before;
  });
  const c = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await c.connect();
  try {
    const token = await login(server.base);
    const [contentId, otherId] = await contents(server.base, token, c);
    await seedComments(c, contentId, otherId);
    const script = path.join(tempDir('ops-comment'), 'list.lua');
    fs.writeFileSync(
      script,
      `bad = 0
response = function(status, headers, body)
  if not string.find(body, '"code":200', 1, true) or not string.find(body, '"total":${COMMENTS}', 1, true) then bad = bad + 1 end
end
local threads = {}
setup = function(thread) table.insert(threads, thread) end
done = function(summary, latency, requests)
  local n = 0
  for _, t in ipairs(threads) do n = n + t:get("bad") end
  io.write("Envelope errors: " .. n .. "\\n")
end
`,
    );
    const url = `${server.base}/prod-api/api/comment/list?contentId=${contentId}&pageSize=10`;
    const probe = await (await fetch(url)).json();
    if (probe.code !== 200 || probe.data.total !== COMMENTS) throw new Error(`comment list: ${JSON.stringify(probe).slice(0, 200)}`);
    await runLoad({ url, connections: CONNECTIONS, seconds: WARMUP_SECONDS, script }, true);
    const r = await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, script }, true);
    const shown = `${Math.round(r.rps)} req/s, p50 ${round(r.p50, 2)} ms, p99 ${round(r.p99, 2)} ms`;
    log(`  comment list: ${shown}; ${r.errors} errors`);
    return [
      {
        measure: "a content's public comment list p99 at 50 connections",
        value: round(r.p99, 2),
        unit: 'ms',
        display: `${round(r.p99, 2)} ms (${shown})`,
        detail: { rps: round(r.rps, 0), p50: round(r.p50, 2), p99: round(r.p99, 2), errors: r.errors },
        budget: BUDGETS.commentListP99Ms.text,
        anchor: '-',
        verdict: r.errors > 0 ? 'error' : judge(r.p99, BUDGETS.commentListP99Ms),
        note: `${r.tool}, ${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, page of 10 with their first replies and the total, ${COMMENTS} shown comments (${WITH_REPLIES} with ${REPLIES} replies) among ${OTHER_COMMENTS} others, kernel rate limiter on`,
      },
    ];
  } finally {
    await c.end();
    await server.stop();
  }
}
