import {
  compact,
  detailRoute,
  editRoute,
  hashPassword,
  likeValue,
  listRoute,
  objectRoute,
  ok,
  removeRoute,
  sql,
  type Kernel,
  type RouteApp,
} from '#kernel/server';
import { MASK_CONFIG, MemberAdd, MemberEdit, MemberQuery, type MemberRow, maskEmail, maskPhone } from '../../shared/member.ts';
import {
  assertEnterprise,
  assertIdentityFree,
  assertMemberPassword,
  enterpriseNames,
  identityOf,
  uniqueRefusal,
} from '../services/member-rules.ts';
import { levelFor } from '../services/exp.ts';
import { closeMemberSessions } from '../services/sessions.ts';

/** The member columns the console reads (never the password hash nor the lock counters). */
export const MEMBER_COLUMNS = [
  'memberId',
  'userName',
  'nickName',
  'phoneNumber',
  'email',
  'birthday',
  'status',
  'sourceType',
  'sourceId',
  'exp',
  'level',
  'memberEnterpriseId',
  'lastLoginIp',
  'lastLoginTime',
  'createTime',
  'remark',
  'version',
] as const;

const day = (v: unknown) => (v == null ? undefined : typeof v === 'string' ? v.slice(0, 10) : (v as Date).toISOString().slice(0, 10));

/** A member row as the console gets it: numbers as numbers, the birthday as a day. */
export function memberWire(r: Record<string, unknown>): MemberRow {
  return {
    ...(r as unknown as MemberRow),
    memberId: Number(r.memberId),
    exp: Number(r.exp),
    memberEnterpriseId: r.memberEnterpriseId == null ? undefined : Number(r.memberEnterpriseId),
    birthday: day(r.birthday),
  };
}

const object = { url: '/member', table: 'member', key: 'memberId', logTitle: 'member:log.member' } as const;

/**
 * The console's members (chestnut-api §1.10, v1.4.3 routes): the list (phone and e-mail masked when
 * `EncryptMemberPhoneAndEmail` is true), detail, add (one of user name, phone or e-mail; the console's password
 * policy), edit and delete. Each member's level follows its exp.
 */
export function memberRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  listRoute<MemberRow>(app, kernel, {
    url: '/member',
    access: 'member:list:view',
    filters: MemberQuery,
    sorts: { createTime: 'createTime', userName: 'userName', exp: 'exp', level: 'level', lastLoginTime: 'lastLoginTime' },
    defaultOrder: [['createTime', 'desc']],
    tiebreak: ['memberId', 'desc'],
    count: 'exact',
    columns: MEMBER_COLUMNS,
    query: () => db.selectFrom('member'),
    contains: ['userName', 'nickName', 'email'],
    equal: ['status'],
    matches: { phoneNumber: (_req, v) => (eb) => eb('phoneNumber', 'like', likeValue(v)) },
    wire: (_req, r) => memberWire(r),
    complete: async (_req, rows) => {
      const mask = (await kernel.configValue(MASK_CONFIG)) !== 'false';
      const names = await enterpriseNames(
        kernel,
        rows.flatMap((r) => (r.memberEnterpriseId ? [r.memberEnterpriseId] : [])),
      );
      for (const r of rows) {
        if (mask) {
          r.phoneNumber = maskPhone(r.phoneNumber);
          r.email = maskEmail(r.email);
        }
        if (r.memberEnterpriseId) r.memberEnterpriseName = names.get(r.memberEnterpriseId);
      }
    },
  });

  // the detail shows the phone and e-mail in full: the edit dialog needs them
  detailRoute(app, kernel, {
    ...object,
    access: 'member:list:view',
    wire: (_req, r) => {
      const { password: _p, loginFailCount: _c, loginFailDay: _d, lockEndTime: _l, ...rest } = r;
      return compact(memberWire(rest));
    },
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/member',
    access: 'member:list:add',
    log: { title: object.logTitle, type: 'INSERT' },
    schema: { body: MemberAdd },
    handle: async (req, _o, { db: trx }) => {
      const b = req.body;
      const who = identityOf(b);
      await assertIdentityFree(trx, who);
      await assertMemberPassword(trx, b.password, who);
      const enterprise = await assertEnterprise(kernel, b.memberEnterpriseId);
      const row = await trx
        .insertInto('member')
        .values({
          ...who,
          password: await hashPassword(b.password),
          birthday: b.birthday ? b.birthday.slice(0, 10) : null,
          status: b.status ?? '0',
          memberEnterpriseId: enterprise,
          sourceType: 'Admin',
          sourceId: req.user!.userName,
          level: levelFor(sql`0`),
          remark: b.remark ?? null,
          createBy: req.user!.userName,
        })
        .returning('memberId')
        .executeTakeFirstOrThrow()
        .catch(uniqueRefusal(who));
      return ok({ memberId: Number(row.memberId) });
    },
  });

  editRoute(app, kernel, {
    ...object,
    access: 'member:list:edit',
    body: MemberEdit,
    guard: async (trx, _req, b, old) => {
      await assertIdentityFree(trx, identityOf(b), old.memberId);
      await assertEnterprise(kernel, b.memberEnterpriseId);
    },
    values: (_req, b, old) => ({
      ...identityOf(b),
      birthday: b.birthday ? b.birthday.slice(0, 10) : null,
      status: b.status ?? old.status,
      memberEnterpriseId: b.memberEnterpriseId ?? null,
      remark: b.remark ?? null,
    }),
    // a member disabled or locked is signed out everywhere
    within: async (_trx, _req, b, old) => {
      if ((b.status ?? old.status) !== '0') await closeMemberSessions(kernel, [old.memberId]);
    },
  });

  removeRoute(app, kernel, { ...object, access: 'member:list:delete' });
}
