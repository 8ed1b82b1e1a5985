import { createCaptcha, sql, signWith } from '#kernel/worker';
import type { DynamicPageRequest, TemplateDynamicPageType, TemplateTagModule, TemplateTagRender } from '#kernel/server';
import { CONTENT_COMMENTS, MEMBER_SESSIONS, type SiteMember } from '#kernel/shared';
import {
  COMMENT_PAGE,
  COMMENT_PAGE_DONE,
  COMMENT_PAGE_ERROR_KEY,
  COMMENT_PAGE_FIELDS,
  COMMENT_PAGE_PURPOSE,
  commentPageSigned,
  MEMBER_COMMENT_PAGES,
  queryId,
} from '../../shared/comment-page.ts';
import '../db/comment-tables.ts';
import '../db/content-reaction-tables.ts';

/**
 * The comment pages of the published sites (issue 34), contributed to the CMS as dynamic page types rendered on
 * request: `CommentWrite` (`comment?contentId=N`, optionally `&parentId=` to reply) shows a content's comments as
 * they are now and, for the signed-in member (the top-level GET carries the cookie), the forms to comment, reply,
 * like and favourite with the member's form token; a visitor gets the sign-in link (that returns there) or, where
 * the site allows visitors, the form with the captcha. `AccountComments` and `AccountFavorites` are the member
 * centre's "my comments" (with their audit state) and "my favourites". Every value reaches the page through the
 * engine's escaping.
 */

const PAGE_SIZE = 20;
const LIST_SIZE = 50;

const pageOf = (req: DynamicPageRequest) => Math.max(1, Math.min(1000, queryId(req.query.pi) || 1));

/** the refusal the last post came back with, in the reader's language (only keys of these namespaces, only whole numbers) */
function errorText(req: DynamicPageRequest): string {
  const key = req.query.error ?? '';
  if (!COMMENT_PAGE_ERROR_KEY.test(key)) return '';
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(req.query))
    if (/^p_[A-Za-z]{1,20}$/.test(k) && /^-?\d{1,12}$/.test(v)) params[k.slice(2)] = Number(v);
  const field = req.query.p_field ?? '';
  if ((COMMENT_PAGE_FIELDS as readonly string[]).includes(field)) params.field = req.t(`operations:comment.page.fields.${field}`);
  return req.t(key, params);
}

/** what the last post did, in the reader's language */
const doneText = (req: DynamicPageRequest) =>
  (COMMENT_PAGE_DONE as readonly string[]).includes(req.query.done ?? '') ? req.t(`operations:comment.page.done.${req.query.done}`) : '';

/** the page's forms: where they post, the site and base they name with the server's signature, the member's form token */
async function formOf(r: TemplateTagRender, req: DynamicPageRequest, self: string, token: string) {
  const base = self.slice(0, self.length - COMMENT_PAGE.path.length);
  const action = (a: string) => `${r.apiBase}/api/comment/form/${a}`;
  return {
    base,
    siteId: r.siteId,
    pageSig: await signWith(r.db, COMMENT_PAGE_PURPOSE, commentPageSigned(r.siteId, base)),
    token,
    commentAction: action('comment'),
    likeAction: action('like'),
    contentLikeAction: action('contentLike'),
    favoriteAction: action('favorite'),
    unfavoriteAction: action('unfavorite'),
  };
}

interface PageComment {
  commentId: number;
  parentId: number | null;
  nickName: string;
  content: string;
  likeCount: number;
  official: boolean;
  commentTime: string;
  liked: boolean;
  replies: PageComment[];
}

/**
 * a content's shown comments now (newest first), each with its shown replies, and which of them the member liked;
 * the likes as their rows hold them (the stored counter follows in a batch)
 */
async function shownComments(r: TemplateTagRender, contentId: number, memberId: number): Promise<PageComment[]> {
  const { rows } = await sql<Omit<PageComment, 'replies'>>`
    select c.comment_id as "commentId", c.parent_id as "parentId", coalesce(c.nick_name, '') as "nickName", c.content,
      (select count(*)::int from cms_comment_like l where l.comment_id = c.comment_id) as "likeCount", c.official, to_char(c.comment_time, 'YYYY-MM-DD HH24:MI') as "commentTime",
      exists (select 1 from cms_comment_like l where l.comment_id = c.comment_id and l.uid = ${memberId}) as liked
    from cms_comment c
    where c.source_id = ${contentId} and c.site_id = ${r.siteId} and c.audit_status = 1 and not c.del_flag
      and (c.parent_id is null or c.parent_id in (
        select t.comment_id from (select comment_id from cms_comment where source_id = ${contentId} and parent_id is null
          and audit_status = 1 and not del_flag order by comment_time desc, comment_id desc limit ${LIST_SIZE}) t))
    order by c.comment_time, c.comment_id`.execute(r.db);
  const top: PageComment[] = [];
  const byId = new Map<number, PageComment>();
  for (const row of rows) {
    const c: PageComment = {
      ...row,
      commentId: Number(row.commentId),
      parentId: row.parentId == null ? null : Number(row.parentId),
      replies: [],
    };
    if (c.parentId == null) {
      top.push(c);
      byId.set(c.commentId, c);
    } else byId.get(c.parentId)?.replies.push(c);
  }
  return top.reverse().slice(0, LIST_SIZE);
}

/** the member's own comments on the content that wait for audit (only they see them) */
async function waitingOf(r: TemplateTagRender, contentId: number, memberId: number) {
  if (!memberId) return [];
  return r.db
    .selectFrom('cmsComment')
    .select(['commentId', 'content', sql<string>`to_char(comment_time, 'YYYY-MM-DD HH24:MI')`.as('commentTime')])
    .where('sourceId', '=', contentId)
    .where('uid', '=', memberId)
    .where('auditStatus', '=', 0)
    .where('delFlag', '=', false)
    .orderBy('commentTime', 'desc')
    .limit(10)
    .execute();
}

/** the content's likes and favourites as their rows hold them, and whether the member gave them */
async function reactionsOf(r: TemplateTagRender, contentId: number, memberId: number) {
  const { rows } = await sql<{ likes: string; favorites: string; liked: boolean; favorited: boolean }>`
    select (select count(*) from cms_content_like where content_id = ${contentId}) as likes,
      (select count(*) from cms_favorite_content where content_id = ${contentId}) as favorites,
      exists (select 1 from cms_content_like where content_id = ${contentId} and member_id = ${memberId}) as liked,
      exists (select 1 from cms_favorite_content where content_id = ${contentId} and member_id = ${memberId}) as favorited`.execute(r.db);
  const x = rows[0]!;
  return { likes: Number(x.likes), favorites: Number(x.favorites), liked: x.liked, favorited: x.favorited };
}

const memberView = (m: SiteMember | null) =>
  m ? { memberId: m.memberId, nickName: m.nickName || m.userName || `#${m.memberId}`, userName: m.userName } : null;

/** the sign-in (or sign-up) page's link that brings the reader back to `next` (a path under the site's dynamic base) */
const signInLink = (req: DynamicPageRequest, next: string, type = 'AccountLogin') => {
  const login = req.pageUrl(type);
  return login ? `${login}?next=${encodeURIComponent(next)}` : '';
};

const commentWrite: TemplateDynamicPageType = {
  type: COMMENT_PAGE.type,
  title: 'operations:comment.page.write.name',
  description: 'operations:comment.page.write.desc',
  requestPath: COMMENT_PAGE.path,
  publishPipeKey: COMMENT_PAGE.pipeKey,
  defaultTemplate: COMMENT_PAGE.template,
  async scope(r, req) {
    const contentId = queryId(req.query.contentId);
    const found = contentId ? await req.service(CONTENT_COMMENTS)?.content(contentId) : null;
    const content = found && found.siteId === r.siteId ? found : null;
    const session = (await req.service(MEMBER_SESSIONS)?.pageSession(req)) ?? null;
    const memberId = session?.member.memberId ?? 0;
    const self = req.pageUrl(COMMENT_PAGE.type);
    const comments = content ? await shownComments(r, content.contentId, memberId) : [];
    const parentId = queryId(req.query.parentId);
    const replyTo = parentId ? (comments.find((c) => c.commentId === parentId) ?? null) : null;
    const visitorForm = !session && !!content?.visitors;
    const captcha = visitorForm ? await createCaptcha(r.db) : null;
    const done = doneText(req);
    return {
      scope: {
        Content: content ? { contentId: content.contentId, title: content.title } : null,
        Member: memberView(session?.member ?? null),
        Visitors: visitorForm,
        Audit: !!content?.audit,
        Captcha: captcha ? { uuid: captcha.uuid, img: `data:image/png;base64,${captcha.img}` } : null,
        Comments: comments,
        ReplyTo: replyTo,
        Waiting: content ? await waitingOf(r, content.contentId, memberId) : [],
        Reactions: content ? await reactionsOf(r, content.contentId, memberId) : null,
        Form: await formOf(r, req, self, session?.formToken ?? ''),
        Pages: {
          SignIn: signInLink(req, `${COMMENT_PAGE.path}?contentId=${contentId}`),
          Register: signInLink(req, `${COMMENT_PAGE.path}?contentId=${contentId}`, 'AccountRegister'),
          Centre: req.pageUrl('AccountCentre'),
          Favorites: req.pageUrl('AccountFavorites'),
        },
        Error: errorText(req),
        Done: done,
      },
    };
  },
};

/** a member centre page of the operations plugin: signed-in only (else the sign-in page, returning here) */
function memberPage(
  type: keyof typeof MEMBER_COMMENT_PAGES,
  rows: (r: TemplateTagRender, memberId: number, offset: number) => Promise<{ rows: Record<string, unknown>[]; total: number }>,
): TemplateDynamicPageType {
  const p = MEMBER_COMMENT_PAGES[type];
  return {
    type,
    title: `operations:comment.page.${type}.name`,
    description: `operations:comment.page.${type}.desc`,
    requestPath: p.path,
    publishPipeKey: p.pipeKey,
    defaultTemplate: p.template,
    async scope(r, req) {
      const session = (await req.service(MEMBER_SESSIONS)?.pageSession(req)) ?? null;
      if (!session) return { redirectTo: signInLink(req, p.path) || req.pageUrl('AccountLogin') };
      const pageNo = pageOf(req);
      const list = await rows(r, session.member.memberId, (pageNo - 1) * PAGE_SIZE);
      const titles = (await req.service(CONTENT_COMMENTS)?.titles(list.rows.map((x) => Number(x.contentId)))) ?? new Map();
      const self = req.pageUrl(COMMENT_PAGE.type);
      return {
        scope: {
          Member: memberView(session.member),
          Rows: list.rows.map((x) => ({ ...x, title: titles.get(Number(x.contentId)) ?? '' })),
          Total: list.total,
          PageNo: pageNo,
          PageCount: Math.max(1, Math.ceil(list.total / PAGE_SIZE)),
          Form: await formOf(r, req, self, session.formToken),
          Pages: {
            Centre: req.pageUrl('AccountCentre'),
            Comments: req.pageUrl('AccountComments'),
            Favorites: req.pageUrl('AccountFavorites'),
            Comment: self,
          },
          Error: errorText(req),
          Done: doneText(req),
        },
      };
    },
  };
}

/** my comments, newest first, with their audit state (0 waits, 1 passed, 2 not passed) */
const myComments = memberPage('AccountComments', async (r, memberId, offset) => {
  const base = r.db.selectFrom('cmsComment').where('uid', '=', memberId).where('siteId', '=', r.siteId).where('delFlag', '=', false);
  const [rows, n] = await Promise.all([
    base
      .select([
        'commentId',
        'sourceId as contentId',
        'parentId',
        'content',
        'auditStatus',
        'likeCount',
        sql<string>`to_char(comment_time, 'YYYY-MM-DD HH24:MI')`.as('commentTime'),
      ])
      .orderBy('commentTime', 'desc')
      .orderBy('commentId', 'desc')
      .offset(offset)
      .limit(PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((x) => ({ ...x, contentId: Number(x.contentId), commentId: Number(x.commentId) })), total: Number(n.n) };
});

/** my favourites, newest first */
const myFavorites = memberPage('AccountFavorites', async (r, memberId, offset) => {
  const base = r.db.selectFrom('cmsFavoriteContent').where('memberId', '=', memberId).where('siteId', '=', r.siteId);
  const [rows, n] = await Promise.all([
    base
      .select(['contentId', sql<string>`to_char(create_time, 'YYYY-MM-DD HH24:MI')`.as('createTime')])
      .orderBy('createTime', 'desc')
      .orderBy('favoriteId', 'desc')
      .offset(offset)
      .limit(PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((x) => ({ ...x, contentId: Number(x.contentId) })), total: Number(n.n) };
});

const module: TemplateTagModule = { tags: [], dynamicPageTypes: [commentWrite, myComments, myFavorites] };
export default module;
