/**
 * The comment page of the published sites (a dynamic page type the operations plugin adds): write a comment or a
 * reply, like, favourite — posted form-encoded to `POST /api/comment/form/<action>`, no JavaScript needed, each
 * answered with a 303 back to the page (`?contentId=N&done=<action>` or `&error=<message key>`).
 */
export const COMMENT_PAGE = { type: 'CommentWrite', path: 'comment', pipeKey: 'commentTemplate', template: 'comment/write' } as const;

/** the page forms' actions */
export const COMMENT_FORM_ACTIONS = ['comment', 'like', 'contentLike', 'favorite', 'unfavorite'] as const;
export type CommentFormAction = (typeof COMMENT_FORM_ACTIONS)[number];

/** what a post's answer says was done (`&done=`): the actions, and a comment that waits for audit */
export const COMMENT_PAGE_DONE = [...COMMENT_FORM_ACTIONS, 'commentWaiting'] as const;

/** The purpose of the server's signature over the site and dynamic base a comment page's forms carry. */
export const COMMENT_PAGE_PURPOSE = 'operations.comment-page';

/** what the signature covers: the site the forms act on and the base the answer goes back to */
export const commentPageSigned = (siteId: number, base: string) => `${siteId}|${base}`;

/** A refusal the page shows (`?error=`): a message key of these namespaces, nothing else. */
export const COMMENT_PAGE_ERROR_KEY = /^(operations|server|common):[A-Za-z0-9_.]{1,80}$/;

/** the fields a refusal may name (`&p_field=`), each with its label on the page */
export const COMMENT_PAGE_FIELDS = ['content', 'nickName', 'url', 'code', 'parentId', 'contentId', 'commentId'] as const;

/** A whole number of the query (`contentId`, `parentId`), else 0. */
export const queryId = (v: unknown): number => (typeof v === 'string' && /^[1-9]\d{0,15}$/.test(v) ? Number(v) : 0);

/** The member centre's pages the operations plugin adds: my comments and my favourites. */
export const MEMBER_COMMENT_PAGES = {
  AccountComments: { path: 'account/comments', pipeKey: 'memberCommentsTemplate', template: 'account/comments' },
  AccountFavorites: { path: 'account/favorites', pipeKey: 'memberFavoritesTemplate', template: 'account/favorites' },
} as const;
