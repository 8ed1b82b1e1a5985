import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  token = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

async function upload(name: string, content: Buffer, field = 'file', url = '/common/upload', lang = 'en') {
  const boundary = `----zx${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: t.kernel.config.apiBase + url,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': lang },
    payload: body,
  });
  return JSON.parse(res.body);
}

describe('upload', () => {
  it('stores a file under a server-chosen name and serves images inline with nosniff', async () => {
    const r = await upload('../../evil name.png', PNG);
    expect(r.code).toBe(200);
    expect(r.data.originalFilename).toBe('evil name.png'); // the multipart parser drops path parts
    expect(r.data.url).toMatch(/^\/prod-api\/profile\/upload\/\d{4}\/\d\d\/\d\d\/[0-9a-f]{32}\.png$/);
    const res = await t.app.inject({ method: 'GET', url: r.data.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses active content, a lying extension and an oversize file, writing nothing', async () => {
    const dir = path.join(t.kernel.config.dataDir, 'upload');
    const count = () => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')).length : 0);
    const before = count();
    expect(await upload('x.html', Buffer.from('<script>alert(1)</script>'))).toEqual({
      code: 500,
      msg: expect.stringMatching(/^The file format is incorrect/),
    });
    expect(await upload('x.svg', Buffer.from('<svg/>'))).toMatchObject({ code: 500 });
    expect(await upload('x.png', Buffer.from('not a png at all'))).toEqual({
      code: 500,
      msg: 'The file content does not match its extension.',
    });
    expect(await upload('big.txt', Buffer.alloc(5 * 1024 * 1024 + 10, 0x41))).toEqual({ code: 500, msg: 'The file size exceed: 5.0 MB.' });
    expect((await upload('big.txt', Buffer.alloc(5 * 1024 * 1024 + 10, 0x41), 'file', '/common/upload', 'zh-CN')).msg).toBe(
      '上传文件大小不能超过 5.0 MB。',
    );
    expect(count()).toBe(before);
  });

  it('requires a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/common/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    expect(JSON.parse(res.body).code).toBe(401);
  });
});

describe('download', () => {
  it('streams an uploaded file with download-filename', async () => {
    const r = await upload('report.txt', Buffer.from('hello report'));
    const res = await t.app.inject({
      method: 'GET',
      url: `/prod-api/common/download?path=${encodeURIComponent(r.data.fileName)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('hello report');
    expect(res.headers['download-filename']).toMatch(/\.txt$/);
  });

  it('never leaves the upload root', async () => {
    fs.writeFileSync(path.join(t.kernel.config.dataDir, 'pg.secret.copy'), 'secret');
    for (const p of [
      '../../etc/passwd',
      'upload/../pg.secret.copy',
      '/etc/passwd',
      'upload/..%2f..%2fetc/passwd',
      'upload\\..\\x',
      'upload/./x',
      'pg.secret.copy',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/prod-api/common/download?path=${encodeURIComponent(p)}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
      expect(JSON.parse(res.body), p).toEqual({ code: 500, msg: 'Invalid file path or no such file.' });
    }
    const pub = await t.app.inject({ method: 'GET', url: '/prod-api/profile/upload/../pg.secret.copy' });
    expect(pub.statusCode).toBe(404);
  });
});

describe('openapi', () => {
  it('is generated from the route schemas and needs a session', async () => {
    expect((await t.api('GET', '/openapi.json')).code).toBe(401);
    const doc = (
      await t.app.inject({ method: 'GET', url: '/prod-api/openapi.json', headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/prod-api/login');
  });
});
