import { AppError, type Kernel } from '#kernel/server';
import { CONTENT_COMMENTS, type ContentComments, MEMBER_SESSIONS, type MemberSessions, ResultCode } from '#kernel/shared';
import { EventBatch } from '#kernel/server';

/** The CMS's side of comments (provided at its init; operations depends on it, so it is there by the first request). */
export function contentsOf(kernel: Kernel): ContentComments {
  const host = kernel.services.get(CONTENT_COMMENTS);
  if (!host) throw new AppError(ResultCode.ERROR, 'server:errors.internal');
  return host;
}

/** The member plugin's sessions; undefined when it is not enabled (then only visitors comment, where a site allows it). */
export const membersOf = (kernel: Kernel): MemberSessions | undefined => kernel.services.get(MEMBER_SESSIONS);

interface CountChange {
  siteId: number;
  contentId: number;
  comments: number;
}
const batches = new WeakMap<object, EventBatch<CountChange>>();

/**
 * The process's buffer of contents' comment-counter changes (a comment shown +1, hidden −1): summed and written in
 * one statement a second (the CMS's `addComments`), never a row lock per comment; the plugin's stop flushes it.
 */
export function commentCountsOf(kernel: Kernel): EventBatch<CountChange> {
  let b = batches.get(kernel);
  if (!b) {
    b = new EventBatch<CountChange>({ write: (rows) => contentsOf(kernel).addComments(rows), intervalMs: 1000 });
    batches.set(kernel, b);
  }
  return b;
}

/** at stop: the last counter changes written */
export const commentStop = async (kernel: Kernel) => {
  await batches.get(kernel)?.stop();
};

/** A comment's visibility changed (`+1` shown, `-1` hidden): the content's counter follows, in the next batch. */
export function countComment(kernel: Kernel, c: { siteId: number; sourceId: number }, delta: number) {
  if (delta) commentCountsOf(kernel).add({ siteId: Number(c.siteId), contentId: Number(c.sourceId), comments: delta });
}
