import { detailRoute, invalidField, listRoute, ok, removeRoute, saveRoutes, type Kernel, type RouteApp } from '#kernel/server';
import { LEVEL_TYPES, LevelConfigAdd, LevelConfigEdit, LevelConfigQuery, type LevelConfigRow } from '../../shared/config.ts';
import { relevelAll } from '../services/exp.ts';

/** The localized name of a level type or an exp operation. */
export const typeName = (req: { t(key: string): string }, group: 'levelType' | 'opType', v: string) =>
  group === 'levelType' ? req.t(`member:levelType.${v}`) : req.t(`member:opType.${v}`);

/**
 * Level configuration (chestnut-api §1.10): per level type, each level's name, icon and the exp it needs to reach
 * the next; a level is unique in its type. Every write sets each member's level from their exp again.
 */
export function levelConfigRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  app.get('/member/levelConfig/types', { config: { access: ['member:level:view', 'member:exp:view'] } }, async (req) =>
    ok(LEVEL_TYPES.map((id) => ({ id, name: typeName(req, 'levelType', id) }))),
  );

  listRoute<LevelConfigRow>(app, kernel, {
    url: '/member/levelConfig',
    access: 'member:level:view',
    filters: LevelConfigQuery,
    sorts: { level: 'level' },
    defaultOrder: [['level', 'asc']],
    tiebreak: ['configId', 'asc'],
    count: 'exact',
    query: () => db.selectFrom('memberLevelConfig'),
    equal: ['levelType', 'level'],
    columns: ['configId', 'levelType', 'level', 'name', 'icon', 'nextNeedExp', 'remark', 'version'],
    wire: (req, r) => ({
      ...r,
      configId: Number(r.configId),
      nextNeedExp: Number(r.nextNeedExp),
      levelTypeName: typeName(req, 'levelType', r.levelType),
    }),
  });

  const object = { url: '/member/levelConfig', table: 'memberLevelConfig', key: 'configId', logTitle: 'member:log.level' } as const;
  detailRoute(app, kernel, {
    ...object,
    access: 'member:level:view',
    wire: (req, r) => ({ ...r, levelTypeName: typeName(req, 'levelType', r.levelType) }),
  });
  saveRoutes(app, kernel, {
    ...object,
    access: { add: 'member:level:add', edit: 'member:level:edit' },
    body: { add: LevelConfigAdd, edit: LevelConfigEdit },
    guard: async (trx, _req, b, old) => {
      let q = trx.selectFrom('memberLevelConfig').select('configId').where('levelType', '=', b.levelType).where('level', '=', b.level);
      if (old) q = q.where('configId', '<>', old.configId);
      if (await q.executeTakeFirst()) throw invalidField('level', 'member:errors.levelTaken', { value: b.level });
    },
    values: (_req, b) => ({
      levelType: b.levelType,
      level: b.level,
      name: b.name.trim(),
      icon: b.icon ?? null,
      nextNeedExp: b.nextNeedExp,
      remark: b.remark ?? null,
    }),
    within: (trx) => relevelAll(trx),
  });
  removeRoute(app, kernel, { ...object, access: 'member:level:delete', after: () => relevelAll(db) });
}
