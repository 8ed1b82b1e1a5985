import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Kernel, writeAtomic } from '#kernel/server';
import { CONTENT_STATUS } from '../../shared/content.ts';
import { renderSite } from '../render/engine.ts';
import { RenderData } from '../render/render-data.ts';
import { pipeDir } from '../storage/site-layout.ts';
import { type DeployFailure, deployPut, deployRemove } from './deploy.ts';
import { escapeHtml as esc } from '#kernel/shared';

/** The most URLs one sitemap file may hold (sitemaps.org); more go to numbered parts under a sitemap index. */
export const SITEMAP_FILE_URLS = 50_000;
/** `sitemapUrlLimit` when a pipe leaves it empty. */
export const SITEMAP_DEFAULT_LIMIT = 50_000;
/** The largest `sitemapUrlLimit` taken (ten full parts). */
export const SITEMAP_MAX_LIMIT = 500_000;

const on = (v: unknown) => v === true || v === 'Y' || v === 'true' || v === '1';
const day = (d: string | null | undefined) => (d && /^\d{4}-\d{2}-\d{2}/.test(d) ? d.slice(0, 10) : undefined);

/** The URL limit of a pipe's props (default 50,000, at most 500,000). */
export function sitemapLimit(props: Record<string, unknown> | undefined): number {
  const n = Math.floor(Number(props?.sitemapUrlLimit));
  return Number.isFinite(n) && n > 0 ? Math.min(n, SITEMAP_MAX_LIMIT) : SITEMAP_DEFAULT_LIMIT;
}

/**
 * The sitemaps of a site (chestnut-api §4.7 `enableSitemap`, `sitemapUrlLimit`, `sitemapPageType`): for each
 * enabled pipe that turns them on, `sitemap.xml` with the home page, the visible catalogs and the published
 * contents (newest first) up to the limit; past 50,000 URLs `sitemap.xml` is an index of `sitemap_{n}.xml`
 * parts. Old parts beyond the new count are removed. A pipe that deploys to a bucket gets the same files there
 * (what the bucket refuses goes to `failures`). Returns the URLs written per pipe.
 */
export async function writeSitemaps(
  kernel: Kernel,
  siteId: number,
  perFile = SITEMAP_FILE_URLS,
  failures: DeployFailure[] = [],
): Promise<Record<string, number>> {
  const { db } = kernel;
  const site = await renderSite(kernel, siteId);
  const pipes = await db.selectFrom('cmsPublishPipe').select('code').where('siteId', '=', siteId).where('state', '=', '0').execute();
  const written: Record<string, number> = {};
  for (const { code } of pipes) {
    const props = site.publishPipeProps[code] ?? {};
    if (!on(props.enableSitemap)) continue;
    const limit = sitemapLimit(props);
    const data = new RenderData(kernel, site, code, null);
    const urls: { loc: string; lastmod?: string }[] = [{ loc: data.siteUrl() }];
    const catalogs = await data.allCatalogs();
    for (const c of catalogs) if (c.visibleFlag === 'Y' && c.catalogType !== 'link' && urls.length < limit) urls.push({ loc: c.link });
    if (urls.length < limit) {
      const rows = await db
        .selectFrom('cmsContent')
        .select(['contentId', 'catalogId', 'linkFlag', 'redirectUrl', 'staticPath', 'publishDate', 'publishPipe'])
        .where('siteId', '=', siteId)
        .where('deleted', '=', false)
        .where('status', '=', CONTENT_STATUS.PUBLISHED)
        .where('linkFlag', '<>', 'Y')
        .orderBy('publishDate', 'desc')
        .orderBy('contentId', 'desc')
        .limit((limit - urls.length) * 2)
        .execute();
      const paths = new Map(catalogs.map((c) => [c.catalogId, c.path]));
      for (const r of rows) {
        if (urls.length >= limit) break;
        if (r.publishPipe.length && !r.publishPipe.includes(code)) continue;
        urls.push({ loc: data.contentUrl(r, paths.get(r.catalogId)), lastmod: day(r.publishDate) });
      }
    }
    const type = String(props.sitemapPageType ?? '').trim();
    const mobile = ['pc', 'mobile', 'pc,mobile'].includes(type) ? type : '';
    const urlset = (list: typeof urls) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${
        mobile ? ' xmlns:mobile="http://www.baidu.com/schemas/sitemap-mobile/1/"' : ''
      }>\n${list
        .map(
          (u) =>
            `<url><loc>${esc(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${mobile ? `<mobile:mobile type="${mobile}"/>` : ''}</url>`,
        )
        .join('\n')}\n</urlset>\n`;
    const root = pipeDir(kernel, site.path, code);
    const write = async (rel: string, xml: string) => {
      await writeAtomic(path.join(root, rel), xml);
      await deployPut(site, code, rel, xml, failures);
    };
    const parts = Math.ceil(urls.length / perFile);
    if (parts <= 1) await write('sitemap.xml', urlset(urls));
    else {
      for (let i = 0; i < parts; i++) await write(`sitemap_${i + 1}.xml`, urlset(urls.slice(i * perFile, (i + 1) * perFile)));
      const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${Array.from(
        { length: parts },
        (_, i) => `<sitemap><loc>${esc(`${data.prefix}sitemap_${i + 1}.xml`)}</loc></sitemap>`,
      ).join('\n')}\n</sitemapindex>\n`;
      await write('sitemap.xml', index);
    }
    // parts of an earlier, longer sitemap
    for (const f of await fsp.readdir(root).catch(() => [] as string[])) {
      const m = /^sitemap_(\d+)\.xml$/.exec(f);
      if (m && (parts <= 1 || Number(m[1]) > parts)) {
        await fsp.rm(path.join(root, f), { force: true });
        await deployRemove(site, code, f, failures);
      }
    }
    written[code] = urls.length;
  }
  return written;
}
