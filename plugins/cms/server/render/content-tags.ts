import type { Context } from 'liquidjs';
import { CONTENT_STATUS } from '../../shared/content.ts';
import { both, andThen } from './maybe.ts';
import type { RenderData } from './render-data.ts';
import { MAX_LIST_SIZE } from './views.ts';
import { CONTENT_COLUMNS } from './views.ts';
import type { CmsTag } from './tags.ts';

/**
 * The tags of a content page beyond its body (chestnut-api §4.4): album items, the previous and next
 * content of its catalog, its related contents. Each takes `contentid`, else the page's `Content`.
 */

const num = (v: unknown, d: number) => (v == null || v === '' ? d : Number.isFinite(Number(v)) ? Number(v) : d);
const contentIdOf = (a: Record<string, unknown>, ctx: Context) =>
  num(a.contentid, 0) || Number((ctx.getSync(['Content']) as { contentId?: number } | undefined)?.contentId ?? 0);

/** a published content of the rendered site, with its type (a draft or another site's content gives nothing) */
const published = (d: RenderData, contentId: number) =>
  d.kernel.db
    .selectFrom('cmsContent')
    .select(['contentId', 'catalogId', 'contentType', 'sortFlag'])
    .where('contentId', '=', contentId)
    .where('siteId', '=', d.site.siteId)
    .where('deleted', '=', false)
    .where('status', '=', CONTENT_STATUS.PUBLISHED)
    .executeTakeFirst();

/** `cms_image` / `cms_audio` / `cms_video`: the items of an album of that type, their files as URLs */
const albumTag = (name: string, contentType: 'image' | 'audio' | 'video'): CmsTag => ({
  name,
  block: true,
  attrs: [
    { name: 'contentid', type: 'number' },
    { name: 'size', type: 'number', default: String(MAX_LIST_SIZE) },
  ],
  rows: async (d, a, ctx) => {
    const id = contentIdOf(a, ctx);
    // a preview shows the draft's items too
    const batched = !d.preview && !!id && !!d.batch?.has(id, d.site.siteId);
    const c = !id ? undefined : d.preview ? { contentId: id, contentType } : batched ? d.batch!.content(id) : await published(d, id);
    if (!c || c.contentType !== contentType) return [];
    const body = batched
      ? d.batch!.bodies.get(id)
      : await d.kernel.db.selectFrom('cmsContentBody').select('items').where('contentId', '=', id).executeTakeFirst();
    const items = ((body?.items ?? []) as Record<string, unknown>[]).slice(
      0,
      Math.max(1, Math.min(num(a.size, MAX_LIST_SIZE), MAX_LIST_SIZE)),
    );
    return Promise.all(
      items.map(async (it) => ({
        ...it,
        // third-party code keeps its sanitised iframe; files become URLs of this pipe
        path: it.type === 'share' ? it.path : await d.internalUrl(String(it.path ?? '')),
        cover: it.cover ? await d.internalUrl(String(it.cover)) : '',
      })),
    );
  },
});

export const CONTENT_PAGE_TAGS: CmsTag[] = [
  albumTag('cms_image', 'image'),
  albumTag('cms_audio', 'audio'),
  albumTag('cms_video', 'video'),
  {
    name: 'cms_content_closest',
    block: true,
    attrs: [
      { name: 'contentid', type: 'number' },
      { name: 'type', type: 'enum', default: 'Next', options: ['Prev', 'Next'] },
    ],
    // the published neighbour in the catalog's list order (sort flag, then id, both descending)
    rows: (d, a, ctx) => {
      const id = contentIdOf(a, ctx);
      const prev = String(a.type ?? 'Next').toLowerCase() === 'prev';
      if (id && d.batch?.has(id, d.site.siteId))
        return andThen(both(d.batch.closest(id, prev), d.allCatalogs()), ([row, all]) => (row ? [d.contentView(row, all)] : []));
      return closestOutsideBatch(d, id, prev);
    },
  },
  {
    name: 'cms_content_rela',
    block: true,
    attrs: [
      { name: 'contentid', type: 'number' },
      { name: 'size', type: 'number', default: '10' },
    ],
    rows: (d, a, ctx) => {
      const id = contentIdOf(a, ctx);
      if (!id) return [];
      const size = Math.max(1, Math.min(num(a.size, 10), MAX_LIST_SIZE));
      if (d.batch?.has(id, d.site.siteId))
        return andThen(both(d.batch.rela(id), d.allCatalogs()), ([rows, all]) => rows.slice(0, size).map((r) => d.contentView(r, all)));
      return relaOutsideBatch(d, id, size);
    },
  },
];

/** the neighbour of a content outside the batch being published: its own queries */
async function closestOutsideBatch(d: RenderData, id: number, prev: boolean) {
  const c = id
    ? await d.kernel.db
        .selectFrom('cmsContent')
        .select(['catalogId', 'sortFlag'])
        .where('contentId', '=', id)
        .where('siteId', '=', d.site.siteId)
        .executeTakeFirst()
    : undefined;
  if (!c) return [];
  const row = await d.kernel.db
    .selectFrom('cmsContent')
    .select([...CONTENT_COLUMNS])
    .where('catalogId', '=', c.catalogId)
    .where('deleted', '=', false)
    .where('status', '=', CONTENT_STATUS.PUBLISHED)
    .where((eb) =>
      prev
        ? eb.or([eb('sortFlag', '>', c.sortFlag), eb.and([eb('sortFlag', '=', c.sortFlag), eb('contentId', '>', id)])])
        : eb.or([eb('sortFlag', '<', c.sortFlag), eb.and([eb('sortFlag', '=', c.sortFlag), eb('contentId', '<', id)])]),
    )
    .orderBy('sortFlag', prev ? 'asc' : 'desc')
    .orderBy('contentId', prev ? 'asc' : 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? [d.contentView(row, await d.allCatalogs())] : [];
}

/** the related contents of a content outside the batch being published: its own query */
async function relaOutsideBatch(d: RenderData, id: number, size: number) {
  const rows = await d.kernel.db
    .selectFrom('cmsContentRela as r')
    .innerJoin('cmsContent as c', 'c.contentId', 'r.relaContentId')
    .select(CONTENT_COLUMNS.map((col) => `c.${col}` as const))
    .where('r.contentId', '=', id)
    .where('c.siteId', '=', d.site.siteId)
    .where('c.deleted', '=', false)
    .where('c.status', '=', CONTENT_STATUS.PUBLISHED)
    .orderBy('r.relaId')
    .limit(size)
    .execute();
  const all = await d.allCatalogs();
  return rows.map((r) => d.contentView(r, all));
}
