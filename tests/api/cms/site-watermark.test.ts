import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { multipart } from '../kernel/limited-user.ts';

/** v1.4.3's watermark image upload (the Extend Config form's image viewer): jpg or png, at most 2 MB (SPEC §9). */
let t: TestApp;
let admin: string;
let siteId: number;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/list?pageNum=1&pageSize=10', { token: admin })).data.rows[0].siteId;
});
afterAll(async () => {
  await t?.dispose();
});

const upload = async (token: string, name: string, content: Buffer, lang = 'en', site = siteId) => {
  const body = multipart({ siteId: String(site) }, { field: 'file', name, content });
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.kernel.config.apiBase}/cms/site/upload_watermarkimage`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': lang },
    payload: body.payload,
  });
  return JSON.parse(res.body);
};

describe('POST /cms/site/upload_watermarkimage', () => {
  it('keeps a png in the site storage as resources/watermaker.png and answers {path, src}; the file is served', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const r = await upload(admin, 'mark.png', png);
    expect(r.code, r.msg).toBe(200);
    expect(r.data.path).toBe('resources/watermaker.png');
    const served = await t.app.inject({ method: 'GET', url: r.data.src });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
  });

  it("refuses another format with SPEC §8's 'Unsupported file format', a file over 2 MB, and a site the caller may not edit", async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    for (const [lang, text] of [
      ['en', 'Unsupported file format; only jpg, jpeg, png is supported.'],
      ['zh-CN', '文件格式错误，仅支持：jpg, jpeg, png'],
      ['zh-TW', '檔案格式錯誤，僅支援：jpg, jpeg, png'],
    ])
      expect((await upload(admin, 'mark.gif', gif, lang)).msg).toBe(text);
    const big = await sharp({ create: { width: 1400, height: 1400, channels: 4, background: '#ff000080' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    expect((await upload(admin, 'big.png', big)).msg).toBe('The file size exceed: 2.0 MB.');
    const editor = await t.asUser({ userName: 'mark_editor', permissions: ['cms:site:view', 'cms:site:edit'] });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(editor.token, 'mark.png', png)).code).toBe(403);
    expect((await upload(admin, 'mark.png', png, 'en', 999999)).code).not.toBe(200);
  });
});
