import type { FastifyRequest } from 'fastify';
import { AppError, fail, notFound, type Kernel } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import type { ContentOp } from '../../shared/content.ts';
import type { CatalogAction } from '../../shared/permissions.ts';
import { cmsPermissions } from './site-access.ts';

type Db = Kernel['db'];

/** A live content the caller holds `Catalog:<action>:<its catalog>` on (404 when missing or deleted, 403 otherwise). */
export async function assertContent(kernel: Kernel, req: FastifyRequest, contentId: number, action: CatalogAction = 'View') {
  const c = await kernel.db
    .selectFrom('cmsContent')
    .selectAll()
    .where('contentId', '=', contentId)
    .where('deleted', '=', false)
    .executeTakeFirst();
  if (!c) throw notFound(String(contentId));
  await assertCatalogRight(kernel, req, c.catalogId, action, c.title);
  return c;
}

/** Refuses (403, naming the content) unless the caller holds the catalog right. */
export async function assertCatalogRight(kernel: Kernel, req: FastifyRequest, catalogId: number, action: CatalogAction, title: string) {
  const perms = await cmsPermissions(kernel, req);
  if (perms != null && !perms.has(`Catalog:${action}:${catalogId}`))
    throw new AppError(ResultCode.FORBIDDEN, 'cms:errors.contentPermission', { title });
}

/** Every write but the lock holder's is refused while another user holds the content's lock. */
export function assertUnlocked(req: FastifyRequest, c: { isLock: string; lockUser: string | null; title: string }) {
  if (c.isLock === 'Y' && c.lockUser && c.lockUser !== req.user!.userName)
    throw fail('cms:errors.contentLocked', { title: c.title, user: c.lockUser });
}

/** A refused status change, naming the content and its status. */
export function badStatus(req: FastifyRequest, c: { title: string; status: string }) {
  return fail('cms:errors.contentStatus', { title: c.title, status: req.t(`cms:content.statuses.${c.status}`) });
}

/** Operation log of a content (who, what, when), shown in the editor. */
export async function logContentOp(db: Db, contentIds: number[], opType: ContentOp, operator: string, detail?: string) {
  if (!contentIds.length) return;
  await db
    .insertInto('cmsContentOpLog')
    .values(contentIds.map((contentId) => ({ contentId, opType, operator, detail: detail ?? null })))
    .execute();
}
