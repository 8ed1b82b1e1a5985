import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Kernel } from '#kernel/server';
import { templateDir } from '../storage/site-layout.ts';

/** The default theme shipped with the product (templates of the association's look), by path from the working directory. */
export const DEFAULT_THEME_DIR = path.resolve(process.cwd(), 'plugins/cms/theme/default');
const MARKER = '.theme-installed';

/**
 * The demo site's templates, once: the default theme is copied into every pipe of the site `zhuxie` that has
 * no templates yet (an administrator's own templates are never touched; a marker keeps deleted ones deleted).
 */
export async function installDemoTheme(kernel: Kernel): Promise<void> {
  if (!fs.existsSync(DEFAULT_THEME_DIR)) return;
  const site = await kernel.db.selectFrom('cmsSite').select(['siteId', 'path']).where('path', '=', 'zhuxie').executeTakeFirst();
  if (!site) return;
  const pipes = await kernel.db.selectFrom('cmsPublishPipe').select('code').where('siteId', '=', site.siteId).execute();
  for (const { code } of pipes) {
    const dir = templateDir(kernel, site.path, code);
    await addedLater(dir);
    await replaceShipped(dir);
    if (fs.existsSync(path.join(dir, MARKER)) || fs.existsSync(path.join(dir, 'index.template.html'))) continue;
    await fsp.mkdir(dir, { recursive: true });
    await fsp.cp(DEFAULT_THEME_DIR, dir, { recursive: true, force: false, errorOnExist: false });
    await fsp.writeFile(path.join(dir, MARKER), new Date().toISOString());
  }
}

/**
 * Templates the default theme gained after sites had it installed (the search page, which migration 0015 names
 * as the demo pipes' `searchTemplate`): copied once into a theme-installed pipe that lacks them; a marker per
 * file keeps a deleted one deleted.
 */
const ADDED_LATER = [
  'search.template.html',
  // the page-view beacon of the site statistics (issue 32), included by the footer
  'common/stat.template.html',
  // the friend links' block (issue 32), included by the home page
  'common/links.template.html',
  // the comment page and the member centre's "my comments" and "my favourites" (issue 34)
  'comment/write.template.html',
  'account/comments.template.html',
  'account/favorites.template.html',
  // the member's in-site messages (issue 31)
  'account/messages.template.html',
];

async function addedLater(dir: string): Promise<void> {
  if (!fs.existsSync(path.join(dir, MARKER))) return;
  for (const f of ADDED_LATER) {
    const marker = path.join(dir, `${MARKER}-${f.split('.')[0].replaceAll('/', '-')}`);
    if (fs.existsSync(marker)) continue;
    if (!fs.existsSync(path.join(dir, f))) {
      // a file of a folder the site did not have yet (comment/)
      await fsp.mkdir(path.dirname(path.join(dir, f)), { recursive: true });
      await fsp.copyFile(path.join(DEFAULT_THEME_DIR, f), path.join(dir, f));
    }
    await fsp.writeFile(marker, new Date().toISOString());
  }
}

/**
 * Default-theme files changed since sites had them installed, by the SHA-256 of the earlier shipped versions: a
 * pipe's copy that is still byte for byte such a version is replaced with today's (an edited copy is left alone).
 * article: since output escaping, its related list (a capture) and third-party video code are written `| raw`;
 * index: since friend links, it includes their block.
 */
const REPLACED: Record<string, string[]> = {
  // index: since friend links, the links block of the groups (common/links, the cms_link_group tag) under the widget
  'index.template.html': [
    '9cc77b13428aeabfd8d5603277064bfdd4925d7bdf5037471e11557b50f20d42',
    'e39fab0a022ce4d768d534c55bb324cdd7e27c6e395e7a34564873f0f6fefc4b',
  ],
  'article.template.html': [
    '57211b1d0334c18b546fba0ec6d9bbc88f56307e5662d754a1e07dfdceb34a89',
    // before the page-view beacon (issue 32): article, list and footer name the page's catalog/content and include it
    '885c605029beec480174b1a4d2cc43f945207d0f553f162746365231b61e77ca',
    // before comments on the page (issue 34): the list, its count and the links to the comment page
    'f0f63a6e85f741277d0c28b286f6d478bd89b879d3b898069b21073eb7fbf48b',
  ],
  // before comments (issue 34): the comment styles; the centre's links to my comments and favourites; sign-in's return;
  // head: then the member messages' styles, and before the vote form's styles (issue 34)
  'common/head.template.html': [
    '3dcc7f1367c8a7da2134475b4ac05d475d106f537c3acd306a3b561868fd677c',
    '236a6983ec44c2f665711e50fd38d3ebfc18cbca2e3018d026a4aca9860aa09e',
    '43c3519e035070cba2e450051015e07927e60e6950f86d979cb77730e1bb3c65',
    '4e0a2f5aab631435b5bdd8608daa831026a137cd9ed22b2647976e5d940e6cfc',
    '5643aaf5c091e0400219aa33edf8a33881d6e9a73dc12770295d7bcc8c4dbdf4',
  ],
  'account/centre.template.html': ['7841122e7ad732957a3fd900baa734b647a4f7ad288678de300026de922372b3'],
  'account/login.template.html': ['0eca648da36824e32779e40041c68623a3e8c648fde802a39bd65ac96cc53cd9'],
  'account/register.template.html': ['8386d4bf3fa8eb2a30918ed6cd6b67fbe4e3ce07b343e3a699a4d5c3c3944784'],
  'list.template.html': ['c5b1807d68639461088cf6004456a1d8c541f88e1c649543c095f4ed1d5aaede'],
  'common/footer.template.html': ['f6db1a5fc59c4e5e2fdf7eeb3d2a7f5727aaf78a8471543401500c43c7c089ba'],
};

async function replaceShipped(dir: string): Promise<void> {
  if (!fs.existsSync(path.join(dir, MARKER))) return;
  for (const [f, shipped] of Object.entries(REPLACED)) {
    const file = path.join(dir, f);
    const text = await fsp.readFile(file).catch(() => null);
    if (text && shipped.includes(createHash('sha256').update(text).digest('hex')))
      await fsp.copyFile(path.join(DEFAULT_THEME_DIR, f), file);
  }
}
