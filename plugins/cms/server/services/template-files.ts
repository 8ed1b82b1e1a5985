import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Kernel } from '#kernel/server';
import { sql } from '#kernel/worker';
import type { RenderKernel } from '../render/render-kernel.ts';
import { DEFAULT_TEMPLATE_SUFFIX, templateName } from '../../shared/template.ts';
import { templateDir } from '../storage/site-layout.ts';

/** The template suffix of config `CMSTemplateSuffix` (`.template.html` when unset or not a plain suffix). */
export async function templateSuffix(kernel: RenderKernel): Promise<string> {
  const v = ((await kernel.configValue('CMSTemplateSuffix')) ?? '').trim();
  return /^(\.[A-Za-z0-9]+)+$/.test(v) ? v : DEFAULT_TEMPLATE_SUFFIX;
}

export const contentHash = (buf: Buffer | string) => crypto.createHash('sha256').update(buf).digest('hex').slice(0, 32);

/** The absolute file of a template path (already checked against the name rule) of a pipe. */
export const templateFile = (kernel: RenderKernel, sitePath: string, pipeCode: string, rel: string) =>
  path.join(templateDir(kernel, sitePath, pipeCode), ...rel.split('/'));

/** Template files of a pipe on disk (names that follow the rule; no symbolic link followed), relative paths. */
async function walk(dir: string, suffix: string, prefix = '', depth = 0): Promise<{ rel: string; size: number; mtimeMs: number }[]> {
  const out: { rel: string; size: number; mtimeMs: number }[] = [];
  const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory() && depth < 4 && /^[A-Za-z0-9_]+$/.test(e.name))
      out.push(...(await walk(path.join(dir, e.name), suffix, rel, depth + 1)));
    else if (e.isFile() && rel.endsWith(suffix) && templateName(rel, suffix)) {
      const st = await fsp.stat(path.join(dir, e.name));
      out.push({ rel, size: st.size, mtimeMs: st.mtimeMs });
    }
  }
  return out;
}

/**
 * Brings a site's template rows in line with its files (a theme import, the file manager or a hand copy may have
 * changed them): new files get rows, changed ones their size, time and hash, vanished ones lose theirs.
 */
export async function syncTemplates(kernel: Kernel, site: { siteId: number; path: string }, who: string): Promise<void> {
  const { db } = kernel;
  const suffix = await templateSuffix(kernel);
  const pipes = await db.selectFrom('cmsPublishPipe').select('code').where('siteId', '=', site.siteId).execute();
  const rows = await db
    .selectFrom('cmsTemplate')
    .select(['templateId', 'publishPipeCode', 'path', 'filesize', sql<number | null>`extract(epoch from modify_time)::float8`.as('epoch')])
    .where('siteId', '=', site.siteId)
    .execute();
  const byKey = new Map(rows.map((r) => [`${r.publishPipeCode}/${r.path}`, r]));
  const seen = new Set<string>();
  for (const p of pipes) {
    const dir = templateDir(kernel, site.path, p.code);
    for (const f of await walk(dir, suffix)) {
      const key = `${p.code}/${f.rel}`;
      seen.add(key);
      const row = byKey.get(key);
      const mtime = new Date(Math.floor(f.mtimeMs / 1000) * 1000);
      if (row && Number(row.filesize) === f.size && row.epoch != null && Math.abs(row.epoch * 1000 - mtime.getTime()) < 1000) continue;
      const hash = contentHash(await fsp.readFile(path.join(dir, ...f.rel.split('/'))));
      if (row)
        await db
          .updateTable('cmsTemplate')
          .set({ filesize: f.size, modifyTime: mtime.toISOString(), contentHash: hash })
          .where('templateId', '=', row.templateId)
          .execute();
      else
        await db
          .insertInto('cmsTemplate')
          .values({
            siteId: site.siteId,
            publishPipeCode: p.code,
            path: f.rel,
            filesize: f.size,
            modifyTime: mtime.toISOString(),
            contentHash: hash,
            createBy: who,
          })
          .onConflict((oc) => oc.columns(['siteId', 'publishPipeCode', 'path']).doNothing())
          .execute();
    }
  }
  const gone = rows.filter((r) => !seen.has(`${r.publishPipeCode}/${r.path}`)).map((r) => r.templateId);
  if (gone.length) await db.deleteFrom('cmsTemplate').where('templateId', 'in', gone).execute();
}

/** The template files of a site's enabled publish pipes (paths with the suffix, sorted), in the pipes' screen order. */
export async function pipeTemplatePaths(kernel: Kernel, site: { siteId: number; path: string }) {
  const suffix = await templateSuffix(kernel);
  const pipes = await kernel.db
    .selectFrom('cmsPublishPipe')
    .select(['code', 'name'])
    .where('siteId', '=', site.siteId)
    .where('state', '=', '0')
    .orderBy('sort')
    .orderBy('pipeId')
    .execute();
  const out: { pipeCode: string; pipeName: string; suffix: string; templates: string[] }[] = [];
  for (const p of pipes) {
    const files = await walk(templateDir(kernel, site.path, p.code), suffix);
    out.push({ pipeCode: p.code, pipeName: p.name, suffix, templates: files.map((f) => f.rel).sort() });
  }
  return out;
}
