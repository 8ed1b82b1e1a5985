import { AppError, type Kernel } from '#kernel/server';
import {
  type CommentedContent,
  CONTENT_COMMENTS,
  type ContentComments,
  MEMBER_SESSIONS,
  type MemberSessions,
  ResultCode,
} from '#kernel/shared';
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

/** how long a content found published is taken as published by the public reads (a content taken offline: at most this late) */
const SHOWN_CONTENT_MS = 1000;
const SHOWN_CONTENT_KEPT = 10_000;
const shownContents = new WeakMap<object, Map<number, { at: number; content: CommentedContent }>>();

/**
 * The published content the public comment reads name, as the CMS answers it, remembered for a second when found
 * (the list a page's script reads at every view need not ask the CMS every time); a content not found is asked
 * again each time, so one published a moment ago shows at once.
 */
export async function shownContentOf(kernel: Kernel, contentId: number, now = Date.now()): Promise<CommentedContent | null> {
  let seen = shownContents.get(kernel);
  if (!seen) shownContents.set(kernel, (seen = new Map()));
  const hit = seen.get(contentId);
  if (hit && now - hit.at < SHOWN_CONTENT_MS) return hit.content;
  const content = await contentsOf(kernel).content(contentId);
  if (!content) seen.delete(contentId);
  else {
    if (seen.size >= SHOWN_CONTENT_KEPT) seen.clear();
    seen.set(contentId, { at: now, content });
  }
  return content;
}
