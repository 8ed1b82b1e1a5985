import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db, Kernel } from '#kernel/server';
import { addRoute, compact, detailRoute, dictLabelKey, editRoute, fail, fieldColumns, invalidField, listRoute, sql } from '#kernel/server';
import { dictChanged, dictRowRoutes } from '../services/dict-rows.ts';
import { putText, renameTexts, textMatches } from '../services/texts.ts';
import { DictDataAdd, DictDataEdit, DictDataQuery } from '../../shared/dict.ts';

const SORTS = { dictSort: 'dictSort', dictValue: 'dictValue', dictLabel: 'dictLabel', createTime: 'createTime' } as const;

/**
 * Dictionary data (字典数据): list by type, export, detail, add, edit, delete. Labels are read in the
 * request language (`DICT.{type}.{value}`) and an edited label is stored for that language. Values of a
 * fixed type are code-defined: none may be added or deleted, and their value and status stay.
 */
export async function dictDataRoutes(fastify: FastifyInstance, kernel: Kernel) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
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

  const query = (req: FastifyRequest, q: Record<string, any>) => {
    let s = db.selectFrom('sysDictData');
    // the text is searched as the person sees it: their language's translation, or the stored text
    if (q.dictLabel)
      s = s.where(
        textMatches(req.lang, 'dictLabel', sql<string>`'DICT.' || sys_dict_data.dict_type || '.' || sys_dict_data.dict_value`, q.dictLabel),
      );
    return s;
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
    query,
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
  const fields = (b: DictDataAdd) => ({
    dictLabel: b.dictLabel.trim(),
    dictValue: b.dictValue,
    dictSort: b.dictSort,
    cssClass: b.cssClass || null,
    listClass: b.listClass || null,
    isDefault: b.isDefault ?? 'N',
    status: b.status,
    remark: b.remark ?? null,
  });
  const changed = dictChanged(kernel);

  addRoute(app, kernel, {
    ...object,
    access: 'system:dict:add',
    body: DictDataAdd,
    guard: async (trx, _req, b) => {
      const type = await trx.selectFrom('sysDictType').select(['dictType', 'plugin']).where('dictType', '=', b.dictType).executeTakeFirst();
      if (!type) throw invalidField('dictType', 'system:errors.dictTypeMissing', { type: b.dictType });
      if (type.plugin) throw invalidField('dictType', 'system:errors.fixedDict', { type: b.dictType });
      await uniqueValue(trx, b.dictType, b.dictValue);
    },
    values: (_req, b) => ({ dictType: b.dictType, ...fields(b) }),
    within: (trx, req, b) => putText(trx, req.lang, dictLabelKey(b.dictType, b.dictValue), b.dictLabel.trim()),
    after: changed,
  });

  editRoute(app, kernel, {
    ...object,
    access: 'system:dict:edit',
    body: DictDataEdit,
    guard: async (trx, _req, b, old) => {
      if (b.dictType !== old.dictType) throw invalidField('dictType', 'server:schema.invalid');
      if (old.plugin && b.dictValue !== old.dictValue)
        throw invalidField('dictValue', 'system:errors.fixedDictValue', { value: old.dictValue });
      if (old.plugin && b.status !== old.status) throw invalidField('status', 'system:errors.fixedDictValue', { value: old.dictValue });
      await uniqueValue(trx, b.dictType, b.dictValue, b.dictCode);
    },
    values: (_req, b) => fields(b),
    within: async (trx, req, b, old) => {
      await renameTexts(trx, dictLabelKey(old.dictType, old.dictValue), dictLabelKey(b.dictType, b.dictValue), false);
      await putText(trx, req.lang, dictLabelKey(b.dictType, b.dictValue), b.dictLabel.trim());
    },
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
