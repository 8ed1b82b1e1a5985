import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  compact,
  configNameKey,
  fail,
  idParam,
  idsBody,
  invalidField,
  isSecretConfigKey,
  listRoute,
  MASKED_VALUE,
  notFound,
  ok,
  sql,
  type Kernel,
  updateVersioned,
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

  app.delete(
    '/system/config/refreshCache',
    { config: { access: 'system:config:remove', log: { title: 'system:log.config', type: 'CLEAN' } } },
    async () => {
      await changed();
      return ok();
    },
  );

  app.get('/system/config/:id', { config: { access: 'system:config:view' }, schema: { params: idParam } }, async (req) => {
    const row = await db.selectFrom('sysConfig').selectAll().where('configId', '=', req.params.id).executeTakeFirst();
    if (!row) throw notFound(String(req.params.id));
    return ok(shape(req, row));
  });

  const uniqueKey = async (key: string, self?: number) => {
    let q = db.selectFrom('sysConfig').select('configId').where(sql`lower(config_key)`, '=', key.toLowerCase());
    if (self) q = q.where('configId', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField('configKey', 'system:errors.configKeyTaken', { value: key });
  };

  app.post(
    '/system/config',
    { config: { access: 'system:config:add', log: { title: 'system:log.config', type: 'INSERT' } }, schema: { body: ConfigAdd } },
    async (req) => {
      const b = req.body;
      await uniqueKey(b.configKey);
      const row = await db.transaction().execute(async (trx) => {
        const r = await trx
          .insertInto('sysConfig')
          .values({
            configName: b.configName.trim(),
            configKey: b.configKey,
            configValue: b.configValue,
            remark: b.remark ?? null,
            createBy: req.user!.userName,
          })
          .returning('configId')
          .executeTakeFirstOrThrow();
        await putText(trx, req.lang, configNameKey(b.configKey), b.configName.trim());
        return r;
      });
      await changed();
      await kernel.reloadI18n();
      await kernel.invalidate('i18n');
      return ok(row);
    },
  );

  app.put(
    '/system/config',
    { config: { access: 'system:config:edit', log: { title: 'system:log.config', type: 'UPDATE' } }, schema: { body: ConfigEdit } },
    async (req) => {
      const b = req.body;
      const old = await db.selectFrom('sysConfig').selectAll().where('configId', '=', b.configId).executeTakeFirst();
      if (!old) throw notFound(String(b.configId));
      if (old.plugin && b.configKey !== old.configKey) throw invalidField('configKey', 'system:errors.fixedConfig', { key: old.configKey });
      await uniqueKey(b.configKey, b.configId);
      // the browser only ever saw the mask of a credential: sending it back unchanged keeps the secret
      const value = isSecretConfigKey(old.configKey) && b.configValue === MASKED_VALUE ? old.configValue : b.configValue;
      await db.transaction().execute(async (trx) => {
        await updateVersioned(
          trx,
          'sysConfig',
          { column: 'configId', id: b.configId },
          b.version,
          {
            configName: b.configName.trim(),
            configKey: b.configKey,
            configValue: value,
            remark: b.remark ?? null,
          },
          req.user!.userName,
        );
        await renameTexts(trx, configNameKey(old.configKey), configNameKey(b.configKey), false);
        await putText(trx, req.lang, configNameKey(b.configKey), b.configName.trim());
      });
      await changed();
      await kernel.reloadI18n();
      await kernel.invalidate('i18n');
      return ok();
    },
  );

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
      await changed();
      await kernel.reloadI18n();
      await kernel.invalidate('i18n');
      return ok();
    },
  );
}
