import { detailRoute, invalidField, listRoute, ok, removeRoute, saveRoutes, type Kernel, type RouteApp } from '#kernel/server';
import { EXP_OPERATIONS, ExpConfigAdd, ExpConfigEdit, ExpConfigQuery, type ExpConfigRow } from '../../shared/config.ts';
import { typeName } from './level-config.ts';

/**
 * Exp configuration (chestnut-api §1.10): the exp an operation earns per level type, with how many times a day and
 * in all it counts (0: no limit); one rule per operation and type.
 */
export function expConfigRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  app.get('/member/expConfig/types', { config: { access: 'member:exp:view' } }, async (req) =>
    ok(EXP_OPERATIONS.map((id) => ({ id, name: typeName(req, 'opType', id) }))),
  );

  const wire = (req: { t(key: string): string }, r: any): ExpConfigRow => ({
    ...r,
    configId: Number(r.configId),
    opTypeName: typeName(req, 'opType', r.opType),
    levelTypeName: typeName(req, 'levelType', r.levelType),
  });
  listRoute<ExpConfigRow>(app, kernel, {
    url: '/member/expConfig',
    access: 'member:exp:view',
    filters: ExpConfigQuery,
    sorts: { opType: 'opType', exp: 'exp' },
    defaultOrder: [['opType', 'asc']],
    tiebreak: ['configId', 'asc'],
    count: 'exact',
    query: () => db.selectFrom('memberExpConfig'),
    equal: ['opType', 'levelType'],
    columns: ['configId', 'opType', 'levelType', 'exp', 'dayLimit', 'totalLimit', 'remark', 'version'],
    wire,
  });

  const object = { url: '/member/expConfig', table: 'memberExpConfig', key: 'configId', logTitle: 'member:log.exp' } as const;
  detailRoute(app, kernel, { ...object, access: 'member:exp:view', wire });
  saveRoutes(app, kernel, {
    ...object,
    access: { add: 'member:exp:add', edit: 'member:exp:edit' },
    body: { add: ExpConfigAdd, edit: ExpConfigEdit },
    guard: async (trx, _req, b, old) => {
      let q = trx.selectFrom('memberExpConfig').select('configId').where('levelType', '=', b.levelType).where('opType', '=', b.opType);
      if (old) q = q.where('configId', '<>', old.configId);
      if (await q.executeTakeFirst()) throw invalidField('opType', 'member:errors.opTypeTaken');
    },
    values: (_req, b) => ({
      opType: b.opType,
      levelType: b.levelType,
      exp: b.exp,
      dayLimit: b.dayLimit,
      totalLimit: b.totalLimit,
      remark: b.remark ?? null,
    }),
  });
  removeRoute(app, kernel, { ...object, access: 'member:exp:delete' });
}
