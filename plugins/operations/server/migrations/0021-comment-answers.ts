import { cacheDropTriggerSql, type Migration } from '#kernel/server';
import { COMMENT_ANSWERS } from '../services/comment-answers.ts';

/**
 * The public comment answers kept in memory per content (services/comment-answers.ts) stay exact: cms_comment's
 * statement triggers announce, at commit, every content whose comment rows a statement changed, on the kernel's
 * cache channel — whichever route, job or hand-written SQL changed them — and every instance drops those answers.
 */
export const m0021CommentAnswers: Migration = {
  id: '0021-comment-answers',
  up: cacheDropTriggerSql({ table: 'cms_comment', cacheName: COMMENT_ANSWERS, keyColumn: 'source_id' }),
};
