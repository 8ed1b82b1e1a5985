import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import {
  AUDIT_COLUMNS,
  AppError,
  canonicalCidr,
  compileRules,
  idParam,
  idsBody,
  invalidField,
  ipAllowed,
  likeValue,
  notFound,
  ok,
  parseCidr,
  parseIp,
  requestIp,
  sql,
  type Db,
  type Kernel,
  listRoute,
  updateVersioned,
} from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import '../db/wechat-iprule-tables.ts';
import { IpRuleAdd, IpRuleEdit, IpRuleQuery, IpRuleRemove, type IpRule } from '../../shared/iprule.ts';

const SORTS = { ruleId: 'ruleId', type: 'type', cidr: 'cidr', expireTime: 'expireTime', createTime: 'createTime' } as const;

/** The columns a rule is read with (its CIDR as text). */
const COLUMNS = ['ruleId', 'type', sql<string>`cidr::text`.as('cidr'), 'expireTime', 'remark', ...AUDIT_COLUMNS, 'version'] as const;

/** Reads the rules as the kernel sees them, inside the caller's transaction (so a pending change is included). */
async function rulesIn(db: Db) {
  const rows = await db
    .selectFrom('sysIpRule')
    .select([
      'ruleId',
      'type',
      sql<string>`cidr::text`.as('cidr'),
      sql<number | null>`(extract(epoch from expire_time) * 1000)::float8`.as('expireMs'),
    ])
    .execute();
  return compileRules(rows);
}

/**
 * IP rules (`/sys/iprule`): allow/deny by CIDR (IPv4 and IPv6) with an optional expiry. The kernel applies
 * them to every request (kernel/server/access/ip-rules.ts); a save that would refuse the saver's own
 * address answers 601 until resent with `confirmLockout: true`.
 */
export async function ipRuleRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  const query = (q: IpRuleQuery) => {
    let s = db.selectFrom('sysIpRule');
    if (q.type) s = s.where('type', '=', q.type);
    if (q.cidr) s = s.where(sql`cidr::text`, 'ilike', likeValue(q.cidr));
    if (q.ip) {
      const a = parseIp(q.ip);
      if (!a) throw invalidField('ip', 'system:iprule.badIp', { value: q.ip });
      // an IPv4 address also matches rules written as IPv4-mapped IPv6
      s = s.where((eb) =>
        eb.or([
          sql<boolean>`cidr >>= ${a.toString()}::inet`,
          ...(a.kind() === 'ipv4' ? [sql<boolean>`cidr >>= ${`::ffff:${a.toString()}`}::inet`] : []),
        ]),
      );
    }
    if (q.expired === 'Y') s = s.where(sql<boolean>`expire_time is not null and expire_time <= now()`);
    if (q.expired === 'N') s = s.where(sql<boolean>`(expire_time is null or expire_time > now())`);
    return s;
  };

  listRoute<IpRule>(app, kernel, {
    url: '/sys/iprule',
    access: 'system:iprule:view',
    filters: IpRuleQuery,
    sorts: SORTS,
    tiebreak: ['ruleId', 'desc'],
    count: 'exact',
    query: (_req, q) => query(q),
    select: (base) =>
      base.select([
        ...COLUMNS,
        sql<string>`case when expire_time is not null and expire_time <= now() then 'Y' else 'N' end`.as('expired'),
      ]),
  });

  app.get('/sys/iprule/:id', { config: { access: 'system:iprule:view' }, schema: { params: idParam } }, async (req) => {
    const row = await db.selectFrom('sysIpRule').select(COLUMNS).where('ruleId', '=', req.params.id).executeTakeFirst();
    if (!row) throw notFound(String(req.params.id));
    return ok(row);
  });

  const clean = (b: IpRuleAdd) => {
    const net = parseCidr(b.cidr);
    if (!net) throw invalidField('cidr', 'system:iprule.badCidr', { value: b.cidr });
    return { type: b.type, cidr: canonicalCidr(net), expireTime: b.expireTime ? b.expireTime : null, remark: b.remark?.trim() || null };
  };

  /** Runs a change in a transaction and refuses it (rolled back) when the rules after it would lock this request's address out. */
  const guarded = async <T>(req: FastifyRequest, confirmed: boolean | undefined, change: (trx: Db) => Promise<T>): Promise<T> => {
    const result = await db.transaction().execute(async (trx) => {
      const r = await change(trx);
      const ip = requestIp(req);
      if (!confirmed && !ipAllowed(await rulesIn(trx), ip))
        throw new AppError(ResultCode.WARN, 'system:iprule.lockout', { ip: ip.replace(/^::ffff:(?=\d+\.)/, '') }, { lockout: true });
      return r;
    });
    await kernel.invalidate('iprule');
    return result;
  };

  app.post(
    '/sys/iprule',
    { config: { access: 'system:iprule:add', log: { title: 'system:log.iprule', type: 'INSERT' } }, schema: { body: IpRuleAdd } },
    async (req) => {
      const v = clean(req.body);
      const row = await guarded(req, req.body.confirmLockout, (trx) =>
        trx
          .insertInto('sysIpRule')
          .values({ ...v, createBy: req.user!.userName })
          .returning('ruleId')
          .executeTakeFirstOrThrow(),
      );
      return ok(row);
    },
  );

  app.put(
    '/sys/iprule',
    { config: { access: 'system:iprule:edit', log: { title: 'system:log.iprule', type: 'UPDATE' } }, schema: { body: IpRuleEdit } },
    async (req) => {
      const b = req.body;
      const v = clean(b);
      await guarded(req, b.confirmLockout, (trx) =>
        updateVersioned(trx, 'sysIpRule', { column: 'ruleId', id: b.ruleId }, b.version, v, req.user!.userName),
      );
      return ok();
    },
  );

  app.delete(
    '/sys/iprule',
    {
      config: { access: 'system:iprule:remove', log: { title: 'system:log.iprule', type: 'DELETE' } },
      schema: { body: idsBody, querystring: IpRuleRemove },
    },
    async (req) => {
      // removing an ALLOW rule can lock the remover out as surely as adding a DENY rule
      await guarded(req, req.query.confirmLockout, (trx) => trx.deleteFrom('sysIpRule').where('ruleId', 'in', req.body).execute());
      return ok();
    },
  );
}
