import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemote, isPublicAddress, RemoteFetchError } from '../../../kernel/server/http/remote-fetch.ts';

/**
 * The SSRF guard of remote resources. A local server plays the remote site: the injected resolver maps
 * `img.test` to it and `intranet.test` to a private address, and the policy treats only the local server's
 * address as public, so redirects and name tricks are checked with real HTTP.
 */
let server: http.Server;
let port: number;
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/a.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (req.url === '/to-private') return res.writeHead(302, { location: 'http://intranet.test/secret' }).end();
    if (req.url === '/to-loopback') return res.writeHead(301, { location: 'http://127.0.0.2/x' }).end();
    if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (req.url === '/big') return res.writeHead(200).end(Buffer.alloc(2048));
    if (req.url === '/relative') return res.writeHead(302, { location: '/a.png' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const names: Record<string, string> = { 'img.test': '127.0.0.1', 'intranet.test': '10.0.0.7', 'mixed.test': '127.0.0.1' };
const opts = () => ({
  maxBytes: 1024,
  lookup: async (h: string) =>
    h === 'mixed.test'
      ? [
          { address: '127.0.0.1', family: 4 },
          { address: '192.168.0.3', family: 4 },
        ]
      : names[h]
        ? [{ address: names[h], family: 4 }]
        : [],
  // only the fake remote server counts as public here
  allowAddress: (a: string) => a === '127.0.0.1' || isPublicAddress(a),
});
const reason = (p: Promise<unknown>) =>
  p.then(
    () => 'fetched',
    (e) => (e instanceof RemoteFetchError ? e.reason : String(e)),
  );

describe('remote fetch guard', () => {
  it('classifies addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.1.1',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ])
      expect(isPublicAddress(a), a).toBe(false);
    for (const a of ['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8']) expect(isPublicAddress(a), a).toBe(true);
  });

  it('fetches a public file and follows a relative redirect', async () => {
    const got = await fetchRemote(`http://img.test:${port}/a.png`, opts());
    expect(Buffer.compare(got.buf, png)).toBe(0);
    expect(got.contentType).toBe('image/png');
    expect((await fetchRemote(`http://img.test:${port}/relative`, opts())).finalUrl).toBe(`http://img.test:${port}/a.png`);
  });

  it('refuses private targets, also behind a redirect or among several addresses', async () => {
    expect(await reason(fetchRemote(`http://intranet.test:${port}/a.png`, opts()))).toBe('private');
    expect(await reason(fetchRemote(`http://img.test:${port}/to-private`, opts()))).toBe('private');
    expect(await reason(fetchRemote(`http://img.test:${port}/to-loopback`, opts()))).toBe('private');
    expect(await reason(fetchRemote(`http://mixed.test:${port}/a.png`, opts()))).toBe('private');
    // the default policy refuses the loopback server itself
    expect(await reason(fetchRemote(`http://127.0.0.1:${port}/a.png`, { maxBytes: 1024 }))).toBe('private');
  });

  it('stops at bad schemes, redirect loops, big bodies and missing files', async () => {
    expect(await reason(fetchRemote('file:///etc/passwd', opts()))).toBe('protocol');
    expect(await reason(fetchRemote(`http://img.test:${port}/loop`, opts()))).toBe('redirects');
    expect(await reason(fetchRemote(`http://img.test:${port}/big`, opts()))).toBe('tooLarge');
    expect(await reason(fetchRemote(`http://img.test:${port}/none`, opts()))).toBe('status');
    expect(await reason(fetchRemote(`http://nowhere.test:${port}/a.png`, opts()))).toBe('failed');
  });
});
