import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';
import { multipart } from '../kernel/limited-user.ts';

/** The CMS file manager (issue 11): the site's resource and pipe roots, text editing, uploads, and no way out of the roots. */
let t: TestApp;
let admin: string;
let siteId: number;
let sites: string;

const api = (method: string, url: string, body?: unknown, lang = 'en', token = admin) => t.api(method, url, { token, body, lang });

async function upload(dir: string, name: string, content: Buffer, token = admin) {
  const body = multipart({ dir }, { field: 'file', name, content });
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.kernel.config.apiBase}/cms/file/upload`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
  return JSON.parse(res.body) as { code: number; msg: string; data?: any };
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  sites = path.join(t.kernel.config.dataDir, 'cms', 'sites');
});
afterAll(async () => {
  await t?.dispose();
});

describe('CMS files: browsing and editing', () => {
  it('lists the roots: the site directory and one per pipe', async () => {
    const roots = await api('GET', '/cms/file/list');
    expect(roots.code, roots.msg).toBe(200);
    expect(roots.data.map((f: any) => f.filePath)).toEqual(['zhuxie', 'zhuxie_pc', 'zhuxie_h5']);
    expect(roots.data[0]).toMatchObject({ fileName: 'zhuxie', isDirectory: true, canEdit: false });
    // v1.4.3's form of the same question
    const slash = await api('GET', '/cms/file/list?filePath=%2F');
    expect(slash.code, slash.msg).toBe(200);
    expect(slash.data).toEqual(roots.data);
    expect((await api('GET', '/cms/file/list?filePath=/&fileName=pc')).data.map((f: any) => f.filePath)).toEqual(['zhuxie_pc']);
    // only the root itself: `/` before anything else stays an absolute path
    expect((await api('GET', '/cms/file/list?filePath=/zhuxie')).msg).toMatch(/filePath.*not allowed/);
    const tree = await api('GET', '/cms/file/directoryTreeData');
    expect(tree.data.resourceRoot).toBe('cms/sites');
    expect(tree.data.tree.map((n: any) => n.id)).toEqual(['zhuxie', 'zhuxie_pc', 'zhuxie_h5']);
  });

  it('adds folders and text files, edits, reads, renames and deletes them', async () => {
    expect((await api('POST', '/cms/file/add', { dir: 'zhuxie_pc', fileName: 'css', isDirectory: true })).code).toBe(200);
    const add = await api('POST', '/cms/file/add', { dir: 'zhuxie_pc/css', fileName: 'site.css', isDirectory: false });
    expect(add.code, add.msg).toBe(200);
    expect((await api('POST', '/cms/file/add', { dir: 'zhuxie_pc/css', fileName: 'site.css', isDirectory: false })).msg).toBe(
      '"site.css" already exists.',
    );
    // only text files: no page, script or image made here
    for (const name of ['x.html', 'x.js', 'x.svg', 'x.shtml', 'noext'])
      expect((await api('POST', '/cms/file/add', { dir: 'zhuxie_pc', fileName: name, isDirectory: false })).code, name).toBe(500);
    expect((await api('POST', '/cms/file/add', { dir: 'zhuxie_pc', fileName: 'a b', isDirectory: true })).msg).toMatch(/fileName/);
    const css = 'body { color: #333; }\n';
    expect((await api('POST', '/cms/file/edit', { filePath: 'zhuxie_pc/css/site.css', fileContent: css })).code).toBe(200);
    expect(fs.readFileSync(path.join(sites, 'zhuxie_pc', 'css', 'site.css'), 'utf8')).toBe(css);
    expect((await api('POST', '/cms/file/read', { filePath: 'zhuxie_pc/css/site.css' })).data).toBe(css);
    const list = await api('GET', '/cms/file/list?filePath=zhuxie_pc/css');
    expect(list.data).toEqual([
      expect.objectContaining({
        filePath: 'zhuxie_pc/css/site.css',
        fileName: 'site.css',
        isDirectory: false,
        canEdit: true,
        fileSize: css.length,
      }),
    ]);
    expect((await api('GET', '/cms/file/list?filePath=zhuxie_pc/css&fileName=nothing')).data).toEqual([]);
    // a rename keeps the extension: a stylesheet never becomes a page
    expect((await api('POST', '/cms/file/rename', { filePath: 'zhuxie_pc/css/site.css', rename: 'site.html' })).msg).toMatch(/\.css/);
    expect((await api('POST', '/cms/file/rename', { filePath: 'zhuxie_pc/css/site.css', rename: '../x.css' })).code).toBe(500);
    expect((await api('POST', '/cms/file/rename', { filePath: 'zhuxie_pc/css/site.css', rename: 'main.css' })).code).toBe(200);
    expect((await api('POST', '/cms/file/rename', { filePath: 'zhuxie_pc/css', rename: 'styles' })).code).toBe(200);
    expect((await api('POST', '/cms/file/read', { filePath: 'zhuxie_pc/styles/main.css' })).data).toBe(css);
    expect((await api('POST', '/cms/file/delete', [{ filePath: 'zhuxie_pc' }])).code).toBe(500);
    expect((await api('POST', '/cms/file/delete', [{ filePath: 'zhuxie_pc/styles' }])).code).toBe(200);
    expect(fs.existsSync(path.join(sites, 'zhuxie_pc', 'styles'))).toBe(false);
  });

  it('does not open or save active content such as html', async () => {
    fs.mkdirSync(path.join(sites, 'zhuxie_pc'), { recursive: true });
    fs.writeFileSync(path.join(sites, 'zhuxie_pc', 'index.shtml'), '<p>published</p>');
    const row = (await api('GET', '/cms/file/list?filePath=zhuxie_pc')).data.find((f: any) => f.fileName === 'index.shtml');
    expect(row.canEdit).toBe(false);
    expect((await api('POST', '/cms/file/read', { filePath: 'zhuxie_pc/index.shtml' })).msg).toMatch(/not an editable text file/);
    expect((await api('POST', '/cms/file/edit', { filePath: 'zhuxie_pc/index.shtml', fileContent: '<script>x</script>' })).code).toBe(500);
    expect(fs.readFileSync(path.join(sites, 'zhuxie_pc', 'index.shtml'), 'utf8')).toBe('<p>published</p>');
  });

  it('uploads allowed assets and refuses executables', async () => {
    const ok = await upload('zhuxie', 'robots.txt', Buffer.from('User-agent: *\n'));
    expect(ok.code, ok.msg).toBe(200);
    expect(fs.readFileSync(path.join(sites, 'zhuxie', 'robots.txt'), 'utf8')).toBe('User-agent: *\n');
    expect((await upload('zhuxie', 'robots.txt', Buffer.from('again'))).msg).toMatch(/already exists/);
    expect((await upload('zhuxie', 'x.html', Buffer.from('<script>1</script>'))).msg).toMatch(/format/);
    expect((await upload('zhuxie', 'x.svg', Buffer.from('<svg/>'))).msg).toMatch(/format/);
    expect((await upload('zhuxie', 'x.js', Buffer.from('alert(1)'))).msg).toMatch(/format/);
    expect((await upload('../../etc', 'y.txt', Buffer.from('y'))).msg).toMatch(/not allowed/);
    expect((await upload('/tmp', 'y.txt', Buffer.from('y'))).msg).toMatch(/not allowed/);
    expect(fs.existsSync(path.join(sites, 'zhuxie', 'x.html'))).toBe(false);
  });
});

describe('CMS files: no way out of the roots', () => {
  const attempts = [
    '../etc/passwd',
    'zhuxie/../../../etc/passwd',
    'zhuxie/..%2f..%2fetc/passwd',
    'zhuxie/%2e%2e/%2e%2e/etc/passwd',
    '/etc/passwd',
    'zhuxie\\..\\..\\etc\\passwd',
    'zhuxie/./resources',
    'zhuxie/x\u0000.css',
    'other_site/x.css',
    'zhuxie_nopipe',
  ];

  it('refuses traversal, absolute, encoded, backslash and NUL paths on every route, naming the field', async () => {
    for (const p of attempts) {
      const list = await api('GET', `/cms/file/list?filePath=${encodeURIComponent(p)}`);
      expect(list.code, p).toBe(500);
      expect(list.msg, p).toMatch(/filePath.*not allowed/);
      expect((await api('POST', '/cms/file/read', { filePath: p })).msg, p).toMatch(/not allowed/);
      expect((await api('POST', '/cms/file/edit', { filePath: p, fileContent: 'x' })).msg, p).toMatch(/not allowed/);
      expect((await api('POST', '/cms/file/add', { dir: p, fileName: 'x.css', isDirectory: false })).msg, p).toMatch(/dir.*not allowed/);
      expect((await api('POST', '/cms/file/rename', { filePath: p, rename: 'y.css' })).msg, p).toMatch(/not allowed/);
      expect((await api('POST', '/cms/file/delete', [{ filePath: p }])).msg, p).toMatch(/not allowed/);
    }
    const zh = await api('POST', '/cms/file/read', { filePath: '../etc/passwd' }, 'zh-CN');
    expect(zh.msg).toBe('路径（filePath）“../etc/passwd”不允许：必须位于站点目录之内。');
  });

  it('refuses a symbolic link planted inside the site directory', async () => {
    const outside = fs.mkdtempSync('/tmp/zx-outside-');
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'secret');
    fs.mkdirSync(path.join(sites, 'zhuxie'), { recursive: true });
    fs.symlinkSync(outside, path.join(sites, 'zhuxie', 'escape'));
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(sites, 'zhuxie', 'secret.txt'));
    expect((await api('POST', '/cms/file/read', { filePath: 'zhuxie/escape/secret.txt' })).msg).toMatch(/not allowed/);
    expect((await api('POST', '/cms/file/read', { filePath: 'zhuxie/secret.txt' })).msg).toMatch(/not allowed/);
    expect((await api('POST', '/cms/file/edit', { filePath: 'zhuxie/secret.txt', fileContent: 'pwned' })).msg).toMatch(/not allowed/);
    expect((await api('GET', '/cms/file/list?filePath=zhuxie/escape')).msg).toMatch(/not allowed/);
    expect((await api('POST', '/cms/file/add', { dir: 'zhuxie/escape', fileName: 'n.css', isDirectory: false })).msg).toMatch(
      /not allowed/,
    );
    expect((await upload('zhuxie/escape', 'u.txt', Buffer.from('u'))).msg).toMatch(/not allowed/);
    expect((await api('POST', '/cms/file/delete', [{ filePath: 'zhuxie/escape/secret.txt' }])).msg).toMatch(/not allowed/);
    // the links are not even listed
    const names = (await api('GET', '/cms/file/list?filePath=zhuxie')).data.map((f: any) => f.fileName);
    expect(names).not.toContain('escape');
    expect(names).not.toContain('secret.txt');
    expect(fs.readFileSync(path.join(outside, 'secret.txt'), 'utf8')).toBe('secret');
    expect(fs.readdirSync(outside)).toEqual(['secret.txt']);
    fs.rmSync(path.join(sites, 'zhuxie', 'escape'));
    fs.rmSync(path.join(sites, 'zhuxie', 'secret.txt'));
  });

  it('lets only holders of the menu permission and the site grant in', async () => {
    const noMenu: TestUser = await t.asUser({ userName: 'file_nomenu', permissions: ['cms:site:view'] });
    expect((await noMenu.api('GET', '/cms/file/list')).code).toBe(403);
    const noSite: TestUser = await t.asUser({ userName: 'file_nosite', permissions: ['cms:file:view', 'cms:file:edit', 'cms:file:add'] });
    expect((await noSite.api('GET', '/cms/file/list', { lang: 'en' })).msg).toBe('No site permissions.');
    expect((await noSite.api('GET', '/cms/file/list', { headers: { CurrentSite: String(siteId) } })).code).toBe(403);
    expect((await upload('zhuxie', 'z.txt', Buffer.from('z'), noSite.token)).code).not.toBe(200);
    await t.kernel.db
      .insertInto('cmsPermission')
      .values({
        ownerType: 'Role',
        owner: String(noSite.roleId),
        permType: 'Site',
        perms: JSON.stringify([`Site:View:${siteId}`]) as never,
      })
      .execute();
    await t.kernel.invalidate('identity');
    expect((await noSite.api('GET', '/cms/file/list')).code).toBe(200);
    expect((await noSite.api('POST', '/cms/file/add', { body: { dir: 'zhuxie', fileName: 'v.css', isDirectory: false } })).code).toBe(403);
    expect((await noSite.api('POST', '/cms/file/delete', { body: [{ filePath: 'zhuxie/robots.txt' }] })).code).toBe(403);
    expect(fs.existsSync(path.join(sites, 'zhuxie', 'v.css'))).toBe(false);
  });
});
