import type { RouteApp } from '#kernel/server';
import {
  AUDIT_COLUMNS,
  idParam,
  idsBody,
  invalidField,
  listRoute,
  notFound,
  ok,
  sql,
  type Db,
  type Kernel,
  updateVersioned,
} from '#kernel/server';
import '../db/wechat-iprule-tables.ts';
import { WechatAdd, WechatChange, WechatEdit, WechatQuery } from '../../shared/wechat.ts';

/** `wx****ab`: enough to recognise a secret, never enough to use it. */
export function maskSecret(v: string | null | undefined): string {
  if (!v) return '';
  return v.length <= 6 ? '****' : `${v.slice(0, 2)}****${v.slice(-2)}`;
}

/** An edit that sends back the mask (or nothing) keeps what is stored. */
const keep = (sent: string | null | undefined, stored: string) =>
  sent == null || sent === '' || sent === maskSecret(stored) ? stored : sent;

const SORTS = { configId: 'configId', appId: 'appId', createTime: 'createTime' } as const;

const COLUMNS = [
  'configId',
  'appId',
  'appSecret',
  'token',
  'encodingAesKey',
  'backend',
  'status',
  'remark',
  ...AUDIT_COLUMNS,
  'version',
] as const;

const wire = (r: Record<string, any>) => {
  const out: Record<string, unknown> = { ...r, appSecret: maskSecret(r.appSecret), encodingAesKey: maskSecret(r.encodingAesKey) };
  for (const k of Object.keys(out)) if (out[k] == null || out[k] === '') delete out[k];
  return out;
};

/** Only one config serves the back-office login: marking one clears the mark on the others. */
const soleBackend = (trx: Db, id: number) =>
  trx.updateTable('sysWechatConfig').set({ backend: 'N' }).where('configId', '<>', id).where('backend', '=', 'Y').execute();

/**
 * WeChat configs (`/system/wechat`, v1.4.3): app id, secret, token, AES key, back-office login flag,
 * status. The secret and AES key never leave the server in full.
 */
export async function wechatRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  listRoute<Record<string, unknown>>(app, kernel, {
    url: '/system/wechat',
    access: 'system:wechat:view',
    filters: WechatQuery,
    sorts: SORTS,
    defaultOrder: [['configId', 'asc']],
    tiebreak: ['configId', 'asc'],
    count: 'exact',
    query: () => db.selectFrom('sysWechatConfig'),
    contains: ['appId'],
    equal: ['status', 'backend'],
    select: (base) => base.select([...COLUMNS]),
    wire: (_req, r) => wire(r),
  });

  app.get('/system/wechat/:id', { config: { access: 'system:wechat:view' }, schema: { params: idParam } }, async (req) => {
    const row = await db
      .selectFrom('sysWechatConfig')
      .select([...COLUMNS])
      .where('configId', '=', req.params.id)
      .executeTakeFirst();
    if (!row) throw notFound(String(req.params.id));
    return ok(wire(row));
  });

  const uniqueAppId = async (appId: string, self?: number) => {
    let q = db.selectFrom('sysWechatConfig').select('configId').where('appId', '=', appId);
    if (self) q = q.where('configId', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField('appId', 'system:wechat.appIdTaken', { value: appId });
  };

  app.post(
    '/system/wechat',
    { config: { access: 'system:wechat:add', log: { title: 'system:log.wechat', type: 'INSERT' } }, schema: { body: WechatAdd } },
    async (req) => {
      const b = req.body;
      await uniqueAppId(b.appId);
      const row = await db.transaction().execute(async (trx) => {
        // cleared first: the partial unique index allows one 'Y' at a time
        if (b.backend === 'Y') await soleBackend(trx, 0);
        return trx
          .insertInto('sysWechatConfig')
          .values({
            appId: b.appId,
            appSecret: b.appSecret.trim(),
            token: b.token ?? '',
            encodingAesKey: b.encodingAesKey ?? '',
            backend: b.backend ?? 'N',
            status: b.status ?? '0',
            remark: b.remark?.trim() || null,
            createBy: req.user!.userName,
          })
          .returning('configId')
          .executeTakeFirstOrThrow();
      });
      return ok(row);
    },
  );

  app.put(
    '/system/wechat',
    { config: { access: 'system:wechat:edit', log: { title: 'system:log.wechat', type: 'UPDATE' } }, schema: { body: WechatEdit } },
    async (req) => {
      const b = req.body;
      await uniqueAppId(b.appId, b.configId);
      const cur = await db
        .selectFrom('sysWechatConfig')
        .select(['appSecret', 'encodingAesKey'])
        .where('configId', '=', b.configId)
        .executeTakeFirst();
      if (!cur) throw notFound(String(b.configId));
      const aes = keep(b.encodingAesKey, cur.encodingAesKey);
      if (aes.includes('*')) throw invalidField('encodingAesKey', 'server:schema.pattern');
      await db.transaction().execute(async (trx) => {
        if (b.backend === 'Y') await soleBackend(trx, b.configId);
        await updateVersioned(
          trx,
          'sysWechatConfig',
          { column: 'configId', id: b.configId },
          b.version,
          {
            appId: b.appId,
            appSecret: keep(b.appSecret?.trim(), cur.appSecret),
            token: b.token ?? '',
            encodingAesKey: aes,
            ...(b.backend ? { backend: b.backend } : {}),
            ...(b.status ? { status: b.status } : {}),
            remark: b.remark?.trim() || null,
          },
          req.user!.userName,
        );
      });
      return ok();
    },
  );

  app.delete(
    '/system/wechat',
    { config: { access: 'system:wechat:remove', log: { title: 'system:log.wechat', type: 'DELETE' } }, schema: { body: idsBody } },
    async (req) => {
      await db.deleteFrom('sysWechatConfig').where('configId', 'in', req.body).execute();
      return ok();
    },
  );

  // v1.4.3 toggles the back-office login flag with an empty body; {status} or {backend} set one explicitly
  app.put(
    '/system/wechat/change_status/:id',
    {
      config: { access: 'system:wechat:edit', log: { title: 'system:log.wechat', type: 'UPDATE' } },
      schema: { params: idParam, body: WechatChange },
    },
    async (req) => {
      const id = req.params.id;
      await db.transaction().execute(async (trx) => {
        const cur = await trx
          .selectFrom('sysWechatConfig')
          .select(['backend', 'status'])
          .where('configId', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!cur) throw notFound(String(id));
        const b = req.body ?? {};
        const backend = b.backend ?? (b.status ? cur.backend : cur.backend === 'Y' ? 'N' : 'Y');
        if (backend === 'Y') await soleBackend(trx, id);
        await trx
          .updateTable('sysWechatConfig')
          .set({
            backend,
            status: b.status ?? cur.status,
            updateBy: req.user!.userName,
            updateTime: sql<string>`now()`,
            version: sql<number>`version + 1`,
          })
          .where('configId', '=', id)
          .execute();
      });
      return ok();
    },
  );
}
