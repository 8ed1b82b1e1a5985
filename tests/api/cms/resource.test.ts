import fs from 'node:fs';
import net from 'node:net';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';
import { multipart } from '../kernel/limited-user.ts';

/** The CMS resource library (issue 9): upload rules, images through sharp, remote links, local and S3 storage, permissions. */
let t: TestApp;
let admin: string;
let siteId: number;

const png = (w: number, h: number, color = '#3366cc') =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } })
    .png()
    .toBuffer();

async function upload(
  name: string,
  content: Buffer,
  fields: Record<string, string> = {},
  token = admin,
  headers: Record<string, string> = {},
) {
  const body = multipart(fields, { field: 'file', name, content });
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.kernel.config.apiBase}/cms/resource`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': 'en', ...headers },
    payload: body.payload,
  });
  return JSON.parse(res.body) as { code: number; msg: string; data?: any };
}

/** GETs a served file (local storage: through the app's public route). */
async function served(src: string) {
  const res = await t.app.inject({ method: 'GET', url: src });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.rawPayload };
}

const saveExtends = (values: Record<string, unknown>) => t.api('POST', `/cms/site/extends/${siteId}`, { token: admin, body: values });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
});
afterAll(async () => {
  await t?.dispose();
});

describe('CMS resources: upload rules', () => {
  it('lists the types with their extensions', async () => {
    const r = await t.api('GET', '/cms/resource/types', { token: admin, lang: 'zh-CN' });
    expect(r.data.map((x: any) => x.id)).toEqual(['image', 'audio', 'video', 'file']);
    expect(r.data[0]).toMatchObject({ name: '图片', accepts: expect.stringContaining('png') });
  });

  it('uploads an image: measured, stored under the site, served inline, listed', async () => {
    const r = await upload('banner.png', await png(320, 200), { name: '横幅', tags: '首页,banner' });
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toMatchObject({ resourceType: 'image', storageType: 'Local', width: 320, height: 200, suffix: 'png', name: '横幅' });
    expect(r.data.tags).toEqual(['首页', 'banner']);
    expect(r.data.path).toMatch(/^resources\/image\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(r.data.internalUrl).toBe(`iurl://resource?id=${r.data.resourceId}`);
    const file = await served(r.data.src);
    expect(file.status).toBe(200);
    expect(file.type).toBe('image/png');
    const list = await t.api('GET', '/cms/resource?resourceType=image&tag=banner', { token: admin });
    expect(list.data.rows.map((x: any) => x.resourceId)).toEqual([r.data.resourceId]);
    expect((await t.api('GET', '/cms/resource?name=nothing', { token: admin })).data.total).toBe(0);
    // rows carry the localized name of their type, as v1.4.3's lists show it
    const en = await t.api('GET', '/cms/resource?resourceType=image&tag=banner', { token: admin, lang: 'en' });
    expect(en.data.rows[0].resourceTypeName).toBe('Image');
    const zh = await t.api('GET', '/cms/resource?resourceType=image&tag=banner', { token: admin, lang: 'zh-CN' });
    expect(zh.data.rows[0].resourceTypeName).toBe('图片');
    const tw = await t.api('GET', `/cms/resource/${r.data.resourceId}`, { token: admin, lang: 'zh-TW' });
    expect(tw.data.resourceTypeName).toBe('圖片');
  });

  it('refuses disguised, unknown and oversize files with the reason, storing nothing', async () => {
    const before = (await t.api('GET', '/cms/resource', { token: admin })).data.total;
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(60)]);
    expect((await upload('photo.png', zip)).msg).toMatch(/content does not match/i);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload('logo.png', svg)).msg).toMatch(/content does not match/i);
    expect((await upload('logo.svg', svg)).msg).toMatch(/file type|format/i);
    // a PNG header over bytes sharp cannot read is no image either
    expect((await upload('fake.png', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(64)]))).msg).toMatch(
      /content does not match/i,
    );
    expect((await upload('big.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024)]))).msg).toMatch(/5\.0/);
    expect((await t.api('GET', '/cms/resource', { token: admin })).data.total).toBe(before);
    const dir = `${t.kernel.config.dataDir}/cms/sites/zhuxie/resources`;
    const files = fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).match(/\.(png|svg|pdf)$/));
    expect(files).toHaveLength(1); // the banner of the test above
  });
});

describe('CMS resources: images', () => {
  it('makes thumbnails by the site extends and sizes on demand', async () => {
    expect((await saveExtends({ ThumbnailWidth: 100, ThumbnailHeight: 100 })).code).toBe(200);
    const r = await upload('wide.png', await png(400, 200));
    expect(r.data.thumbnailSrc).toMatch(/_100x100\.png$/);
    const thumb = await served(r.data.thumbnailSrc);
    expect(thumb.status).toBe(200);
    expect(await sharp(thumb.body).metadata()).toMatchObject({ width: 100, height: 50 });
    const sized = await t.api('GET', `/cms/resource/imageSize/${r.data.resourceId}?w=60&h=0`, { token: admin });
    expect(sized.data.src).toMatch(/_60x0\.png$/);
    expect(await sharp((await served(sized.data.src)).body).metadata()).toMatchObject({ width: 60, height: 30 });
    await saveExtends({ ThumbnailWidth: 0, ThumbnailHeight: 0 });
  });

  it('lays the watermark on new images and keeps the original untouched', async () => {
    const mark = await upload('mark.png', await png(50, 50, '#ff0000'));
    expect(
      (
        await saveExtends({
          ImageWatermark: 'Y',
          ImageWatermarkArgs: { image: mark.data.path, opacity: 1, ratio: 50, position: 'TOP_LEFT', width: 20, height: 20 },
        })
      ).code,
    ).toBe(200);
    const original = await png(200, 100, '#ffffff');
    const r = await upload('photo.png', original);
    expect(r.code, r.msg).toBe(200);
    const stored = await served(r.data.src);
    const { data, info } = await sharp(stored.body).raw().toBuffer({ resolveWithObject: true });
    // top left is the red mark (the pad is 2 % of 100 px), bottom right still white
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(at(10, 10)).toEqual([255, 0, 0]);
    expect(at(190, 90)).toEqual([255, 255, 255]);
    const kept = await served(r.data.src.replace(/\.png$/, '_original.png'));
    expect(Buffer.compare(kept.body, original)).toBe(0);
    // an image under the minimum size gets no watermark
    await saveExtends({
      ImageWatermarkArgs: { image: mark.data.path, opacity: 1, ratio: 50, position: 'TOP_LEFT', width: 500, height: 20 },
    });
    const small = await upload('small.png', original);
    expect(Buffer.compare((await served(small.data.src)).body, original)).toBe(0);
    const usage = await t.api('GET', `/cms/resource/${mark.data.resourceId}`, { token: admin });
    expect(usage.data.usageInfo).toEqual([{ type: 'site', id: siteId, name: '筑协' }]);
    await saveExtends({ ImageWatermark: 'N' });
  });
});

describe('CMS resources: media', () => {
  it('reads the duration of an audio file on upload', async () => {
    // 3 s of 8 kHz, 8-bit mono silence
    const data = Buffer.alloc(24_000, 128);
    const header = Buffer.alloc(44);
    header.write('RIFF', 0);
    header.writeUInt32LE(36 + data.length, 4);
    header.write('WAVEfmt ', 8);
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(1, 22);
    header.writeUInt32LE(8000, 24);
    header.writeUInt32LE(8000, 28);
    header.writeUInt16LE(1, 32);
    header.writeUInt16LE(8, 34);
    header.write('data', 36);
    header.writeUInt32LE(data.length, 40);
    const r = await upload('silence.wav', Buffer.concat([header, data]));
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toMatchObject({ resourceType: 'audio', duration: 3 });
  });
});

describe('CMS resources: remote links', () => {
  it('refuses links to private, loopback and link-local addresses, naming the field', async () => {
    for (const url of [
      'http://127.0.0.1/a.png',
      'http://localhost:8080/a.png',
      'http://10.1.2.3/a.png',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/a.png',
      'http://192.168.1.10/a.png',
    ])
      for (const download of [false, true]) {
        const r = await t.api('POST', '/cms/resource/remote', {
          token: admin,
          lang: 'en',
          body: { name: 'x', resourceType: 'image', sourceUrl: url, download },
        });
        expect(r.code, url).toBe(500);
        expect(r.msg, url).toMatch(/private, loopback or link-local/);
        expect((r.data as any)?.field, url).toBe('sourceUrl');
      }
    const ftp = await t.api('POST', '/cms/resource/remote', {
      token: admin,
      lang: 'en',
      body: { name: 'x', resourceType: 'file', sourceUrl: 'ftp://example.org/a.pdf' },
    });
    expect(ftp.code).toBe(500);
  });

  it('keeps a public link as a remote resource', async () => {
    const r = await t.api('POST', '/cms/resource/remote', {
      token: admin,
      body: { name: '外链视频', resourceType: 'video', sourceUrl: 'https://video.example.org/v/1.mp4' },
    });
    expect(r.code, r.msg).toBe(200);
    const d = (await t.api('GET', `/cms/resource/${r.data.resourceId}`, { token: admin, lang: 'en' })).data;
    expect(d).toMatchObject({ storageType: 'Remote', src: 'https://video.example.org/v/1.mp4', suffix: 'mp4', resourceTypeName: 'Video' });
  });
});

describe('CMS resources: edit, usage, delete, permissions', () => {
  it('edits name and tags, shows what uses it, deletes rows and files', async () => {
    const r = await upload('logo.png', await png(64, 64));
    const id = r.data.resourceId;
    expect((await t.api('PUT', '/cms/resource', { token: admin, body: { resourceId: id, name: '协会标志', tags: ['logo'] } })).code).toBe(
      200,
    );
    const site = (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data;
    expect((await t.api('PUT', '/cms/site', { token: admin, body: { ...site, logo: r.data.internalUrl } })).code).toBe(200);
    const d = (await t.api('GET', `/cms/resource/${id}`, { token: admin })).data;
    expect(d).toMatchObject({ name: '协会标志', tags: ['logo'] });
    expect(d.usageInfo).toEqual([{ type: 'site', id: siteId, name: '筑协' }]);
    expect((await t.api('GET', '/cms/resource/tags', { token: admin })).data).toContain('logo');

    expect((await t.api('DELETE', '/cms/resource', { token: admin, body: [id] })).code).toBe(200);
    expect((await t.api('GET', `/cms/resource/${id}`, { token: admin })).code).toBe(404);
    expect((await served(r.data.src)).status).toBe(404);
  });

  it('serves only resource files, never a path out of the site', async () => {
    const base = `${t.kernel.config.apiBase}/cms/res/zhuxie`;
    for (const p of ['/../../../etc/passwd', '/resources/../../x', '/template/index.html', '/%2e%2e/%2e%2e/etc/passwd'])
      expect((await t.app.inject({ method: 'GET', url: base + p })).statusCode, p).toBe(404);
  });

  it('lets only holders of the menu permission and the site grant in', async () => {
    const r = await upload('p.png', await png(20, 20));
    const noMenu: TestUser = await t.asUser({ userName: 'res_nomenu', permissions: ['cms:site:view'] });
    expect((await noMenu.api('GET', '/cms/resource')).code).toBe(403);
    const noSite: TestUser = await t.asUser({ userName: 'res_nosite', permissions: ['cms:resource:view', 'cms:resource:add'] });
    expect((await noSite.api('GET', '/cms/resource', { lang: 'en' })).msg).toBe('No site permissions.');
    expect((await noSite.api('GET', `/cms/resource/${r.data.resourceId}`)).code).toBe(403);
    expect((await upload('q.png', await png(20, 20), {}, noSite.token)).code).not.toBe(200);
    expect((await noSite.api('DELETE', '/cms/resource', { body: [r.data.resourceId] })).code).toBe(403);
    expect((await noSite.api('GET', '/cms/resource', { headers: { CurrentSite: String(siteId) } })).code).toBe(403);
  });
});

describe('CMS resources on S3-compatible storage', () => {
  let s3: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    const port = await new Promise<number>((res) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => res(p));
      });
    });
    s3 = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory: `/tmp/zx-s3rver-${process.pid}-${port}`,
      configureBuckets: [{ name: 'cms', configs: [] }],
    });
    await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await saveExtends({ FileStorageType: 'Local' });
    await s3?.close();
  });

  it('stores uploads in the bucket under the site path, never sends the secret back, deletes objects', async () => {
    const args = { endpoint, region: 'us-east-1', bucket: 'cms', accessKey: 'S3RVER', accessSecret: 'S3RVER' };
    expect((await saveExtends({ FileStorageType: 'MinIO', FileStorageArgs: args })).code).toBe(200);
    const ext = (await t.api('GET', `/cms/site/extends?siteId=${siteId}`, { token: admin })).data;
    expect(ext.FileStorageArgs).toEqual({ ...args, accessSecret: '******' });
    // saving the form as it came back keeps the stored secret
    expect((await saveExtends({ FileStorageArgs: ext.FileStorageArgs })).code).toBe(200);

    const r = await upload('s3.png', await png(120, 80));
    expect(r.code, r.msg).toBe(200);
    expect(r.data.storageType).toBe('MinIO');
    expect(r.data.src).toBe(`${endpoint}/cms/zhuxie/${r.data.path}`);
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const obj = await client.send(new GetObjectCommand({ Bucket: 'cms', Key: `zhuxie/${r.data.path}` }));
    expect(await sharp(Buffer.from(await obj.Body!.transformToByteArray())).metadata()).toMatchObject({ width: 120, height: 80 });
    const sized = await t.api('GET', `/cms/resource/imageSize/${r.data.resourceId}?w=30&h=30`, { token: admin });
    expect(sized.data.src).toBe(`${endpoint}/cms/zhuxie/${r.data.path.replace(/\.png$/, '_30x30.png')}`);

    expect((await t.api('DELETE', '/cms/resource', { token: admin, body: [r.data.resourceId] })).code).toBe(200);
    await expect(client.send(new GetObjectCommand({ Bucket: 'cms', Key: `zhuxie/${r.data.path}` }))).rejects.toThrow();
    await expect(
      client.send(new GetObjectCommand({ Bucket: 'cms', Key: `zhuxie/${r.data.path.replace(/\.png$/, '_30x30.png')}` })),
    ).rejects.toThrow();
  });

  it("deletes a site's objects from the bucket with the site", async () => {
    const site = await t.api('POST', '/cms/site', { token: admin, body: { name: '分站', path: 'branch' } });
    expect(site.code, site.msg).toBe(200);
    const id = site.data.siteId;
    const args = { endpoint, region: 'us-east-1', bucket: 'cms', accessKey: 'S3RVER', accessSecret: 'S3RVER' };
    expect(
      (await t.api('POST', `/cms/site/extends/${id}`, { token: admin, body: { FileStorageType: 'MinIO', FileStorageArgs: args } })).code,
    ).toBe(200);
    const r = await upload('b.png', await png(40, 40), {}, admin, { CurrentSite: String(id) });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.src).toContain('/cms/branch/');
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new GetObjectCommand({ Bucket: 'cms', Key: `branch/${r.data.path}` }));
    const task = await t.api('DELETE', `/cms/site/${id}`, { token: admin });
    for (let i = 0; i < 100; i++) {
      const st = await t.api('GET', `/async/task/${task.data}`, { token: admin });
      if (st.data?.status === 'SUCCESS') break;
      await new Promise((res) => setTimeout(res, 50));
    }
    await expect(client.send(new GetObjectCommand({ Bucket: 'cms', Key: `branch/${r.data.path}` }))).rejects.toThrow();
    expect(await t.kernel.db.selectFrom('cmsResource').select('resourceId').where('siteId', '=', id).execute()).toEqual([]);
  });
});
