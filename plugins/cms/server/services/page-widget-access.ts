import type { FastifyRequest } from 'fastify';
import { AppError, IDENTITY_CACHE, notFound, sql, type Kernel } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { PAGE_WIDGET_ACTIONS, type PageWidgetAction } from '../../shared/permissions.ts';
import { cmsPermissions } from './site-access.ts';

type Db = Kernel['db'];

/** `PageWidget:<action>:<id>` (chestnut-api §4.11). */
export const pageWidgetPermission = (action: PageWidgetAction, id: number) => `PageWidget:${action}:${id}`;

/** The ids of the widgets the caller may view, or null for all (the super administrator). */
export async function viewableWidgetIds(kernel: Kernel, req: FastifyRequest): Promise<number[] | null> {
  const perms = await cmsPermissions(kernel, req);
  if (perms == null) return null;
  return [...perms].flatMap((p) => {
    const m = /^PageWidget:View:(\d+)$/.exec(p);
    return m ? [Number(m[1])] : [];
  });
}

/** Loads a widget the caller holds `PageWidget:<action>:<id>` on (404 when missing, 403 naming it otherwise). */
export async function assertPageWidget(kernel: Kernel, req: FastifyRequest, id: number, action: PageWidgetAction = 'View') {
  const w = await kernel.db.selectFrom('cmsPageWidget').selectAll().where('pageWidgetId', '=', id).executeTakeFirst();
  if (!w) throw notFound(String(id));
  const perms = await cmsPermissions(kernel, req);
  if (perms != null && !perms.has(pageWidgetPermission(action, id)))
    throw new AppError(ResultCode.FORBIDDEN, 'cms:errors.pageWidgetPermission', { name: w.name });
  return w;
}

/**
 * The creator of a widget holds its items (a role's grants may not reach a widget that did not exist): added to
 * their own grants in the same transaction; the super administrator holds them all anyway.
 */
export async function grantCreator(trx: Db, req: FastifyRequest, id: number) {
  if (req.identity?.superAdmin) return;
  const items = PAGE_WIDGET_ACTIONS.map((a) => pageWidgetPermission(a, id));
  await trx
    .insertInto('cmsPermission')
    .values({ ownerType: 'User', owner: String(req.user!.userId), permType: 'PageWidget', perms: sql`${JSON.stringify(items)}::jsonb` })
    .onConflict((oc) =>
      oc.columns(['ownerType', 'owner', 'permType']).doUpdateSet({
        perms: sql`(select jsonb_agg(distinct x order by x) from jsonb_array_elements_text(cms_permission.perms || excluded.perms) x)`,
      }),
    )
    .execute();
}

/** Removes every grant of deleted widgets (roles' and users'). */
export async function dropWidgetGrants(trx: Db, ids: number[]) {
  const names = ids.flatMap((id) => PAGE_WIDGET_ACTIONS.map((a) => pageWidgetPermission(a, id)));
  await trx
    .updateTable('cmsPermission')
    .set({
      perms: sql`coalesce((select jsonb_agg(x) from jsonb_array_elements_text(perms) x where not (x = any(${names}::text[]))), '[]'::jsonb)`,
    })
    .where('permType', '=', 'PageWidget')
    .execute();
}

/** Grants are cached with the identity: changed ones take effect at once. */
export const refreshGrants = (kernel: Kernel) => kernel.invalidate(IDENTITY_CACHE);
