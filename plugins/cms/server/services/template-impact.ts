import fsp from 'node:fs/promises';
import type { Kernel } from '#kernel/server';
import { CONTENT_STATUS } from '../../shared/content.ts';
import type { TemplateImpact } from '../../shared/template.ts';
import { pageTemplates, renderSite } from '../render/engine.ts';
import { templateFile, templateSuffix } from './template-files.ts';

/** Template names a template includes: `cms_include file:"x"` and liquid's own include, render and layout. */
const INCLUDE = /\{%-?\s*(?:cms_include\s+file\s*:\s*|include\s+|render\s+|layout\s+)["']([A-Za-z0-9_/]+)["']/g;

/** What republishing after a template change means: the pages it renders, directly or through includes. */
export interface ImpactSet extends TemplateImpact {
  contentIds: number[];
}

/**
 * The pages a template renders in its pipe (the impact of saving it): the templates that use it, directly
 * or by including it at any depth, and the pages those render — the site's home, catalogs whose index or
 * list template is one of them, and published contents whose detail template is one. A disabled pipe
 * publishes nothing.
 */
export async function templateImpact(
  kernel: Kernel,
  t: { templateId: number; siteId: number; publishPipeCode: string; path: string },
): Promise<ImpactSet> {
  const { db } = kernel;
  const pipe = t.publishPipeCode;
  const suffix = await templateSuffix(kernel);
  const bare = (n: string) => (n.endsWith(suffix) ? n.slice(0, -suffix.length) : n);
  const site = await renderSite(kernel, t.siteId);
  const rows = await db
    .selectFrom('cmsTemplate')
    .select('path')
    .where('siteId', '=', t.siteId)
    .where('publishPipeCode', '=', pipe)
    .execute();
  // who includes whom, from the files of the pipe
  const includedBy = new Map<string, Set<string>>();
  for (const r of rows) {
    const text = await fsp.readFile(templateFile(kernel, site.path, pipe, r.path), 'utf8').catch(() => '');
    for (const m of text.matchAll(INCLUDE)) {
      const used = bare(m[1]);
      if (!includedBy.has(used)) includedBy.set(used, new Set());
      includedBy.get(used)!.add(bare(r.path));
    }
  }
  const names = new Set([bare(t.path)]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const n of [...names])
      for (const user of includedBy.get(n) ?? [])
        if (!names.has(user)) {
          names.add(user);
          grew = true;
        }
  }
  const uses = (tpl: string | undefined) => !!tpl && names.has(bare(tpl));
  const enabled = await db
    .selectFrom('cmsPublishPipe')
    .select('code')
    .where('siteId', '=', t.siteId)
    .where('code', '=', pipe)
    .where('state', '=', '0')
    .executeTakeFirst();
  const empty: ImpactSet = {
    templateId: t.templateId,
    publishPipeCode: pipe,
    templates: [...names].sort(),
    siteIndex: false,
    catalogs: [],
    contents: 0,
    pages: 0,
    contentIds: [],
  };
  if (!enabled) return empty;
  const catalogs = await db
    .selectFrom('cmsCatalog')
    .select(['catalogId', 'name', 'catalogType', 'publishPipeProps'])
    .where('siteId', '=', t.siteId)
    .orderBy('treeLevel')
    .orderBy('sortFlag')
    .execute();
  const byId = new Map(catalogs.map((c) => [c.catalogId, c]));
  const affected = catalogs
    .filter((c) => c.catalogType !== 'link')
    .map((c) => ({
      catalogId: c.catalogId,
      name: c.name,
      index: uses(pageTemplates.catalogIndex(c, pipe)),
      list: uses(pageTemplates.catalogList(site, c, pipe)),
    }))
    .filter((c) => c.index || c.list);
  const contents = await db
    .selectFrom('cmsContent')
    .select(['contentId', 'catalogId', 'contentType', 'publishPipe', 'publishPipeProps'])
    .where('siteId', '=', t.siteId)
    .where('deleted', '=', false)
    .where('status', '=', CONTENT_STATUS.PUBLISHED)
    .where('linkFlag', '<>', 'Y')
    .execute();
  const contentIds = contents
    .filter((c) => !c.publishPipe.length || c.publishPipe.includes(pipe))
    .filter((c) => {
      const catalog = byId.get(c.catalogId);
      return !!catalog && uses(pageTemplates.content(site, catalog, c, pipe));
    })
    .map((c) => c.contentId);
  const siteIndex = uses(pageTemplates.siteIndex(site, pipe));
  return {
    ...empty,
    siteIndex,
    catalogs: affected,
    contents: contentIds.length,
    pages: (siteIndex ? 1 : 0) + affected.reduce((n, c) => n + (c.index ? 1 : 0) + (c.list ? 1 : 0), 0) + contentIds.length,
    contentIds,
  };
}
