import type { FastifyInstance } from 'fastify';
import { AUDIT_COLUMNS, detailRoute, saveRoutes, dictNameKey, fail, invalidField, ok, sql, type Db, type Kernel } from '#kernel/server';
import { dictChanged, dictRowRoutes } from '../services/dict-rows.ts';
import { registryRows } from '../services/registry.ts';
import { rowTexts } from '../services/texts.ts';
import { DictTypeAdd, DictTypeEdit, DictTypeQuery } from '../../shared/dict.ts';

/**
 * Dictionary types (字典类型): list, export, detail, add, edit, delete, options, refresh cache. Types
 * defined by a plugin's code (`plugin` set) are fixed: never deleted, their key never changed.
 */
export async function dictTypeRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;
  const registry = registryRows(kernel, {
    table: 'sysDictType',
    columns: ['dictId', 'dictName', 'dictType', 'plugin', 'status', 'version', ...AUDIT_COLUMNS, 'remark'],
    id: 'dictId',
    code: 'dictType',
    name: 'dictName',
    nameKey: dictNameKey,
  });
  const shape = registry.wire;

  registry.list(app, {
    url: '/system/dict/type/list',
    access: 'system:dict:view',
    exportAccess: 'system:dict:export',
    filters: DictTypeQuery,
    equal: ['status'],
    export: {
      sheet: 'DictType',
      logTitle: 'system:log.dict',
      fields: ['dictId', 'dictName', 'dictType', ['status', 'system:status'], ['fixed', 'system:yesNo'], 'remark', 'createTime'],
    },
  });

  app.get('/system/dict/type/optionselect', { config: { access: 'login' } }, async (req) => {
    const rows = await db.selectFrom('sysDictType').select(['dictId', 'dictName', 'dictType', 'plugin']).orderBy('dictId').execute();
    return ok(rows.map((r) => ({ dictId: r.dictId, dictType: r.dictType, dictName: registry.name(req, r) })));
  });

  app.delete(
    '/system/dict/type/refreshCache',
    { config: { access: 'system:dict:remove', log: { title: 'system:log.dict', type: 'CLEAN' } } },
    async () => {
      await kernel.invalidate('dict');
      await kernel.reloadI18n();
      await kernel.invalidate('i18n');
      return ok();
    },
  );

  const object = { url: '/system/dict/type', table: 'sysDictType', key: 'dictId', logTitle: 'system:log.dict' } as const;
  detailRoute(app, kernel, { ...object, access: 'system:dict:view', wire: shape });

  const uniqueType = async (trx: Db, type: string, self?: number) => {
    let q = trx.selectFrom('sysDictType').select('dictId').where(sql`lower(dict_type)`, '=', type.toLowerCase());
    if (self) q = q.where('dictId', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField('dictType', 'system:errors.dictTypeTaken', { value: type });
  };
  const changed = dictChanged(kernel);
  // data rows follow through the foreign key (on update cascade); their translations follow the type's
  const texts = rowTexts(
    (r: { dictType: string; dictName: string }) => dictNameKey(r.dictType),
    (r) => r.dictName,
    true,
  );

  saveRoutes(app, kernel, {
    ...object,
    access: { add: 'system:dict:add', edit: 'system:dict:edit' },
    body: { add: DictTypeAdd, edit: DictTypeEdit },
    guard: async (trx, _req, b, old) => {
      if (old?.plugin && b.dictType !== old.dictType) throw invalidField('dictType', 'system:errors.fixedDict', { type: old.dictType });
      if (old?.plugin && b.status !== old.status) throw invalidField('status', 'system:errors.fixedDict', { type: old.dictType });
      await uniqueType(trx, b.dictType, old?.dictId);
    },
    values: (_req, b) => ({ dictName: b.dictName.trim(), dictType: b.dictType, status: b.status, remark: b.remark ?? null }),
    within: texts.saved,
    after: changed,
  });

  dictRowRoutes(app, kernel, {
    url: '/system/dict/type',
    logTitle: 'system:log.dict',
    table: 'sysDictType',
    key: 'dictId',
    read: (trx, ids) => trx.selectFrom('sysDictType').select(['dictType', 'plugin']).where('dictId', 'in', ids).execute(),
    fixed: (r) => fail('system:errors.fixedDict', { type: r.dictType }),
    textKey: (r) => dictNameKey(r.dictType),
    textsWithChildren: true,
  });
}
