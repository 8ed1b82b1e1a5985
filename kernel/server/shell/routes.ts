import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../kernel.ts';
import { ok } from '../http/envelope.ts';
import { dictLabelKey } from '../seed.ts';
import { passwordPolicy } from '../auth/password-policy.ts';
import { isSecretConfigKey } from './secret-config.ts';

/**
 * The lookups the console shell, the login page and every plugin's screens use: languages, the admin-edited UI
 * strings, a config value, a dictionary, the password policy. Their URLs keep the `/system/` paths of v1.4.3.
 */
export async function shellRoutes(app: FastifyInstance, kernel: Kernel) {
  app.get('/system/i18n/dict/langOptions', { config: { access: 'public' } }, async (req) => {
    const rows = await kernel.db
      .selectFrom('sysDictData')
      .select(['dictValue', 'dictLabel'])
      .where('dictType', '=', 'I18nDictType')
      .where('status', '=', '0')
      .orderBy('dictSort')
      .execute();
    return ok(
      rows.map((r) => ({
        value: r.dictValue,
        label: kernel.messages.lookup(req.lang, dictLabelKey('I18nDictType', r.dictValue)) ?? r.dictLabel,
      })),
    );
  });

  // UI strings an administrator changed in System → I18n (keys like `common:login.title`); the console
  // lays them over its locale files, so the change shows without a rebuild or restart
  app.get<{ Querystring: { lang?: string } }>(
    '/system/i18n/dict/overrides',
    {
      config: { access: 'public', passwordChange: true },
      schema: { querystring: { type: 'object', properties: { lang: { type: 'string', maxLength: 10 } } } },
    },
    async (req) => ok(kernel.messages.uiOverrides(req.lang)),
  );

  app.get<{ Params: { key: string } }>(
    '/system/config/configKey/:key',
    {
      config: { access: 'public', passwordChange: true },
      schema: { params: { type: 'object', properties: { key: { type: 'string', maxLength: 100 } } } },
    },
    async (req) => {
      const { key } = req.params;
      // before sign-in only the keys plugins declared public (ConfigSeed.public) are answered
      const isPublic = kernel.publicConfigKeys.has(key);
      if (!req.user && !isPublic) return ok('');
      // credentials stay on the server whoever asks (security.md #20); admins see them masked in the list
      if (isSecretConfigKey(key) && !isPublic) return ok('');
      return ok((await kernel.configValue(key)) ?? '');
    },
  );

  app.get<{ Params: { type: string } }>(
    '/system/dict/data/type/:type',
    {
      config: { access: 'login', passwordChange: true },
      schema: { params: { type: 'object', properties: { type: { type: 'string', maxLength: 100 } } } },
    },
    async (req) => {
      const rows = await kernel.cache.getOrLoad('dict', req.params.type, () =>
        kernel.db
          .selectFrom('sysDictData')
          .select(['dictCode', 'dictSort', 'dictLabel', 'dictValue', 'dictType', 'cssClass', 'listClass', 'isDefault'])
          .where('dictType', '=', req.params.type)
          .where('status', '=', '0')
          .orderBy('dictSort')
          .execute(),
      );
      return ok(
        rows.map((r) => {
          const out: Record<string, unknown> = {
            ...r,
            dictLabel: kernel.messages.lookup(req.lang, dictLabelKey(r.dictType, r.dictValue)) ?? r.dictLabel,
          };
          for (const k of Object.keys(out)) if (out[k] == null) delete out[k];
          return out;
        }),
      );
    },
  );

  app.get('/system/security/config/current', { config: { access: 'login', passwordChange: true } }, async () => {
    const p = await passwordPolicy(kernel.db);
    return ok({
      passwordLenMin: p.minLength,
      passwordLenMax: p.maxLength,
      passwordRule: p.rule,
      passwordSensitive: p.sensitive,
      weakPasswords: p.weakPasswords.join('\n'),
    });
  });
}
