import { sql } from '#kernel/worker';
import { CONTENT_STATUS } from '../../shared/content.ts';
import { type Maybe, memoized, andThen } from './maybe.ts';
import { CONTENT_COLUMNS, MAX_LIST_SIZE } from './views.ts';
import type { RenderKernel } from './render-kernel.ts';

/** A content of the batch being published, as the batch's lookups need it. */
export interface BatchContent {
  contentId: number;
  siteId: number;
  catalogId: number;
  sortFlag: number;
  contentType: string;
}

/** A content row as the list tags read it (CONTENT_COLUMNS). */
export type ContentRow = Record<(typeof CONTENT_COLUMNS)[number], unknown>;

/**
 * What the pages of a batch of published contents read beyond their own rows, each with one query for the
 * whole batch instead of one per page (and per pipe): their bodies and album items, their previous and next
 * contents (`cms_content_closest`), their related contents (`cms_content_rela`). A page of a content outside
 * the batch reads its own (render-data.ts, content-tags.ts).
 */
export class ContentBatch {
  private readonly byId: Map<number, BatchContent>;
  private closestP: Maybe<Map<number, { prev?: ContentRow; next?: ContentRow }>> | null = null;
  private relaP: Maybe<Map<number, ContentRow[]>> | null = null;

  constructor(
    private readonly kernel: RenderKernel,
    contents: BatchContent[],
    /** bodies and album items, loaded with the batch's rows */
    readonly bodies: Map<number, { html: string; items: unknown }>,
  ) {
    this.byId = new Map(contents.map((c) => [c.contentId, c]));
  }

  /** whether this content of this site is one of the batch (then its lookups come from the batch) */
  has(contentId: number, siteId: number): boolean {
    return this.byId.get(contentId)?.siteId === siteId;
  }

  /** a batch content's row */
  content(contentId: number): BatchContent | undefined {
    return this.byId.get(contentId);
  }

  /** the published neighbours of a batch content in its catalog's order (sort flag, then id, both descending) */
  closest(contentId: number, prev: boolean): Maybe<ContentRow | undefined> {
    this.closestP ??= loadedInto(this.loadClosest(), (m) => (this.closestP = m));
    return andThen(this.closestP, (all) => {
      const n = all.get(contentId);
      return prev ? n?.prev : n?.next;
    });
  }

  /** the published related contents of a batch content, in the order they were related (at most MAX_LIST_SIZE) */
  rela(contentId: number): Maybe<ContentRow[]> {
    this.relaP ??= loadedInto(this.loadRela(), (m) => (this.relaP = m));
    return andThen(this.relaP, (all) => all.get(contentId) ?? []);
  }

  private async loadClosest() {
    const ids = [...this.byId.keys()];
    const pub = CONTENT_STATUS.PUBLISHED;
    // one index probe per neighbour (cms_content_closest_idx)
    const pairs = await sql<{ contentId: number; prevId: number | null; nextId: number | null }>`
      select b.content_id,
        (select x.content_id from cms_content x
          where x.catalog_id = b.catalog_id and not x.deleted and x.status = ${pub}
            and (x.sort_flag, x.content_id) > (b.sort_flag, b.content_id)
          order by x.sort_flag, x.content_id limit 1) as prev_id,
        (select x.content_id from cms_content x
          where x.catalog_id = b.catalog_id and not x.deleted and x.status = ${pub}
            and (x.sort_flag, x.content_id) < (b.sort_flag, b.content_id)
          order by x.sort_flag desc, x.content_id desc limit 1) as next_id
      from cms_content b where b.content_id = any(${ids}::bigint[])`.execute(this.kernel.db);
    const wanted = [...new Set(pairs.rows.flatMap((p) => [p.prevId, p.nextId]).filter((x): x is number => x != null))];
    const rows = wanted.length
      ? await this.kernel.db
          .selectFrom('cmsContent')
          .select([...CONTENT_COLUMNS])
          .where('contentId', 'in', wanted)
          .execute()
      : [];
    const byId = new Map(rows.map((r) => [r.contentId, r as ContentRow]));
    return new Map(
      pairs.rows.map((p) => [
        Number(p.contentId),
        {
          prev: p.prevId == null ? undefined : byId.get(Number(p.prevId)),
          next: p.nextId == null ? undefined : byId.get(Number(p.nextId)),
        },
      ]),
    );
  }

  private async loadRela() {
    const rows = await this.kernel.db
      .selectFrom('cmsContentRela as r')
      .innerJoin('cmsContent as c', 'c.contentId', 'r.relaContentId')
      .select(['r.contentId as ofContentId', 'c.siteId as relaSiteId', ...CONTENT_COLUMNS.map((col) => `c.${col}` as const)])
      .where('r.contentId', 'in', [...this.byId.keys()])
      .where('c.deleted', '=', false)
      .where('c.status', '=', CONTENT_STATUS.PUBLISHED)
      .orderBy('r.contentId')
      .orderBy('r.relaId')
      .execute();
    const out = new Map<number, ContentRow[]>();
    for (const { ofContentId, relaSiteId, ...row } of rows) {
      // a related content of another site is not shown, as for a single page
      if (relaSiteId !== this.byId.get(ofContentId)?.siteId) continue;
      const list = out.get(ofContentId) ?? [];
      if (list.length < MAX_LIST_SIZE) list.push(row as ContentRow);
      out.set(ofContentId, list);
    }
    return out;
  }
}

/** a batch lookup that puts its value in place of its promise once loaded (the batch's next pages read it synchronously) */
function loadedInto<T>(p: Promise<T>, put: (v: T) => void): Promise<T> {
  p.then(put, () => {});
  memoized.add(p);
  return p;
}
