import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  addRoute,
  compact,
  configNameKey,
  detailRoute,
  editRoute,
  fail,
  idsBody,
  invalidField,
  isSecretConfigKey,
  listRoute,
  MASKED_VALUE,
  ok,
  sql,
  type Db,
  type Kernel,
  fieldColumns,
} from '#kernel/server';
import { deleteTexts, putText, renameTexts, textMatches } from '../services/texts.ts';
import { ConfigAdd, ConfigEdit, ConfigQuery } from '../../shared/config.ts';

const SORTS = { configId: 'configId', configName: 'configName', configKey: 'configKey', createTime: 'createTime' } as const;

/**
 * Parameters (参数设置): list, export, detail, add, edit, delete, refresh cache. Keys a plugin defines are
 * fixed (`fixed` = Y): their value may change, the key may not, and they are never deleted. Credential
 * values are masked on the way out; saving the mask back keeps the stored value.
 */
export async function configRoutes(fastify: FastifyInstance, kernel: Kernel) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = kernel;
  const shape = <R extends { configKey: string; configName: string; configValue: string; plugin: string | null }>(
    req: FastifyRequest,
    r: R,
  ) => {
    const { plugin, ...rest } = r;
    return compact({
      ...rest,
      configName: kernel.messages.lookup(req.lang, configNameKey(r.configKey)) ?? r.configName,
      configValue: isSecretConfigKey(r.configKey) ? MASKED_VALUE : r.configValue,
      fixed: plugin ? 'Y' : 'N',
    });
  };

  const query = (req: FastifyRequest, q: Record<string, any>) => {
    let s = db.selectFrom('sysConfig');
    // the text is searched as the person sees it: their language's translation, or the stored text
    if (q.configName) s = s.where(textMatches(req.lang, 'configName', sql<string>`'CONFIG.' || sys_config.config_key`, q.configName));
    return s;
  };

  listRoute<Record<string, any>>(app, kernel, {
    url: '/system/config/list',
    access: 'system:config:view',
    exportAccess: 'system:config:export',
    filters: ConfigQuery,
    sorts: SORTS,
    tiebreak: ['configId', 'asc'],
    count: 'exact',
    dateColumn: 'createTime',
    query,
    contains: ['configKey'],
    wire: shape,
    export: {
      sheet: 'Config',
      logTitle: 'system:log.config',
      columns: fieldColumns('system:fields', [
        'configId',
        'configName',
        'configKey',
        'configValue',
        ['fixed', 'system:yesNo'],
        'remark',
        'createTime',
      ]),
    },
  });

  const changed = async () => {
    kernel.refreshConfigs();
    await kernel.invalidate('config');
  };
  // a parameter's name is a translation too: drop both caches
  const renamed = async () => {
    await changed();
    await kernel.reloadI18n();
    await kernel.invalidate('i18n');
  };

  app.delete(
    '/system/config/refreshCache',
    { config: { access: 'system:config:remove', log: { title: 'system:log.config', type: 'CLEAN' } } },
    async () => {
      await changed();
      return ok();
    },
  );

  const object = { url: '/system/config', table: 'sysConfig', key: 'configId', logTitle: 'system:log.config' } as const;
  detailRoute(app, kernel, { ...object, access: 'system:config:view', wire: shape });

  const uniqueKey = async (trx: Db, key: string, self?: number) => {
    let q = trx.selectFrom('sysConfig').select('configId').where(sql`lower(config_key)`, '=', key.toLowerCase());
    if (self) q = q.where('configId', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField('configKey', 'system:errors.configKeyTaken', { value: key });
  };
  const fields = (b: ConfigAdd) => ({
    configName: b.configName.trim(),
    configKey: b.configKey,
    configValue: b.configValue,
    remark: b.remark ?? null,
  });

  addRoute(app, kernel, {
    ...object,
    access: 'system:config:add',
    body: ConfigAdd,
    guard: (trx, _req, b) => uniqueKey(trx, b.configKey),
    values: (_req, b) => fields(b),
    within: (trx, req, b) => putText(trx, req.lang, configNameKey(b.configKey), b.configName.trim()),
    after: renamed,
  });

  editRoute(app, kernel, {
    ...object,
    access: 'system:config:edit',
    body: ConfigEdit,
    guard: async (trx, _req, b, old) => {
      if (old.plugin && b.configKey !== old.configKey) throw invalidField('configKey', 'system:errors.fixedConfig', { key: old.configKey });
      await uniqueKey(trx, b.configKey, b.configId);
    },
    // the browser only ever saw the mask of a credential: sending it back unchanged keeps the secret
    values: (_req, b, old) => ({
      ...fields(b),
      configValue: isSecretConfigKey(old.configKey) && b.configValue === MASKED_VALUE ? old.configValue : b.configValue,
    }),
    within: async (trx, req, b, old) => {
      await renameTexts(trx, configNameKey(old.configKey), configNameKey(b.configKey), false);
      await putText(trx, req.lang, configNameKey(b.configKey), b.configName.trim());
    },
    after: renamed,
  });

  app.delete(
    '/system/config',
    { config: { access: 'system:config:remove', log: { title: 'system:log.config', type: 'DELETE' } }, schema: { body: idsBody } },
    async (req) => {
      await db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('sysConfig').select(['configKey', 'plugin']).where('configId', 'in', req.body).execute();
        const fixed = rows.find((r) => r.plugin);
        if (fixed) throw fail('system:errors.fixedConfig', { key: fixed.configKey });
        for (const r of rows) await deleteTexts(trx, configNameKey(r.configKey), false);
        await trx.deleteFrom('sysConfig').where('configId', 'in', req.body).execute();
      });
      await renamed();
      return ok();
    },
  );
}
