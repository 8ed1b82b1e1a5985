import type { Kernel } from '#kernel/server';

/**
 * Cache name of the public comment answers (`/api/comment/list`, `/count`, `/replies`), kept in this process per
 * content. They stay exact without expiry: cms_comment's statement triggers (migration 0021) announce every
 * content whose comment rows changed, at commit, to every instance, whoever wrote them; and this instance's own
 * public writes drop their content right after their commit (`dropCommentAnswers`), so a member who comments and
 * reloads sees the comment before the announcement arrives.
 */
export const COMMENT_ANSWERS = 'comment-answers';
/** contents whose answers are kept (a new one past it pushes out the oldest) */
const CONTENTS_KEPT = 1000;
/** per content: the answers kept (pages and sizes of the list, replies of its comments, the count) … */
const VARIANTS_KEPT = 50;
/**
 * … and their characters in all (about 100 KB, a few pages of ten with their replies; at most about 100 MB for all the
 * contents kept); an answer larger than this alone is answered and not kept
 */
const CHARS_KEPT = 50_000;
/** comments whose content is remembered (a comment never moves to another content) */
const HOSTS_KEPT = 10_000;

/**
 * One content's ready answers by variant (`list:2:10`, `count`, `replies:7:1:10`): the JSON text of the answer's
 * data, or null where the answer is "not found". A drop of the content takes the whole object out of the cache,
 * so a load that started before it keeps its answer in an object no one reads any more.
 */
class ContentAnswers {
  private ready = new Map<string, string | null>();
  private loading = new Map<string, Promise<string | null>>();
  private chars = 0;

  /** the kept answer, or the load under way for it (callers missing together share one), or a new load */
  answer(variant: string, load: () => Promise<string | null>): string | null | Promise<string | null> {
    const hit = this.ready.get(variant);
    if (hit !== undefined) return hit;
    const under = this.loading.get(variant);
    if (under) return under;
    const p = load()
      .then((text) => {
        this.keep(variant, text);
        return text;
      })
      .finally(() => this.loading.delete(variant));
    this.loading.set(variant, p);
    return p;
  }

  private keep(variant: string, text: string | null) {
    const size = text?.length ?? 0;
    if (size > CHARS_KEPT) return;
    // oldest first (a Map iterates in insertion order)
    for (const [old, oldText] of this.ready) {
      if (this.ready.size < VARIANTS_KEPT && this.chars + size <= CHARS_KEPT) break;
      this.ready.delete(old);
      this.chars -= oldText?.length ?? 0;
    }
    this.ready.set(variant, text);
    this.chars += size;
  }

  /** what the cache monitor shows */
  toJSON() {
    return { answers: [...this.ready.keys()], chars: this.chars };
  }
}

/** at the routes' start: the answers are kept in process memory only (the triggers' drops reach no shared store), so many contents */
export function keepCommentAnswers(kernel: Kernel) {
  kernel.cache.limit(COMMENT_ANSWERS, { maxKeys: CONTENTS_KEPT, processOnly: true });
}

/** The kept answers of a content (an empty set when none are kept). */
export function commentAnswersOf(kernel: Kernel, contentId: number): ContentAnswers {
  const key = String(contentId);
  let answers = kernel.cache.get<ContentAnswers>(COMMENT_ANSWERS, key);
  if (!answers) kernel.cache.set(COMMENT_ANSWERS, key, (answers = new ContentAnswers()));
  return answers;
}

/** After a commit that changed these contents' comments: their answers go here at once (the trigger tells the other processes). */
export function dropCommentAnswers(kernel: Kernel, contentIds: Iterable<number | string>) {
  for (const id of new Set([...contentIds].map(Number))) kernel.cache.local(COMMENT_ANSWERS, String(id));
}

const hosts = new WeakMap<object, Map<number, number>>();

/** The content a comment is on, or null when there is no such comment (asked again each time). */
export async function contentOfComment(kernel: Kernel, commentId: number): Promise<number | null> {
  let known = hosts.get(kernel);
  if (!known) hosts.set(kernel, (known = new Map()));
  const hit = known.get(commentId);
  if (hit !== undefined) return hit;
  const row = await kernel.db.selectFrom('cmsComment').select('sourceId').where('commentId', '=', commentId).executeTakeFirst();
  if (!row) return null;
  if (known.size >= HOSTS_KEPT) known.clear();
  known.set(commentId, Number(row.sourceId));
  return Number(row.sourceId);
}
