import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { cleanStatistics } from '../../../plugins/operations/server/jobs/stat-cleanup.ts';
import { BOT_UA, PHONE_UA, beacon, flushed, rowsOf } from './stat-kit.ts';

/** The page-view beacon (issue 32): public, rate-limited, size-limited, cookieless visitors, bots and internal networks apart. */
let t: TestApp;
let admin: string;
let siteId: number;

beforeAll(async () => {
  process.env.STAT_BEACON_RATE_LIMIT = '40';
  t = await createTestApp(inject('pgAdminUrl'));
  delete process.env.STAT_BEACON_RATE_LIMIT;
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
});
afterAll(async () => {
  await t?.dispose();
});

describe('POST /api/stat/visit', () => {
  it('takes a view without signing in, answers before it is written, and writes it with its rollups within a flush', async () => {
    const r = await beacon(t, { siteId, url: '/index.html', host: 'www.example.org', referrer: 'https://www.baidu.com/s?wd=x' });
    expect(r.code).toBe(200);
    await flushed(t);
    const [row] = await rowsOf(t, `select * from cms_site_visit_log where uri = '/index.html'`);
    expect(row).toMatchObject({ kind: 'visitor', source_type: 'search', source_name: 'baidu', device_type: 'desktop', ip: '198.51.100.0' });
    expect(row.visitor).toMatch(/^[0-9a-f]{32}$/);
    const [day] = await rowsOf(t, 'select pv, uv, ip from cms_site_stat_day where site_id = $1', [siteId]);
    expect(day).toEqual({ pv: 1, uv: 1, ip: 1 });
  });

  it('never stores the clear address: the log masks it, the sets hold salted hashes', async () => {
    await beacon(t, { siteId, url: '/privacy.html' }, { ip: '203.0.113.77' });
    await flushed(t);
    const dump = JSON.stringify(
      await Promise.all(
        [
          'cms_site_visit_log',
          'cms_site_stat_hour',
          'cms_site_stat_day',
          'cms_site_stat_path',
          'cms_site_stat_source',
          'cms_site_stat_seen',
        ].map((x) => rowsOf(t, `select * from ${x}`)),
      ),
    );
    expect(dump).not.toContain('203.0.113.77');
    expect(dump).toContain('203.0.113.0');
  });

  it('counts a visitor once a day however many pages they open, and phones apart from desktops', async () => {
    const before = (await rowsOf(t, 'select uv, pv from cms_site_stat_day where site_id = $1', [siteId]))[0];
    for (const url of ['/a.html', '/b.html', '/c.html']) await beacon(t, { siteId, url, host: 'www.example.org' }, { ip: '192.0.2.10' });
    await beacon(t, { siteId, url: '/a.html' }, { ip: '192.0.2.10', ua: PHONE_UA });
    await flushed(t);
    const after = (await rowsOf(t, 'select uv, pv from cms_site_stat_day where site_id = $1', [siteId]))[0];
    expect(after.pv - before.pv).toBe(4);
    expect(after.uv - before.uv).toBe(2); // the same address with another user agent is another visitor
    const phone = await rowsOf(t, `select pv, uv from cms_site_stat_client where site_id = $1 and device_type = 'phone'`, [siteId]);
    expect(phone).toEqual([{ pv: 1, uv: 1 }]);
  });

  it('counts bots and INTERNAL networks apart, not as visitors (and an INTERNAL rule lets everyone in)', async () => {
    const rule = await t.api('POST', '/sys/iprule', { token: admin, body: { type: 'INTERNAL', cidr: '10.20.0.0/16' } });
    expect(rule.code).toBe(200);
    const before = (await rowsOf(t, 'select * from cms_site_stat_day where site_id = $1', [siteId]))[0];
    expect((await beacon(t, { siteId, url: '/bot.html' }, { ua: BOT_UA })).code).toBe(200);
    expect((await beacon(t, { siteId, url: '/office.html' }, { ip: '10.20.3.4' })).code).toBe(200);
    await flushed(t);
    const after = (await rowsOf(t, 'select * from cms_site_stat_day where site_id = $1', [siteId]))[0];
    expect([after.pv - before.pv, after.uv - before.uv, after.bot_pv - before.bot_pv, after.internal_pv - before.internal_pv]).toEqual([
      0, 0, 1, 1,
    ]);
    expect(await rowsOf(t, `select kind from cms_site_visit_log where uri in ('/bot.html', '/office.html') order by uri`)).toEqual([
      { kind: 'bot' },
      { kind: 'internal' },
    ]);
    expect(await rowsOf(t, `select path from cms_site_stat_path where path in ('/bot.html', '/office.html')`)).toEqual([]);
  });

  it('refuses what is not a page view of a site, naming the field, and stores nothing', async () => {
    const count = async () => Number((await rowsOf(t, 'select count(*) as n from cms_site_visit_log'))[0].n);
    const n = await count();
    const unknown = await beacon(t, { siteId: 99999, url: '/x.html' });
    expect(unknown.code).toBe(500);
    expect(unknown.msg).toContain('99999');
    expect((await beacon(t, 'not json')).msg).toMatch(/JSON/);
    expect((await beacon(t, { siteId })).msg).toMatch(/^URL: /);
    expect((await beacon(t, { siteId, url: '/x.html', extra: 1 })).code).toBe(500);
    expect((await beacon(t, { siteId, url: 'x'.repeat(501) })).msg).toMatch(/^URL: /);
    const big = await beacon(t, JSON.stringify({ siteId, url: '/x.html', referrer: 'r'.repeat(5000) }));
    expect(big.status === 413 || big.code !== 200).toBe(true);
    await flushed(t);
    expect(await count()).toBe(n);
  });

  it('answers the refusal in the caller language', async () => {
    const zh = await beacon(t, { siteId: 99998, url: '/x.html' }, { lang: 'zh-CN' });
    expect(zh.msg).toBe('站点 99998 不存在。');
  });

  it('limits each client address (STAT_BEACON_RATE_LIMIT a minute)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 42; i++) codes.push((await beacon(t, { siteId, url: `/r${i}.html` }, { ip: '198.18.0.9' })).code);
    expect(codes.slice(0, 40).every((c) => c === 200)).toBe(true);
    expect(codes.slice(40)).toEqual([500, 500]);
    // another address is not held back
    expect((await beacon(t, { siteId, url: '/other.html' }, { ip: '198.18.0.10' })).code).toBe(200);
  });

  it('the hourly clean-up drops old raw events and past visitor sets and salts, never the rollups', async () => {
    await flushed(t);
    await t.kernel.pool.query(
      `insert into cms_site_visit_log (site_id, uri, visitor, source_type, device_type, kind, evt_time)
      values ($1, '/old.html', 'x', 'direct', 'desktop', 'visitor', now() - interval '400 days')`,
      [siteId],
    );
    await t.kernel.pool.query(`insert into cms_site_stat_salt values ('2020-01-01', '\\x00')`);
    const rollups = (await rowsOf(t, 'select count(*) as n from cms_site_stat_day'))[0].n;
    const r = await cleanStatistics(t.kernel, Date.now() + 2 * 86_400_000);
    expect(r.events).toBeGreaterThanOrEqual(1);
    expect(r.seen).toBeGreaterThan(0);
    expect(r.salts).toBeGreaterThanOrEqual(2);
    expect(await rowsOf(t, `select uri from cms_site_visit_log where uri = '/old.html'`)).toEqual([]);
    expect((await rowsOf(t, 'select count(*) as n from cms_site_stat_day'))[0].n).toBe(rollups);
  });
});

describe('graceful stop', () => {
  it('writes the views still buffered when the server stops', async () => {
    const other = await createTestApp(inject('pgAdminUrl'));
    const sid = (await other.api('GET', '/cms/site/getCurrentSite', { token: await other.login() })).data.siteId;
    for (let i = 0; i < 25; i++) expect((await beacon(other, { siteId: sid, url: `/s${i}.html` })).code).toBe(200);
    await other.close();
    const c = new pg.Client({ connectionString: other.databaseUrl });
    await c.connect();
    try {
      const n = (await c.query('select count(*)::int as n from cms_site_visit_log')).rows[0].n;
      expect(n).toBe(25);
      const day = (await c.query('select sum(pv)::int as pv from cms_site_stat_day')).rows[0].pv;
      expect(day).toBe(25);
    } finally {
      await c.end();
      const a = new pg.Client({ connectionString: inject('pgAdminUrl') });
      await a.connect();
      await a.query(`drop database if exists ${new URL(other.databaseUrl).pathname.slice(1)} with (force)`);
      await a.end();
    }
  });
});
