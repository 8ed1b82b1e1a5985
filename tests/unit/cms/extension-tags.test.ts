import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Liquid } from 'liquidjs';
import { afterAll, describe, expect, it } from 'vitest';
import { allowAbsentTags, extensionsOf } from '../../../plugins/cms/server/render/extension-tags.ts';
import { registerTagModule } from '../../../plugins/cms/server/render/tag-modules.ts';

/** The CMS template-tag extension point: what a contributed module must be, and tags nobody provides. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zx-tags-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** a tag module file exporting these tags (as plain objects; rows/html as source text) */
function moduleOf(name: string, tags: string): string {
  const file = path.join(dir, `${name}.mjs`);
  fs.writeFileSync(file, `export default { tags: [${tags}] };\n`);
  return pathToFileURL(file).href;
}
const tag = (name: string, extra = 'block: true, rows: () => [{ n: 1 }]') =>
  `{ name: '${name}', ${extra}, attrs: [], title: 't', description: 'd', example: { code: '', page: 'site' } }`;
/** a kernel stand-in: the registry is kept per kernel object */
const kernelWith = (...urls: string[]) => {
  const k = {};
  for (const u of urls) registerTagModule(k, u);
  return k;
};

describe('contributed template tags', () => {
  it('loads a module once per list and hands its tags to the engine', async () => {
    const k = kernelWith(moduleOf('good', tag('cms_demo_list')));
    const ext = await extensionsOf(k);
    expect(ext.tags.map((t) => t.name)).toEqual(['cms_demo_list']);
    expect(ext.docs[0].title).toBe('t');
    expect(await extensionsOf(k)).toBe(ext);
    // a kernel without modules gets none
    expect((await extensionsOf({})).tags).toEqual([]);
  });

  it('refuses a name outside cms_*, a CMS tag name, a name twice and a block tag without rows', async () => {
    await expect(extensionsOf(kernelWith(moduleOf('badname', tag('links'))))).rejects.toThrow(/must be named cms_<name>/);
    await expect(extensionsOf(kernelWith(moduleOf('taken', tag('cms_site'))))).rejects.toThrow(/"cms_site" is already registered/);
    const a = moduleOf('a', tag('cms_twice'));
    const b = moduleOf('b', tag('cms_twice'));
    await expect(extensionsOf(kernelWith(a, b))).rejects.toThrow(/"cms_twice" is already registered/);
    await expect(extensionsOf(kernelWith(moduleOf('norows', tag('cms_norows', "block: true, html: () => ''"))))).rejects.toThrow(
      /a block tag has rows, an inline tag html/,
    );
  });

  it('names a module that does not load', async () => {
    const missing = pathToFileURL(path.join(dir, 'missing.mjs')).href;
    await expect(extensionsOf(kernelWith(missing))).rejects.toThrow(/missing\.mjs failed to load/);
    const noExport = path.join(dir, 'noexport.mjs');
    fs.writeFileSync(noExport, 'export const tags = [];\n');
    await expect(extensionsOf(kernelWith(pathToFileURL(noExport).href))).rejects.toThrow(/has no default export \{ tags \}/);
  });
});

describe('a cms_* tag nobody provides', () => {
  const engine = new Liquid();
  allowAbsentTags(engine);
  it('writes nothing and skips its body, inline or block; other unknown tags still fail', async () => {
    expect(await engine.parseAndRender('a{% cms_nope code:"x" %}<b>{{ item.name }}</b>{% endcms_nope %}b{% cms_inline size:3 %}c')).toBe(
      'abc',
    );
    expect(() => engine.parse('{% nope %}')).toThrow(/tag "nope" not found/);
  });
});
