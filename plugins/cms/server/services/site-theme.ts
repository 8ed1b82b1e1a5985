import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Kernel, sql, writeAtomic } from '#kernel/server';
import { DEFAULT_TEMPLATE_KEYS } from '../../shared/site.ts';
import { THEME_ASSET_EXTENSIONS, THEME_LIMITS, THEME_MANIFEST, type ThemeManifest } from '../../shared/theme.ts';
import { pipeDir } from '../storage/site-layout.ts';
import { includeCache, templateCache } from './template-cache.ts';
import { syncTemplates, templateSuffix } from './template-files.ts';
import { readZipDirectory, readZipFile, ZipRefused } from './zip-read.ts';

/** The pipe props a theme carries: which template renders what (never URLs or suffixes of the target site). */
const THEME_PROP_KEYS = ['indexTemplate', 'searchTemplate', ...DEFAULT_TEMPLATE_KEYS] as const;

/** Where a site's exported theme waits for its download. */
export const themeExportFile = (kernel: Kernel, siteId: number) =>
  path.join(kernel.config.dataDir, 'cms', 'export', String(siteId), 'SiteTheme.zip');

const extOf = (name: string) => (/\.([A-Za-z0-9]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/** A file name segment a theme may use: letters, digits, `_`, `-` and dots, not starting with a dot. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}$/;

/**
 * A file a theme may carry (path relative to the pipe directory): under `template/` HTML named by the
 * template rule (letters, digits, underscore) and assets, elsewhere static assets only.
 */
const themeFileAllowed = (rel: string) => {
  if (!rel.split('/').every((s) => SEGMENT.test(s))) return false;
  const ext = extOf(rel);
  if (THEME_ASSET_EXTENSIONS.includes(ext)) return true;
  return ext === 'html' && rel.startsWith('template/') && /^template\/([A-Za-z0-9_]+\/)*[A-Za-z0-9_]+(\.[A-Za-z0-9]+)*\.html$/.test(rel);
};

interface Site {
  siteId: number;
  name: string;
  path: string;
}

/** The files of a pipe's theme: its template directory and its static assets (never published pages, includes or catalog directories). */
export async function pipeThemeFiles(root: string, skipTop: Set<string>): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string, prefix: string, depth: number) => {
    for (const e of await fsp.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const rel = prefix ? `${prefix}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (depth === 0 && skipTop.has(e.name)) continue;
        if (depth < 8 && !e.name.startsWith('.')) await walk(path.join(dir, e.name), rel, depth + 1);
      } else if (e.isFile() && !e.name.startsWith('.') && themeFileAllowed(rel)) out.push(rel);
    }
  };
  await walk(root, '', 0);
  return out.sort();
}

/**
 * A site's theme as a zip (chestnut-api §1.4 exportTheme): `theme.json` (the pipes and which template renders
 * what) and, per pipe, `{pipeCode}/template/…` plus the pipe's static assets (css, scripts, images, fonts).
 */
export async function exportTheme(kernel: Kernel, site: Site, progress: (p: number) => void): Promise<Buffer> {
  const { db } = kernel;
  const pipes = await db.selectFrom('cmsPublishPipe').select(['code', 'name']).where('siteId', '=', site.siteId).orderBy('sort').execute();
  const props = (await db.selectFrom('cmsSite').select('publishPipeProps').where('siteId', '=', site.siteId).executeTakeFirstOrThrow())
    .publishPipeProps;
  const catalogTops = new Set(
    (await db.selectFrom('cmsCatalog').select('path').where('siteId', '=', site.siteId).execute()).map((c) => c.path.split('/')[0]),
  );
  const skip = new Set([...catalogTops, 'include']);
  // loaded on the first export: not needed to start the server
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const manifest: ThemeManifest = {
    format: 'zhuxie-theme',
    version: 1,
    site: { name: site.name, path: site.path },
    templateSuffix: await templateSuffix(kernel),
    exportTime: new Date().toISOString(),
    pipes: pipes.map((p) => ({
      code: p.code,
      name: p.name,
      props: Object.fromEntries(THEME_PROP_KEYS.filter((k) => props[p.code]?.[k]).map((k) => [k, String(props[p.code][k])])),
    })),
  };
  zip.file(THEME_MANIFEST, JSON.stringify(manifest, null, 2));
  let total = 0;
  for (const [i, p] of pipes.entries()) {
    const root = pipeDir(kernel, site.path, p.code);
    for (const rel of await pipeThemeFiles(root, skip)) {
      const buf = await fsp.readFile(path.join(root, ...rel.split('/')));
      total += buf.length;
      if (total > THEME_LIMITS.maxTotalBytes) throw new ZipRefused('tooLarge', '', { max: THEME_LIMITS.maxTotalBytes / 1048576 });
      zip.file(`${p.code}/${rel}`, buf);
    }
    progress(((i + 1) / Math.max(1, pipes.length)) * 80);
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 }, platform: 'UNIX' });
}

/** A checked theme, extracted to a staging directory and waiting to be moved into the site. */
export interface StagedTheme {
  dir: string;
  /** pipe code → files (relative to the pipe directory) */
  pipes: Map<string, string[]>;
  /** pipes of the zip this site does not have (their files are left out) */
  skipped: string[];
  manifest: ThemeManifest | null;
}

/**
 * Checks an uploaded theme zip and extracts it to a staging directory; nothing of the site is touched. Every
 * entry must be `theme.json` or lie under a pipe directory (`{pipeCode}/…`), and a pipe's files must be
 * templates under `template/` or static assets. Refusals are ZipRefused (the staging directory is removed).
 */
export async function stageTheme(kernel: Kernel, site: Site, buf: Buffer): Promise<StagedTheme> {
  const files = readZipDirectory(buf, THEME_LIMITS);
  const codes = new Set(
    (await kernel.db.selectFrom('cmsPublishPipe').select('code').where('siteId', '=', site.siteId).execute()).map((p) => p.code),
  );
  let manifest: ThemeManifest | null = null;
  const pipes = new Map<string, string[]>();
  const skipped = new Set<string>();
  const plan: { file: (typeof files)[number]; pipe: string; rel: string }[] = [];
  for (const f of files) {
    if (f.path === THEME_MANIFEST) {
      if (f.size > 65536) throw new ZipRefused('badManifest', f.path);
      try {
        manifest = JSON.parse(readZipFile(buf, f).toString('utf8')) as ThemeManifest;
      } catch (e) {
        if (e instanceof ZipRefused) throw e;
        throw new ZipRefused('badManifest', f.path);
      }
      if (manifest?.format !== 'zhuxie-theme' || !Array.isArray(manifest.pipes)) throw new ZipRefused('badManifest', f.path);
      continue;
    }
    const [pipe, ...rest] = f.path.split('/');
    if (!rest.length || !/^[A-Za-z0-9_]{1,50}$/.test(pipe)) throw new ZipRefused('outsidePipe', f.path);
    const rel = rest.join('/');
    if (!themeFileAllowed(rel)) throw new ZipRefused('fileType', f.path);
    if (!codes.has(pipe)) {
      skipped.add(pipe);
      continue;
    }
    plan.push({ file: f, pipe, rel });
  }
  if (!plan.length) throw new ZipRefused('empty');
  const dir = path.join(kernel.config.dataDir, 'cms', 'tmp', `theme-${crypto.randomUUID()}`);
  try {
    for (const { file, pipe, rel } of plan) {
      const data = readZipFile(buf, file);
      const target = path.join(dir, pipe, ...rel.split('/'));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.writeFile(target, data, { flag: 'wx' });
      pipes.set(pipe, [...(pipes.get(pipe) ?? []), rel]);
    }
  } catch (e) {
    await fsp.rm(dir, { recursive: true, force: true });
    throw e;
  }
  return { dir, pipes, skipped: [...skipped], manifest };
}

/**
 * Moves a staged theme into the site: each file replaces its namesake in the pipe directory (atomically; the
 * site's other files stay), template rows follow the files, caches are dropped, and the manifest's template
 * choices fill the pipe props the site has left empty. The staging directory goes in any case.
 */
export async function applyTheme(kernel: Kernel, site: Site, staged: StagedTheme, who: string, progress: (p: number) => void) {
  const { db } = kernel;
  try {
    const all = [...staged.pipes.entries()].flatMap(([pipe, rels]) => rels.map((rel) => ({ pipe, rel })));
    for (const [i, { pipe, rel }] of all.entries()) {
      const src = path.join(staged.dir, pipe, ...rel.split('/'));
      const root = pipeDir(kernel, site.path, pipe);
      const target = path.join(root, ...rel.split('/'));
      if (!target.startsWith(root + path.sep)) throw new ZipRefused('traversal', `${pipe}/${rel}`);
      await writeAtomic(target, await fsp.readFile(src));
      if (i % 20 === 0) progress(10 + (i / all.length) * 80);
    }
    if (staged.manifest) {
      const row = await db.selectFrom('cmsSite').select('publishPipeProps').where('siteId', '=', site.siteId).executeTakeFirstOrThrow();
      const props = { ...row.publishPipeProps };
      let changed = false;
      for (const p of staged.manifest.pipes ?? []) {
        if (!staged.pipes.has(p.code) || typeof p.props !== 'object' || !p.props) continue;
        const own = { ...(props[p.code] ?? {}) };
        for (const k of THEME_PROP_KEYS) {
          const v = p.props[k];
          if (!own[k] && typeof v === 'string' && /^[A-Za-z0-9_/]{1,200}$/.test(v)) {
            own[k] = v;
            changed = true;
          }
        }
        props[p.code] = own;
      }
      if (changed)
        await db
          .updateTable('cmsSite')
          .set({ publishPipeProps: sql`${JSON.stringify(props)}::jsonb`, updateBy: who, updateTime: sql`now()` })
          .where('siteId', '=', site.siteId)
          .execute();
    }
    await syncTemplates(kernel, site, who);
    templateCache.clear(site.siteId);
    includeCache.clear(site.siteId);
    progress(100);
    return all.length;
  } finally {
    await fsp.rm(staged.dir, { recursive: true, force: true });
  }
}
