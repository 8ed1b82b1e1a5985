import type { RouteApp } from '#kernel/server';
import {
  addRoute,
  detailRoute,
  editRoute,
  idParam,
  invalidField,
  listRoute,
  notFound,
  ok,
  removeRoute,
  sql,
  type Db,
  type Kernel,
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
    wire: (_req, r) => wire(r),
  });

  const object = { url: '/system/wechat', table: 'sysWechatConfig', key: 'configId', logTitle: 'system:log.wechat' } as const;
  detailRoute(app, kernel, { ...object, access: 'system:wechat:view', wire: (_req, r) => wire(r) });

  const uniqueAppId = async (appId: string, self?: number) => {
    let q = db.selectFrom('sysWechatConfig').select('configId').where('appId', '=', appId);
    if (self) q = q.where('configId', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField('appId', 'system:wechat.appIdTaken', { value: appId });
  };

  addRoute(app, kernel, {
    ...object,
    access: 'system:wechat:add',
    body: WechatAdd,
    guard: async (trx, _req, b) => {
      await uniqueAppId(b.appId);
      // cleared first: the partial unique index allows one 'Y' at a time
      if (b.backend === 'Y') await soleBackend(trx, 0);
    },
    values: (_req, b) => ({
      appId: b.appId,
      appSecret: b.appSecret.trim(),
      token: b.token ?? '',
      encodingAesKey: b.encodingAesKey ?? '',
      backend: b.backend ?? 'N',
      status: b.status ?? '0',
      remark: b.remark?.trim() || null,
    }),
  });

  editRoute(app, kernel, {
    ...object,
    access: 'system:wechat:edit',
    body: WechatEdit,
    guard: async (trx, _req, b, old) => {
      await uniqueAppId(b.appId, b.configId);
      if (keep(b.encodingAesKey, old.encodingAesKey).includes('*')) throw invalidField('encodingAesKey', 'server:schema.pattern');
      if (b.backend === 'Y') await soleBackend(trx, b.configId);
    },
    values: (_req, b, old) => ({
      appId: b.appId,
      appSecret: keep(b.appSecret?.trim(), old.appSecret),
      token: b.token ?? '',
      encodingAesKey: keep(b.encodingAesKey, old.encodingAesKey),
      ...(b.backend ? { backend: b.backend } : {}),
      ...(b.status ? { status: b.status } : {}),
      remark: b.remark?.trim() || null,
    }),
  });

  removeRoute(app, kernel, { ...object, access: 'system:wechat:remove' });

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
