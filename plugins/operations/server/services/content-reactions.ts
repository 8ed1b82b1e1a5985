import { fail, invalidField, type Kernel } from '#kernel/server';
import type { SiteMember } from '#kernel/shared';
import { contentsOf } from './comment-host.ts';
import { countContentReaction } from './reaction-counts.ts';

/** the published content a reaction is on, of the site named (a page's form names its own site) */
async function reactedContent(kernel: Kernel, contentId: number, siteId: number) {
  const c = await contentsOf(kernel).content(contentId);
  if (!c || c.siteId !== siteId) throw invalidField('contentId', 'operations:comment.errors.noContent');
  return c;
}

/**
 * A member's like of a content, once (the unique index decides); the content's `like_count` (the CMS's) follows
 * in the next batch.
 */
export async function likeContent(kernel: Kernel, member: SiteMember, contentId: number, siteId: number) {
  const c = await reactedContent(kernel, contentId, siteId);
  const r = await kernel.db
    .insertInto('cmsContentLike')
    .values({ siteId: c.siteId, contentId: c.contentId, memberId: member.memberId })
    .onConflict((oc) => oc.columns(['contentId', 'memberId']).doNothing())
    .returning('likeId')
    .executeTakeFirst();
  if (!r) throw fail('operations:comment.errors.contentLiked');
  countContentReaction(kernel, c, { likes: 1 });
}

/** A member's favourite (v1.4.3 `cms_favorite_content`), once per content; the `favorite_count` follows in the next batch. */
export async function favoriteContent(kernel: Kernel, member: SiteMember, contentId: number, siteId: number) {
  const c = await reactedContent(kernel, contentId, siteId);
  const r = await kernel.db
    .insertInto('cmsFavoriteContent')
    .values({ siteId: c.siteId, contentId: c.contentId, memberId: member.memberId })
    .onConflict((oc) => oc.columns(['contentId', 'memberId']).doNothing())
    .returning('favoriteId')
    .executeTakeFirst();
  if (!r) throw fail('operations:comment.errors.favorited');
  countContentReaction(kernel, c, { favorites: 1 });
}

/** Takes a favourite back (of any content of the site the member holds, published or not); the counter follows. */
export async function unfavoriteContent(kernel: Kernel, member: SiteMember, contentId: number, siteId: number) {
  const r = await kernel.db
    .deleteFrom('cmsFavoriteContent')
    .where('contentId', '=', contentId)
    .where('memberId', '=', member.memberId)
    .where('siteId', '=', siteId)
    .returning(['siteId', 'contentId'])
    .executeTakeFirst();
  if (!r) throw invalidField('contentId', 'operations:comment.errors.notFavorited');
  countContentReaction(kernel, { siteId: Number(r.siteId), contentId: Number(r.contentId) }, { favorites: -1 });
}
