import { CMS_HOST, type Kernel, type PushEventSeed, type RouteApp, texts as T, workerScript } from '#kernel/server';
import { commentRoutes } from './routes/comment.ts';
import { commentModerationRoutes } from './routes/comment-moderation.ts';
import { COMMENT_AWAITING_EVENT, commentPublicRoutes } from './routes/comment-public.ts';
import { commentFormRoutes } from './routes/comment-form.ts';
import { commentStop as commentCountsStop } from './services/comment-host.ts';
import { reactionCountsStop } from './services/reaction-counts.ts';
import { COMMENT_MEMBER_EVENTS } from './services/comment-notices.ts';
import './db/comment-tables.ts';
import './db/content-reaction-tables.ts';

export { COMMENT_TABLES, m0010Comment } from './migrations/0010-comment.ts';
export { CONTENT_REACTION_TABLES, m0020ContentReaction } from './migrations/0020-content-reaction.ts';
export { m0021CommentAnswers } from './migrations/0021-comment-answers.ts';

/** at stop: the last comment-counter and reaction-counter changes written */
export async function commentStop(kernel: Kernel) {
  await Promise.all([commentCountsStop(kernel), reactionCountsStop(kernel)]);
}

/** What comments tell staff through the message pusher: a comment waits for audit (subscribe a role to it). */
export const COMMENT_EVENTS: PushEventSeed[] = [
  {
    code: COMMENT_AWAITING_EVENT,
    name: T('评论待审核', '評論待審核', 'Comment awaiting audit'),
    template: {
      subject: T('评论待审核：{{ contentTitle }}', '評論待審核：{{ contentTitle }}', 'Comment awaiting audit: {{ contentTitle }}'),
      body: T(
        '{{ nickName }} 评论了「{{ contentTitle }}」：{{ content }}{% if sensitiveWords != "" %}\n敏感词：{{ sensitiveWords }}{% endif %}',
        '{{ nickName }} 評論了「{{ contentTitle }}」：{{ content }}{% if sensitiveWords != "" %}\n敏感詞：{{ sensitiveWords }}{% endif %}',
        '{{ nickName }} commented on "{{ contentTitle }}": {{ content }}{% if sensitiveWords != "" %}\nSensitive words: {{ sensitiveWords }}{% endif %}',
      ),
    },
  },
  // to members: their comment approved, a reply to it
  ...COMMENT_MEMBER_EVENTS,
];

/**
 * at init: the cms_comment and cms_comment_count template tags, in every thread that renders; the comment page
 * (a dynamic page type) and the member centre's tags (my comments, my favourites)
 */
export function commentInit(kernel: Kernel) {
  const host = kernel.services.get(CMS_HOST);
  host?.registerTagModule(
    workerScript('operations-comment-tags', new URL('./render/comment-tags.worker.ts', import.meta.url)),
    'operations',
  );
  host?.registerTagModule(
    workerScript('operations-comment-page', new URL('./render/comment-page.worker.ts', import.meta.url)),
    'operations',
  );
}

/** the comments' routes (after the plugin's object access hook, whose kinds include `comment`) */
export function commentAreaRoutes(app: RouteApp, kernel: Kernel) {
  commentRoutes(app, kernel);
  commentModerationRoutes(app, kernel);
  commentPublicRoutes(app, kernel);
  commentFormRoutes(app, kernel);
}
