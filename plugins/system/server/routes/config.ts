import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUDIT_COLUMNS,
  configNameKey,
  detailRoute,
  saveRoutes,
  fail,
  invalidField,
  isSecretConfigKey,
  removeRoute,
  MASKED_VALUE,
  ok,
  sql,
  type Db,
  type Kernel,
} from '#kernel/server';
import { registryRows } from '../services/registry.ts';
import { rowTexts } from '../services/texts.ts';
import { ConfigAdd, ConfigEdit, ConfigQuery } from '../../shared/config.ts';

/**
 * Parameters (参数设置): list, export, detail, add, edit, delete, refresh cache. Keys a plugin defines are
 * fixed (`fixed` = Y): their value may change, the key may not, and they are never deleted. Credential
 * values are masked on the way out; saving the mask back keeps the stored value.
 */
export async function configRoutes(app: FastifyInstance, kernel: Kernel) {
  const registry = registryRows(kernel, {
    table: 'sysConfig',
    columns: ['configId', 'configName', 'configKey', 'configValue', 'plugin', 'version', ...AUDIT_COLUMNS, 'remark'],
    id: 'configId',
    code: 'configKey',
    name: 'configName',
    nameKey: configNameKey,
  });
  // credentials go out masked
  const shape = <R extends { configKey: string; configValue: string; plugin: string | null }>(req: FastifyRequest, r: R) =>
    registry.wire(req, { ...r, configValue: isSecretConfigKey(r.configKey) ? MASKED_VALUE : r.configValue });

  registry.list(app, {
    url: '/system/config/list',
    access: 'system:config:view',
    exportAccess: 'system:config:export',
    filters: ConfigQuery,
    wire: shape,
    export: {
      sheet: 'Config',
      logTitle: 'system:log.config',
      fields: ['configId', 'configName', 'configKey', 'configValue', ['fixed', 'system:yesNo'], 'remark', 'createTime'],
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
  const texts = rowTexts(
    (r: { configKey: string; configName: string }) => configNameKey(r.configKey),
    (r) => r.configName,
    false,
  );
  saveRoutes(app, kernel, {
    ...object,
    access: { add: 'system:config:add', edit: 'system:config:edit' },
    body: { add: ConfigAdd, edit: ConfigEdit },
    guard: async (trx, _req, b, old) => {
      if (old?.plugin && b.configKey !== old.configKey)
        throw invalidField('configKey', 'system:errors.fixedConfig', { key: old.configKey });
      await uniqueKey(trx, b.configKey, old?.configId);
    },
    values: (_req, b, old) => ({
      configName: b.configName.trim(),
      configKey: b.configKey,
      // the browser only ever saw the mask of a credential: sending it back unchanged keeps the secret
      configValue: old && isSecretConfigKey(old.configKey) && b.configValue === MASKED_VALUE ? old.configValue : b.configValue,
      remark: b.remark ?? null,
    }),
    within: texts.saved,
    after: renamed,
  });

  removeRoute(app, kernel, {
    ...object,
    access: 'system:config:remove',
    before: async (trx, _req, ids) => {
      const rows = await trx.selectFrom('sysConfig').select(['configKey', 'configName', 'plugin']).where('configId', 'in', ids).execute();
      const fixed = rows.find((r) => r.plugin);
      if (fixed) throw fail('system:errors.fixedConfig', { key: fixed.configKey });
      await texts.removed(trx, rows);
    },
    after: renamed,
  });
}
