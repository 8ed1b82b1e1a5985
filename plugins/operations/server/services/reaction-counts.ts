import { EventBatch, type Kernel, sql } from '#kernel/server';
import { dropCommentAnswers } from './comment-answers.ts';
import { contentsOf } from './comment-host.ts';

interface ContentReaction {
  siteId: number;
  contentId: number;
  likes: number;
  favorites: number;
}
interface CommentLike {
  commentId: number;
  likes: number;
}
interface ReactionBatches {
  contents: EventBatch<ContentReaction>;
  comments: EventBatch<CommentLike>;
}
const batches = new WeakMap<object, ReactionBatches>();

/** writes comments' like counters: the changes summed per comment, one statement */
async function writeCommentLikes(kernel: Kernel, changes: CommentLike[]) {
  const sum = new Map<number, number>();
  for (const c of changes) sum.set(c.commentId, (sum.get(c.commentId) ?? 0) + c.likes);
  const rows = [...sum].filter(([, n]) => n !== 0);
  if (!rows.length) return;
  const changed = await sql<{ sourceId: string }>`update cms_comment c set like_count = greatest(0, c.like_count + v.n)
    from unnest(${rows.map(([id]) => id)}::bigint[], ${rows.map(([, n]) => n)}::int[]) as v(comment_id, n)
    where c.comment_id = v.comment_id returning c.source_id as "sourceId"`.execute(kernel.db);
  // the public answers show the counters: here at once, elsewhere by the table's trigger
  dropCommentAnswers(
    kernel,
    changed.rows.map((r) => r.sourceId),
  );
}

/**
 * The process's buffers of reaction counters: a content's likes and favourites (the CMS's `addReactions`) and a
 * comment's likes, summed and written in one statement each at least every second — never a row lock per like.
 * The like and favourite rows themselves are written at once (their unique index decides one per member); only
 * the counters wait for the batch. The plugin's stop flushes both.
 */
export function reactionCountsOf(kernel: Kernel): ReactionBatches {
  let b = batches.get(kernel);
  if (!b) {
    b = {
      contents: new EventBatch<ContentReaction>({ write: (rows) => contentsOf(kernel).addReactions(rows), intervalMs: 1000 }),
      comments: new EventBatch<CommentLike>({ write: (rows) => writeCommentLikes(kernel, rows), intervalMs: 1000 }),
    };
    batches.set(kernel, b);
  }
  return b;
}

/** writes every buffered reaction counter now (tests, and the stop) */
export async function flushReactionCounts(kernel: Kernel) {
  const b = batches.get(kernel);
  if (b) await Promise.all([b.contents.flush(), b.comments.flush()]);
}

/** at stop: the last counter changes written */
export async function reactionCountsStop(kernel: Kernel) {
  const b = batches.get(kernel);
  if (b) await Promise.all([b.contents.stop(), b.comments.stop()]);
}

/** a content's like (+1) or favourite (+1, −1 when taken back) counted in the next batch */
export function countContentReaction(
  kernel: Kernel,
  c: { siteId: number; contentId: number },
  change: { likes?: number; favorites?: number },
) {
  reactionCountsOf(kernel).contents.add({
    siteId: Number(c.siteId),
    contentId: Number(c.contentId),
    likes: change.likes ?? 0,
    favorites: change.favorites ?? 0,
  });
}

/** a comment's like counted in the next batch */
export const countCommentLike = (kernel: Kernel, commentId: number) =>
  reactionCountsOf(kernel).comments.add({ commentId: Number(commentId), likes: 1 });
