import type { Static, TSchema } from 'typebox';
import { idsBody, objectRoute, ok, sql, type Kernel, type ObjectRouteContext, type RouteApp, type RouteObjects } from '#kernel/server';
import { requiredSite } from '../services/site-access.ts';
import { invalidateWords } from '../services/words.ts';
import { GROUP_BASES, logOf, siteGroup, text, uniqueGroupCode, type GroupTable } from './word-kit.ts';

type Db = ObjectRouteContext['db'];
/** What every group's add and edit carry (the wire schemas of both group kinds). */
type GroupBody = { name: string; code: string; sortFlag?: number; remark?: string | null };

/** What a group kind's writes are made of (see `wordGroupRoutes`). */
export interface WordGroupSpec<A extends TSchema, E extends TSchema> {
  /** `tagword` or `hotword`: the URL of its groups */
  kind: string;
  table: GroupTable;
  /** the operation-log title */
  log: string;
  objects: RouteObjects;
  add: A;
  edit: E;
  /** the kind's own columns besides name, code, sort and remark */
  columns?: (b: Static<A>) => Record<string, string | number | null>;
  /** refuses an add (no `self`) or an edit of group `self` of the site, by throwing */
  guard?: (db: Db, siteId: number, b: Static<A>, self?: number) => Promise<void>;
  /** refuses a delete of the groups, by throwing */
  beforeDelete?: (db: Db, ids: number[]) => Promise<void>;
  /** whether an add or edit drops the words cache (a delete always does) */
  cached: boolean;
}

/**
 * Registers a group kind's add (at `/word/<kind>/group` and on the CMS side, answering the row), edit and delete
 * (of groups of the current site, with their words); the code is unique in the site.
 */
export function wordGroupRoutes<A extends TSchema, E extends TSchema>(app: RouteApp, kernel: Kernel, spec: WordGroupSpec<A, E>) {
  const log = logOf(spec.log);
  const url = `/${spec.kind}/group`;
  const values = (b: GroupBody) => ({
    name: b.name.trim(),
    code: b.code,
    sortFlag: b.sortFlag ?? 0,
    remark: text(b.remark),
    ...spec.columns?.(b as Static<A>),
  });
  const invalidate = () => invalidateWords(kernel);
  const written = spec.cached ? invalidate : undefined;
  // the table stands as one of the two for kysely's typing (the columns are those of the kind)
  const table = spec.table as 'cmsTagWordGroup';

  for (const base of GROUP_BASES)
    objectRoute(app, kernel, {
      method: 'POST',
      url: `${base}${url}`,
      access: 'word:add',
      log: log('INSERT'),
      objects: spec.objects,
      schema: { body: spec.add },
      load: (req) => requiredSite(kernel, req),
      handle: async (req, site, { db }) => {
        const b = req.body as Static<A> & GroupBody;
        await spec.guard?.(db, site.siteId, b);
        await uniqueGroupCode(db, spec.table, site.siteId, b.code);
        const row = await db
          .insertInto(table)
          .values({ ...(values(b) as ReturnType<typeof values> & { parentId: number }), siteId: site.siteId, createBy: req.user!.userName })
          .returningAll()
          .executeTakeFirstOrThrow();
        return ok(row);
      },
      after: written,
    });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: `/word${url}`,
    access: 'word:edit',
    log: log('UPDATE'),
    objects: spec.objects,
    schema: { body: spec.edit },
    load: (req) => siteGroup(kernel, spec.table, req, (req.body as { groupId: number }).groupId),
    handle: async (req, g, { db }) => {
      const b = req.body as unknown as Static<A> & GroupBody;
      await spec.guard?.(db, g.siteId, b, g.groupId);
      await uniqueGroupCode(db, spec.table, g.siteId, b.code, g.groupId);
      await db
        .updateTable(table)
        .set({ ...values(b), updateBy: req.user!.userName, updateTime: sql`now()` })
        .where('groupId', '=', g.groupId)
        .execute();
      return ok();
    },
    after: written,
  });

  objectRoute(app, kernel, {
    method: 'DELETE',
    url: `/word${url}`,
    access: 'word:delete',
    log: log('DELETE'),
    objects: spec.objects,
    schema: { body: idsBody },
    load: (req) => Promise.all(req.body.map((id) => siteGroup(kernel, spec.table, req, id))),
    handle: async (_req, groups, { db }) => {
      const ids = groups.map((g) => g.groupId);
      await spec.beforeDelete?.(db, ids);
      await db.deleteFrom(table).where('groupId', 'in', ids).execute();
      return ok();
    },
    after: invalidate,
  });
}
