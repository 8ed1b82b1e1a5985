import type { FastifyRequest } from 'fastify';
import { AppError, fail, invalidField, sql, type Kernel } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import {
  attributesToMask,
  CONTENT_STATUS,
  type ContentSave,
  type ContentStatus,
  type ContentType,
  type MediaItem,
} from '../../shared/content.ts';
import { CONTENT_TRANSITIONS } from '../../shared/content-workflow.ts';
import { assertCatalog } from './catalog-access.ts';
import { assertCatalogRight, assertUnlocked, logContentOp } from './content-access.ts';
import { sanitizeBody } from './content-html.ts';
import { newContentStatus, writeContentStatus } from './content-status.ts';
import { requiredSite } from './site-access.ts';
import { addHotWordUseCounts, addTagUseCounts, checkSensitive, hotWordIdsIn } from './words.ts';

type Db = Kernel['db'];
type Existing = Awaited<ReturnType<typeof loadForEdit>>;

const loadForEdit = (db: Db, id: number) =>
  db.selectFrom('cmsContent').selectAll().where('contentId', '=', id).where('deleted', '=', false).executeTakeFirst();

/** The third-party player code of a `share` item reduced to its iframe (http/https src), or null when it has none. */
export function shareIframe(code: string): string | null {
  const tag = /<iframe\b[^>]*>/i.exec(code)?.[0];
  if (!tag) return null;
  const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  const m = attr('src');
  const src = m?.[1] ?? m?.[2] ?? m?.[3] ?? '';
  if (!/^https?:\/\/[^\s"'<>]+$/i.test(src)) return null;
  const size = (n: string) => {
    const v = attr(n);
    const x = v?.[1] ?? v?.[2] ?? v?.[3];
    return x && /^\d{1,4}%?$/.test(x) ? ` ${n}="${x}"` : '';
  };
  return `<iframe src="${src.replace(/&(?!amp;)/g, '&amp;')}"${size('width')}${size('height')} frameborder="0" allowfullscreen></iframe>`;
}

const toTime = (v: string | null | undefined) => (v ? (v.length === 10 ? `${v} 00:00:00` : v.length === 16 ? `${v}:00` : v) : null);

/** A checked save: the row's values, its body and what the revision keeps. */
export interface CheckedSave {
  contentId?: number;
  siteId: number;
  catalog: { catalogId: number; ancestors: string };
  contentType: ContentType;
  existing?: Existing;
  values: Record<string, unknown>;
  body: { contentHtml: string | null; pageTitles: string | null; items: unknown[] };
  relaContentIds: number[];
  dto: ContentSave & { contentType: ContentType };
}

/**
 * Checks a ContentDTO before anything is written (SPEC §5, chestnut-api §4.1): title, catalog and its
 * rights, lock, links, dates, repeated titles and sensitive words per the site's extends, published-content
 * editing, body safety. Every refusal names the field and nothing is written.
 */
export async function checkContentSave(
  kernel: Kernel,
  req: FastifyRequest,
  b: ContentSave,
  contentType: ContentType,
): Promise<CheckedSave> {
  const { db } = kernel;
  const site = await requiredSite(kernel, req);
  const siteRow = await db.selectFrom('cmsSite').select('configProps').where('siteId', '=', site.siteId).executeTakeFirstOrThrow();
  const ext = siteRow.configProps as Record<string, unknown>;
  const title = b.title.trim();
  if (!title) throw invalidField('title', 'cms:errors.titleEmpty');

  let existing: Existing;
  if (b.contentId) {
    existing = await loadForEdit(db, b.contentId);
    if (!existing || existing.siteId !== site.siteId)
      throw invalidField('contentId', 'server:errors.notFound', { what: String(b.contentId) });
    await assertCatalogRight(kernel, req, existing.catalogId, 'EditContent', existing.title);
    assertUnlocked(req, existing);
    if (existing.status === CONTENT_STATUS.PUBLISHED && ext.PublishedContentEdit === 'N')
      throw fail('cms:errors.publishedNoEdit', { title: existing.title });
    if (existing.contentType !== contentType) throw invalidField('contentType', 'cms:errors.contentTypeChanged');
  }
  const catalog = await assertCatalog(kernel, req, b.catalogId, 'View');
  if (catalog.siteId !== site.siteId) throw invalidField('catalogId', 'cms:errors.catalogOtherSite');
  if (catalog.catalogType === 'link') throw invalidField('catalogId', 'cms:errors.linkCatalogContent', { name: catalog.name });
  if (!existing) await assertCatalogRight(kernel, req, catalog.catalogId, 'AddContent', title);

  if (b.linkFlag === 'Y' && !/^https?:\/\/\S+$/i.test(b.redirectUrl ?? '')) throw invalidField('redirectUrl', 'cms:errors.redirectUrl');
  const publishDate = toTime(b.publishDate);
  const offlineDate = toTime(b.offlineDate);
  for (const [field, v] of [
    ['publishDate', publishDate],
    ['offlineDate', offlineDate],
  ] as const)
    if (v && Number.isNaN(Date.parse(v.replace(' ', 'T')))) throw invalidField(field, 'server:schema.format');
  if (publishDate && offlineDate && offlineDate <= publishDate) throw invalidField('offlineDate', 'cms:errors.offlineBeforePublish');

  // RepeatTitleCheck: 1 the whole site, 2 the catalog
  const scope = String(ext.RepeatTitleCheck ?? '0');
  if (scope === '1' || scope === '2') {
    let q = db
      .selectFrom('cmsContent')
      .select('contentId')
      .where('siteId', '=', site.siteId)
      .where('deleted', '=', false)
      .where('title', '=', title);
    if (scope === '2') q = q.where('catalogId', '=', catalog.catalogId);
    if (existing) q = q.where('contentId', '<>', existing.contentId);
    if (await q.executeTakeFirst()) throw invalidField('title', 'cms:errors.titleRepeated', { title });
  }

  let contentHtml: string | null = null;
  if (contentType === 'article') contentHtml = sanitizeBody(b.contentHtml ?? '', 'contentHtml');
  if (ext.SensitiveWordEnable === 'Y') {
    const found = await checkSensitive(kernel, [title, b.subTitle, b.summary, contentHtml].filter(Boolean).join('\n'));
    if (found.length)
      throw invalidField(contentType === 'article' ? 'contentHtml' : 'title', 'cms:errors.sensitiveWords', { words: found.join('、') });
  }

  const items: unknown[] =
    contentType === 'image'
      ? (b.imageList ?? [])
      : contentType === 'audio'
        ? mediaItems(b.audioList ?? [], 'audioList')
        : contentType === 'video'
          ? mediaItems(b.videoList ?? [], 'videoList')
          : [];

  const rela = [...new Set(b.relaContentIds ?? [])].filter((id) => id !== b.contentId);
  if (rela.length) {
    const found = await db
      .selectFrom('cmsContent')
      .select('contentId')
      .where('contentId', 'in', rela)
      .where('siteId', '=', site.siteId)
      .execute();
    if (found.length !== rela.length) throw invalidField('relaContentIds', 'cms:errors.relaOtherSite');
  }

  const pipeProps: Record<string, Record<string, string>> = {};
  for (const p of b.publishPipeProps ?? [])
    pipeProps[p.pipeCode] = Object.fromEntries(
      Object.entries(p.props).filter(([k, v]) => ['template', 'contentExTemplate'].includes(k) && v) as [string, string][],
    );
  const values = {
    catalogId: catalog.catalogId,
    catalogAncestors: catalog.ancestors,
    title,
    subTitle: b.subTitle?.trim() || null,
    shortTitle: b.shortTitle?.trim() || null,
    titleStyle: b.titleStyle || null,
    logo: b.logo || null,
    author: b.author?.trim() || null,
    editor: b.editor?.trim() || null,
    original: b.original ?? 'N',
    source: b.source?.trim() || null,
    sourceUrl: b.sourceUrl || null,
    summary: b.summary?.trim() || null,
    keywords: b.keywords ?? [],
    tags: b.tags ?? [],
    attributes: attributesToMask(b.attributes ?? []),
    linkFlag: b.linkFlag ?? 'N',
    redirectUrl: b.linkFlag === 'Y' ? (b.redirectUrl ?? null) : null,
    publishDate,
    offlineDate,
    staticPath: b.staticPath || null,
    publishPipe: b.publishPipe ?? [],
    publishPipeProps: sql`${JSON.stringify(pipeProps)}::jsonb`,
    seoTitle: b.seoTitle || null,
    seoKeywords: b.seoKeywords || null,
    seoDescription: b.seoDescription || null,
    remark: b.remark || null,
  };
  return {
    contentId: existing?.contentId,
    siteId: site.siteId,
    catalog: { catalogId: catalog.catalogId, ancestors: catalog.ancestors },
    contentType,
    existing,
    values,
    body: { contentHtml, pageTitles: b.pageTitles ?? null, items },
    relaContentIds: rela,
    dto: { ...b, title, contentHtml: contentHtml ?? undefined, contentType },
  };
}

function mediaItems(list: MediaItem[], field: string): MediaItem[] {
  return list.map((m) => {
    if (m.type !== 'share') return m;
    const iframe = shareIframe(m.path);
    if (!iframe) throw invalidField(field, 'cms:errors.shareCode');
    return { ...m, path: iframe };
  });
}

/**
 * Writes a checked save in one transaction: the row (a save of 20/30 becomes 60, re-edit), the body, the
 * related contents, a revision holding the whole DTO and the operation log. Returns the content id.
 */
export async function writeContentSave(kernel: Kernel, s: CheckedSave, operator: string, newId?: number): Promise<number> {
  const oldBody = s.existing
    ? await kernel.db.selectFrom('cmsContentBody').select('contentHtml').where('contentId', '=', s.existing.contentId).executeTakeFirst()
    : undefined;
  const id = await writeRows(kernel, s, operator, newId);
  // hot words and tag words count the contents using them: what the save gained up, what it dropped down
  const hot = changes(await hotWordIdsIn(kernel, s.siteId, oldBody?.contentHtml), await hotWordIdsIn(kernel, s.siteId, s.body.contentHtml));
  await addHotWordUseCounts(kernel, hot.gained, 1);
  await addHotWordUseCounts(kernel, hot.lost, -1);
  const tags = changes(new Set(s.existing?.tags ?? []), new Set(s.dto.tags ?? []));
  await addTagUseCounts(kernel, s.siteId, tags.gained, 1);
  await addTagUseCounts(kernel, s.siteId, tags.lost, -1);
  return id;
}

const changes = <T>(before: Set<T>, after: Set<T>) => ({
  gained: [...after].filter((x) => !before.has(x)),
  lost: [...before].filter((x) => !after.has(x)),
});

function writeRows(kernel: Kernel, s: CheckedSave, operator: string, newId?: number): Promise<number> {
  return kernel.db.transaction().execute(async (trx) => {
    let id: number;
    let status: ContentStatus;
    if (s.existing) {
      id = s.existing.contentId;
      await trx
        .updateTable('cmsContent')
        .set({ ...s.values, version: sql`version + 1`, updateBy: operator, updateTime: sql`now()` } as never)
        .where('contentId', '=', id)
        .execute();
      // saving a to-publish, published or archived content re-edits it (the workflow's `edit`); others keep their status
      const reEdited = await writeContentStatus(trx, 'edit', [id]);
      status = reEdited.length ? CONTENT_TRANSITIONS.edit.to : s.existing.status;
    } else {
      status = newContentStatus('add');
      const row = await trx
        .insertInto('cmsContent')
        .values({
          ...(newId ? { contentId: newId } : {}),
          ...s.values,
          siteId: s.siteId,
          contentType: s.contentType,
          status,
          sortFlag: Date.now(),
          createBy: operator,
        } as never)
        // two adds of one handed-out id at once: the later finds it taken and overwrites nothing
        .onConflict((oc) => oc.column('contentId').doNothing())
        .returning('contentId')
        .executeTakeFirst();
      if (!row) throw new AppError(ResultCode.NOT_FOUND, 'cms:errors.contentIdNotNew', { value: newId });
      id = row.contentId;
    }
    await trx
      .insertInto('cmsContentBody')
      .values({
        contentId: id,
        contentHtml: s.body.contentHtml,
        pageTitles: s.body.pageTitles,
        items: sql`${JSON.stringify(s.body.items)}::jsonb`,
      } as never)
      .onConflict((oc) =>
        oc.column('contentId').doUpdateSet({
          contentHtml: s.body.contentHtml,
          pageTitles: s.body.pageTitles,
          items: sql`${JSON.stringify(s.body.items)}::jsonb`,
        } as never),
      )
      .execute();
    await trx.deleteFrom('cmsContentRela').where('contentId', '=', id).execute();
    if (s.relaContentIds.length)
      await trx
        .insertInto('cmsContentRela')
        .values(s.relaContentIds.map((r) => ({ siteId: s.siteId, contentId: id, relaContentId: r, createBy: operator })))
        .execute();
    const last = await trx
      .selectFrom('cmsContentRevision')
      .select((eb) => eb.fn.max('revisionNo').as('n'))
      .where('contentId', '=', id)
      .executeTakeFirst();
    await trx
      .insertInto('cmsContentRevision')
      .values({
        contentId: id,
        revisionNo: Number(last?.n ?? 0) + 1,
        data: sql`${JSON.stringify({ ...s.dto, contentId: id, status })}::jsonb`,
        createBy: operator,
      } as never)
      .execute();
    await logContentOp(trx, [id], s.existing ? 'UPDATE' : 'ADD', operator);
    return id;
  });
}
