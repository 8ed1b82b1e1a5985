import { type Kernel, sql } from '#kernel/server';
import type { ContentComments } from '#kernel/shared';
import { CONTENT_STATUS } from '../../shared/content.ts';
import { checkSensitive } from './words.ts';

/**
 * The CMS's side of comments (kernel service CONTENT_COMMENTS, used by the operations plugin): the published
 * content a comment is on with its site's `EnableCommentAudit` and `EnableVisitorComment` extends, the
 * sensitive-word check, titles for lists, and the comment counter, changed in one statement per batch.
 */
export function contentComments(kernel: Kernel): ContentComments {
  const { db } = kernel;
  return {
    async content(contentId) {
      const r = await db
        .selectFrom('cmsContent as c')
        .innerJoin('cmsSite as s', 's.siteId', 'c.siteId')
        .select(['c.contentId', 'c.siteId', 'c.title', 's.configProps'])
        .where('c.contentId', '=', contentId)
        .where('c.deleted', '=', false)
        .where('c.status', '=', CONTENT_STATUS.PUBLISHED)
        .executeTakeFirst();
      if (!r) return null;
      const ext = (r.configProps ?? {}) as Record<string, unknown>;
      return {
        contentId: Number(r.contentId),
        siteId: Number(r.siteId),
        title: r.title,
        audit: ext.EnableCommentAudit !== 'N',
        visitors: ext.EnableVisitorComment === 'Y',
      };
    },
    sensitiveWords: (text) => checkSensitive(kernel, text),
    async titles(ids) {
      if (!ids.length) return new Map();
      const rows = await db
        .selectFrom('cmsContent')
        .select(['contentId', 'title'])
        .where('contentId', 'in', [...ids])
        .execute();
      return new Map(rows.map((r) => [Number(r.contentId), r.title]));
    },
    async addComments(changes) {
      const sum = new Map<string, { siteId: number; contentId: number; comments: number }>();
      for (const c of changes) {
        const k = `${c.siteId}|${c.contentId}`;
        const s = sum.get(k) ?? { siteId: c.siteId, contentId: c.contentId, comments: 0 };
        s.comments += c.comments;
        sum.set(k, s);
      }
      const rows = [...sum.values()].filter((s) => s.comments !== 0);
      if (!rows.length) return;
      await sql`update cms_content c set comment_count = greatest(0, c.comment_count + v.n)
        from unnest(${rows.map((v) => v.siteId)}::bigint[], ${rows.map((v) => v.contentId)}::bigint[], ${rows.map((v) => v.comments)}::int[])
          as v(site_id, content_id, n)
        where c.content_id = v.content_id and c.site_id = v.site_id`.execute(db);
    },
    async addReactions(changes) {
      const sum = new Map<string, { siteId: number; contentId: number; likes: number; favorites: number }>();
      for (const c of changes) {
        const k = `${c.siteId}|${c.contentId}`;
        const s = sum.get(k) ?? { siteId: c.siteId, contentId: c.contentId, likes: 0, favorites: 0 };
        s.likes += c.likes;
        s.favorites += c.favorites;
        sum.set(k, s);
      }
      const rows = [...sum.values()].filter((s) => s.likes !== 0 || s.favorites !== 0);
      if (!rows.length) return;
      await sql`update cms_content c set like_count = greatest(0, c.like_count + v.likes),
          favorite_count = greatest(0, c.favorite_count + v.favorites)
        from unnest(${rows.map((v) => v.siteId)}::bigint[], ${rows.map((v) => v.contentId)}::bigint[],
            ${rows.map((v) => v.likes)}::int[], ${rows.map((v) => v.favorites)}::int[]) as v(site_id, content_id, likes, favorites)
        where c.content_id = v.content_id and c.site_id = v.site_id`.execute(db);
    },
  };
}
