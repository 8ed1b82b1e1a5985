import { sql } from '#kernel/worker';
import type { TemplateTag, TemplateTagModule, TemplateTagRender } from '#kernel/server';
import '../db/comment-tables.ts';

/**
 * The comment template tags (chestnut-api §4.4 `cms_comment`, and `cms_comment_count`), contributed to the CMS
 * renderer: a content's shown comments (passed, not deleted; the replies of a hidden comment are hidden too) as
 * of the render — the page's live list comes from the public `/api/comment/list`. The engine escapes every output.
 */

const MAX = 100;
const num = (v: unknown, d: number) => (v == null || v === '' || !Number.isFinite(Number(v)) ? d : Number(v));
const sizeOf = (v: unknown) => Math.max(1, Math.min(num(v, 10), MAX));
/** the content the attribute names, else the page's */
const contentOf = (r: TemplateTagRender, a: Record<string, unknown>) =>
  num(a.contentid, num((r.scope('Content') as { contentId?: unknown } | undefined)?.contentId, 0));

interface CommentItem {
  commentId: number;
  parentId: number | null;
  nickName: string;
  content: string;
  likeCount: number;
  replyCount: number;
  official: boolean;
  commentTime: string;
}

const shownOf = (r: TemplateTagRender, contentId: number) =>
  r.memo(`comments:${contentId}`, async () => {
    const { rows } = await sql<CommentItem>`
      select c.comment_id as "commentId", c.parent_id as "parentId", coalesce(c.nick_name, '') as "nickName", c.content,
        c.like_count as "likeCount", c.reply_count as "replyCount", c.official,
        to_char(c.comment_time, 'YYYY-MM-DD HH24:MI:SS') as "commentTime"
      from cms_comment c left join cms_comment p on p.comment_id = c.parent_id
      where c.source_id = ${contentId} and c.site_id = ${r.siteId} and c.audit_status = 1 and not c.del_flag
        and (c.parent_id is null or (p.audit_status = 1 and not p.del_flag))
      order by c.comment_time desc, c.comment_id desc
      limit 2000`.execute(r.db);
    return rows.map((c) => ({ ...c, commentId: Number(c.commentId), parentId: c.parentId == null ? null : Number(c.parentId) }));
  });

const cmsComment: TemplateTag = {
  name: 'cms_comment',
  block: true,
  title: 'operations:comment.tag.list',
  description: 'operations:comment.tag.listDesc',
  attrs: [
    { name: 'contentid', type: 'number', usage: 'operations:comment.tag.attrContentId' },
    { name: 'size', type: 'number', default: '10', usage: 'operations:comment.tag.attrSize' },
  ],
  example: {
    page: 'article',
    code: '{% cms_comment size:10 %}<p>{{ item.nickName }}: {{ item.content }}</p>{% endcms_comment %}',
  },
  pure: true,
  reads: ['Content'],
  rows: (r, a) => {
    const id = contentOf(r, a);
    if (!id) return [];
    return r.andThen(shownOf(r, id), (all) => {
      const replies = new Map<number, CommentItem[]>();
      for (const c of all) if (c.parentId != null) replies.set(c.parentId, [c, ...(replies.get(c.parentId) ?? [])]);
      return all
        .filter((c) => c.parentId == null)
        .slice(0, sizeOf(a.size))
        .map((c) => ({ ...c, replies: replies.get(c.commentId) ?? [] }));
    });
  },
};

const cmsCommentCount: TemplateTag = {
  name: 'cms_comment_count',
  block: false,
  title: 'operations:comment.tag.count',
  description: 'operations:comment.tag.countDesc',
  attrs: [{ name: 'contentid', type: 'number', usage: 'operations:comment.tag.attrContentId' }],
  example: { page: 'article', code: '{% cms_comment_count %}' },
  pure: true,
  reads: ['Content'],
  html: (r, a) => {
    const id = contentOf(r, a);
    if (!id) return '0';
    return r.andThen(shownOf(r, id), (all) => String(all.length));
  },
};

const commentTags: TemplateTagModule = { tags: [cmsComment, cmsCommentCount] };
export default commentTags;
