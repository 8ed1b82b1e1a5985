import type { FastifyReply, FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { AppError, invalidField, RateLimiter, verifySigned, type Kernel, type RouteApp } from '#kernel/server';
import type { SiteMember } from '#kernel/shared';
import { COMMENT_AUDIT, CommentAdd, COMMENT_LIMITS } from '../../shared/comment.ts';
import {
  COMMENT_FORM_ACTIONS,
  COMMENT_PAGE,
  COMMENT_PAGE_FIELDS,
  COMMENT_PAGE_PURPOSE,
  type CommentFormAction,
  commentPageSigned,
  MEMBER_COMMENT_PAGES,
  queryId,
} from '../../shared/comment-page.ts';
import { likeComment, submitComment } from '../services/comment-actions.ts';
import { membersOf } from '../services/comment-host.ts';
import { favoriteContent, likeContent, unfavoriteContent } from '../services/content-reactions.ts';
import { commentRateLimits } from './comment-public.ts';

type Body = Record<string, string | undefined>;

/** a refusal as the page's query: its key and the whole numbers and field it names (never words of the request) */
function refusalQuery(e: AppError): string {
  const params = e.params && !Array.isArray(e.params) ? e.params : {};
  const numbers = Object.entries(params)
    .filter(([k, v]) => /^[A-Za-z]{1,20}$/.test(k) && Number.isSafeInteger(v))
    .map(([k, v]) => `&p_${k}=${v}`);
  const field = (COMMENT_PAGE_FIELDS as readonly string[]).includes(String(params.field)) ? `&p_field=${params.field}` : '';
  // the words found are not sent back through the address; the page names the field only
  const key = e.key === 'operations:comment.errors.sensitive' ? 'operations:comment.errors.sensitiveForm' : e.key;
  return `&error=${encodeURIComponent(key)}${numbers.join('')}${field}`;
}

/** the comment or reply a post writes, checked like the JSON API's (the first field refused is named) */
function commentOf(body: Body): CommentAdd {
  const fields: Record<string, unknown> = { contentId: queryId(body.contentId), content: body.content ?? '' };
  if (body.parentId) fields.parentId = queryId(body.parentId);
  for (const k of ['nickName', 'url', 'uuid', 'code'] as const) if (body[k]) fields[k] = body[k];
  const text = String(fields.content);
  if (!text.trim()) throw invalidField('content', 'server:schema.required');
  if (text.length > COMMENT_LIMITS.content) throw invalidField('content', 'server:schema.maxLength', { limit: COMMENT_LIMITS.content });
  if (!Value.Check(CommentAdd, fields)) {
    const first = [...Value.Errors(CommentAdd, fields)][0];
    const field = first?.instancePath.replace(/^\//, '') || 'content';
    throw invalidField(field, 'server:schema.invalid');
  }
  return fields as CommentAdd;
}

/**
 * The comment page's forms (`POST /api/comment/form/<action>`, form-encoded, no JavaScript needed): a comment or a
 * reply, a like of a comment, a like and a favourite of the content, a favourite taken back — the same rules as
 * the JSON API (sensitive words, size limit, rate limits, the site's audit, mutes), answered with a 303 back to the
 * page: `?contentId=N&done=<action>`, or `&error=<message key>` when refused. The post names its site and dynamic
 * base with the server's signature of both, so the answer goes to a page the server wrote (never a URL of the
 * request) and a reaction is on a content of that site only. A signed-in page carries its member's form token,
 * since a sandboxed page's post leaves the SameSite cookie home.
 */
export function commentFormRoutes(app: RouteApp, kernel: Kernel) {
  const limits = commentRateLimits();
  const write = new RateLimiter(limits.write, 60_000);
  const like = new RateLimiter(limits.like, 60_000);

  const signedIn = (member: SiteMember | null): SiteMember => {
    if (!member) throw new AppError(401, 'operations:comment.errors.signIn');
    return member;
  };

  /** runs the action; answers the content the page shows after it and what it says was done */
  const run = async (
    action: CommentFormAction,
    req: FastifyRequest,
    body: Body,
    siteId: number,
  ): Promise<{ contentId: number; done: string }> => {
    const member = (await membersOf(kernel)?.memberOfForm(req, body.formToken)) ?? null;
    const contentId = queryId(body.contentId);
    if (action === 'comment') {
      await write.check(req, 'comment-write');
      const b = commentOf(body);
      const saved = await submitComment(kernel, req, b, member, siteId);
      return { contentId: saved.contentId, done: saved.auditStatus === COMMENT_AUDIT.WAIT ? 'commentWaiting' : 'comment' };
    }
    await like.check(req, 'comment-like');
    if (action === 'like')
      return { contentId: (await likeComment(kernel, signedIn(member), queryId(body.commentId), siteId)).contentId, done: action };
    if (action === 'contentLike') await likeContent(kernel, signedIn(member), contentId, siteId);
    else if (action === 'favorite') await favoriteContent(kernel, signedIn(member), contentId, siteId);
    else await unfavoriteContent(kernel, signedIn(member), contentId, siteId);
    return { contentId, done: action };
  };

  app.post<{ Params: { action: string }; Body: Body }>(
    '/api/comment/form/:action',
    { config: { access: 'public', log: false, objects: { fields: { action: false } } }, bodyLimit: COMMENT_LIMITS.bodyBytes },
    async (req, reply: FastifyReply) => {
      const action = req.params.action as CommentFormAction;
      const body: Body = req.body && typeof req.body === 'object' ? req.body : {};
      const base = typeof body.base === 'string' ? body.base : '';
      const siteId = queryId(body.siteId);
      const signed = commentPageSigned(siteId, base);
      if (
        !COMMENT_FORM_ACTIONS.includes(action) ||
        !base ||
        !siteId ||
        !(await verifySigned(kernel.db, COMMENT_PAGE_PURPOSE, signed, String(body.pageSig ?? '')))
      )
        return reply.status(400).type('text/plain; charset=utf-8').send(req.t('operations:comment.errors.formInvalid'));
      reply.header('Cache-Control', 'no-store');
      const page = (contentId: number) => `${base}${COMMENT_PAGE.path}${contentId ? `?contentId=${contentId}` : '?'}`;
      try {
        const { contentId, done } = await run(action, req, body, siteId);
        // a favourite taken back on the favourites page goes back there
        if (action === 'unfavorite' && body.back === 'favorites')
          return reply.redirect(`${base}${MEMBER_COMMENT_PAGES.AccountFavorites.path}?done=${done}`, 303);
        return reply.redirect(`${page(contentId)}&done=${done}`, 303);
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        return reply.redirect(`${page(queryId(body.contentId))}${refusalQuery(e)}`, 303);
      }
    },
  );
}
