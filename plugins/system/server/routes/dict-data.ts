import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Kernel } from '#kernel/server';
import { compact, detailRoute, saveRoutes, dictLabelKey, fail, fieldColumns, invalidField, listRoute, sql } from '#kernel/server';
import { dictChanged, dictRowRoutes } from '../services/dict-rows.ts';
import { rowTexts, textMatches } from '../services/texts.ts';
import { DictDataAdd, DictDataEdit, DictDataQuery } from '../../shared/dict.ts';

const SORTS = { dictSort: 'dictSort', dictValue: 'dictValue', dictLabel: 'dictLabel', createTime: 'createTime' } as const;

/**
 * Dictionary data (字典数据): list by type, export, detail, add, edit, delete. Labels are read in the
 * request language (`DICT.{type}.{value}`) and an edited label is stored for that language. Values of a
 * fixed type are code-defined: none may be added or deleted, and their value and status stay.
 */
export async function dictDataRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;
  const label = (req: FastifyRequest, r: { dictType: string; dictValue: string; dictLabel: string }) =>
    kernel.messages.lookup(req.lang, dictLabelKey(r.dictType, r.dictValue)) ?? r.dictLabel;
  const shape = <R extends { dictType: string; dictValue: string; dictLabel: string; plugin: string | null }>(
    req: FastifyRequest,
    r: R,
  ) => {
    const { plugin, ...rest } = r;
    return compact({ ...rest, dictLabel: label(req, r), fixed: plugin ? 'Y' : 'N' });
  };

  listRoute<Record<string, any>>(app, kernel, {
    url: '/system/dict/data/list',
    access: 'system:dict:view',
    exportAccess: 'system:dict:export',
    filters: DictDataQuery,
    sorts: SORTS,
    defaultOrder: [['dictSort', 'asc']],
    tiebreak: ['dictCode', 'asc'],
    count: 'exact',
    query: () => db.selectFrom('sysDictData'),
    // the label is searched as the person sees it: their language's translation, or the stored text
    matches: { dictLabel: textMatches('dictLabel', sql<string>`'DICT.' || sys_dict_data.dict_type || '.' || sys_dict_data.dict_value`) },
    equal: ['dictType', 'status'],
    wire: shape,
    export: {
      sheet: 'DictData',
      logTitle: 'system:log.dictData',
      columns: fieldColumns('system:fields', [
        'dictCode',
        'dictType',
        'dictLabel',
        'dictValue',
        'dictSort',
        'listClass',
        ['isDefault', 'system:yesNo'],
        ['status', 'system:status'],
        ['fixed', 'system:yesNo'],
        'createTime',
      ]),
    },
  });

  const object = { url: '/system/dict/data', table: 'sysDictData', key: 'dictCode', logTitle: 'system:log.dictData' } as const;
  detailRoute(app, kernel, { ...object, access: 'system:dict:view', wire: shape });

  const uniqueValue = async (trx: Db, type: string, value: string, self?: number) => {
    let q = trx.selectFrom('sysDictData').select('dictCode').where('dictType', '=', type).where('dictValue', '=', value);
    if (self) q = q.where('dictCode', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField('dictValue', 'system:errors.dictValueTaken', { value });
  };
  const changed = dictChanged(kernel);
  const texts = rowTexts(
    (r: { dictType: string; dictValue: string; dictLabel: string }) => dictLabelKey(r.dictType, r.dictValue),
    (r) => r.dictLabel,
    false,
  );

  saveRoutes(app, kernel, {
    ...object,
    access: { add: 'system:dict:add', edit: 'system:dict:edit' },
    body: { add: DictDataAdd, edit: DictDataEdit },
    guard: async (trx, _req, b, old) => {
      if (old) {
        // a value stays in its type; a code-defined value keeps its value and status
        if (b.dictType !== old.dictType) throw invalidField('dictType', 'server:schema.invalid');
        if (old.plugin && b.dictValue !== old.dictValue)
          throw invalidField('dictValue', 'system:errors.fixedDictValue', { value: old.dictValue });
        if (old.plugin && b.status !== old.status) throw invalidField('status', 'system:errors.fixedDictValue', { value: old.dictValue });
      } else {
        const type = await trx.selectFrom('sysDictType').select('plugin').where('dictType', '=', b.dictType).executeTakeFirst();
        if (!type) throw invalidField('dictType', 'system:errors.dictTypeMissing', { type: b.dictType });
        if (type.plugin) throw invalidField('dictType', 'system:errors.fixedDict', { type: b.dictType });
      }
      await uniqueValue(trx, b.dictType, b.dictValue, old?.dictCode);
    },
    values: (_req, b) => ({
      dictType: b.dictType,
      dictLabel: b.dictLabel.trim(),
      dictValue: b.dictValue,
      dictSort: b.dictSort,
      cssClass: b.cssClass || null,
      listClass: b.listClass || null,
      isDefault: b.isDefault ?? 'N',
      status: b.status,
      remark: b.remark ?? null,
    }),
    within: texts.saved,
    after: changed,
  });

  dictRowRoutes(app, kernel, {
    url: '/system/dict/data',
    logTitle: 'system:log.dictData',
    table: 'sysDictData',
    key: 'dictCode',
    read: (trx, ids) => trx.selectFrom('sysDictData').select(['dictType', 'dictValue', 'plugin']).where('dictCode', 'in', ids).execute(),
    fixed: (r) => fail('system:errors.fixedDictValue', { value: r.dictValue }),
    textKey: (r) => dictLabelKey(r.dictType, r.dictValue),
    textsWithChildren: false,
  });
}
