import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { checkLinks, checkUrl, LINK_CHECK_HISTORY, type LinkCheckOptions } from '../../../plugins/operations/server/services/link-check.ts';

/**
 * The scheduled friend-link check: dead links, redirects to another domain and refused certificates are
 * flagged, under the remote fetcher's SSRF rules (a private address is not asked at all), with a short history
 * per link. Local servers stand for the web; the tests that ask them allow the loopback address explicitly.
 */
let t: TestApp;
let admin: string;
let web: http.Server;
let tls: https.Server;
let port: number;
let tlsPort: number;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'zx-linkcheck-'));
/** every name resolves to the loopback address, which these calls may ask */
const local: LinkCheckOptions = { lookup: async () => [{ address: '127.0.0.1', family: 4 }], allowAddress: () => true, timeoutMs: 3000 };

beforeAll(async () => {
  web = http.createServer((req, res) => {
    const host = String(req.headers.host);
    if (req.url === '/ok') return res.end('fine');
    if (req.url === '/away') return res.writeHead(302, { location: `http://elsewhere.example:${port}/ok` }).end();
    if (req.url === '/www') return res.writeHead(301, { location: `http://www.${host}/ok` }).end();
    if (req.url === '/inner') return res.writeHead(302, { location: `http://inner.example:${port}/ok` }).end();
    if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    res.writeHead(404).end('gone');
  });
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
  port = (web.address() as AddressInfo).port;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=selfsigned.example',
      '-keyout',
      path.join(tmp, 'key.pem'),
      '-out',
      path.join(tmp, 'cert.pem'),
    ],
    { stdio: 'pipe' },
  );
  tls = https.createServer(
    { key: fs.readFileSync(path.join(tmp, 'key.pem')), cert: fs.readFileSync(path.join(tmp, 'cert.pem')) },
    (_q, s) => s.end('ok'),
  );
  await new Promise<void>((r) => tls.listen(0, '127.0.0.1', r));
  tlsPort = (tls.address() as AddressInfo).port;
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
  web?.close();
  tls?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('checking one URL', () => {
  it('finds a live link, a dead one (error status, no answer) and a redirect loop', async () => {
    expect(await checkUrl(`http://site.example:${port}/ok`, local)).toMatchObject({ state: 'ok', httpStatus: 200 });
    expect(await checkUrl(`http://site.example:${port}/missing`, local)).toMatchObject({
      state: 'dead',
      httpStatus: 404,
      message: 'HTTP 404',
    });
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    expect((await checkUrl(`http://site.example:${closedPort}/`, local)).state).toBe('dead');
    expect((await checkUrl(`http://site.example:${port}/loop`, local)).state).toBe('dead');
  });

  it('flags a redirect to another domain, not one to its own www. host', async () => {
    expect(await checkUrl(`http://site.example:${port}/away`, local)).toMatchObject({
      state: 'redirect',
      finalUrl: `http://elsewhere.example:${port}/ok`,
    });
    expect(await checkUrl(`http://site.example:${port}/www`, local)).toMatchObject({
      state: 'ok',
      finalUrl: `http://www.site.example:${port}/ok`,
    });
  });

  it('flags a certificate the client refuses', async () => {
    const r = await checkUrl(`https://selfsigned.example:${tlsPort}/`, local);
    expect(r.state).toBe('cert');
    expect(r.message).toMatch(/SELF_SIGNED|CERT/);
  });

  it('does not ask a private address under the default rules, also behind a redirect', async () => {
    expect((await checkUrl(`http://127.0.0.1:${port}/ok`)).state).toBe('blocked');
    expect((await checkUrl('http://10.1.2.3/')).state).toBe('blocked');
    // an allowed host whose redirect leads to an address that is not (inner.example stands for a private one)
    const rules: LinkCheckOptions = {
      lookup: async (h) => [{ address: h === 'inner.example' ? '127.0.0.2' : '127.0.0.1', family: 4 }],
      allowAddress: (a) => a === '127.0.0.1',
      timeoutMs: 3000,
    };
    expect((await checkUrl(`http://site.example:${port}/ok`, rules)).state).toBe('ok');
    expect((await checkUrl(`http://site.example:${port}/inner`, rules)).state).toBe('blocked');
  });
});

describe('checking the links of a site', () => {
  let groupId: number;
  let links: Record<string, number>;
  beforeAll(async () => {
    groupId = (await t.api('POST', '/cms/link_group', { token: admin, body: { name: '检查', code: 'check' } })).data.linkGroupId;
    links = {};
    for (const [name, url] of [
      ['live', `http://site.example:${port}/ok`],
      ['dead', `http://site.example:${port}/missing`],
      ['moved', `http://site.example:${port}/away`],
    ]) {
      const r = await t.api('POST', '/cms/link', { token: admin, body: { groupId, name, url } });
      expect(r.code, r.msg).toBe(200);
      links[name] = r.data.linkId;
    }
  });

  it('writes each outcome onto the link and into its history, keeping the latest entries only', async () => {
    expect(await checkLinks(t.kernel, { groupId }, local)).toMatchObject({ ok: 1, dead: 1, redirect: 1 });
    const rows = (await t.api('GET', `/cms/link?groupId=${groupId}`, { token: admin })).data.rows;
    expect(Object.fromEntries(rows.map((r: any) => [r.name, r.checkState]))).toEqual({ live: 'ok', dead: 'dead', moved: 'redirect' });
    for (let i = 0; i < LINK_CHECK_HISTORY + 2; i++) await checkLinks(t.kernel, { groupId }, local);
    const history = (await t.api('GET', `/cms/link/checks?linkId=${links.dead}`, { token: admin })).data;
    expect(history).toHaveLength(LINK_CHECK_HISTORY);
    expect(history[0]).toMatchObject({ state: 'dead', httpStatus: 404, message: 'HTTP 404' });
  });

  it('checks a group on request under the default rules (a loopback address is not asked)', async () => {
    const g = (await t.api('POST', '/cms/link_group', { token: admin, body: { name: '内网', code: 'inner' } })).data.linkGroupId;
    const l = await t.api('POST', '/cms/link', {
      token: admin,
      body: { groupId: g, name: 'loopback', url: `http://127.0.0.1:${port}/ok` },
    });
    const r = await t.api('POST', '/cms/link/check', { token: admin, body: { groupId: g } });
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toEqual({ ok: 0, dead: 0, redirect: 0, cert: 0, blocked: 1 });
    const history = (await t.api('GET', `/cms/link/checks?linkId=${l.data.linkId}`, { token: admin })).data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ state: 'blocked', httpStatus: null });
  });

  it('is a scheduled job of the scheduler, seeded once', async () => {
    expect(t.kernel.jobs.has('operations.checkLinks')).toBe(true);
    const job = await t.kernel.db.selectFrom('sysJob').selectAll().where('invokeTarget', '=', 'operations.checkLinks').execute();
    expect(job).toHaveLength(1);
  });

  it("refuses another site's group and link ids (404)", async () => {
    const other = (await t.api('POST', '/cms/site', { token: admin, body: { name: 'Other', path: 'other2' } })).data.siteId;
    const headers = { CurrentSite: String(other) };
    expect((await t.api('POST', '/cms/link/check', { token: admin, body: { groupId }, headers })).code).toBe(404);
    expect((await t.api('GET', `/cms/link/checks?linkId=${links.live}`, { token: admin, headers })).code).toBe(404);
  });
});
