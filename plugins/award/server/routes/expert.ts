import type { RouteApp } from '#kernel/server';
import { Type } from 'typebox';
import {
  type Db,
  type Kernel,
  fail,
  idParam,
  idsBody,
  invalidField,
  likeValue,
  listRoute,
  notFound,
  ok,
  sql,
  updateVersioned,
} from '#kernel/server';
import { type Expert, ExpertAdd, ExpertEdit, ExpertQuery } from '../../shared/expert.ts';
import { enterpriseOf } from '../services/applicant.ts';
import { grantExpertRole, refreshIdentities, revokeExpertRole } from '../services/expert-role.ts';

const logPool = (type: string) => ({ title: 'award:expert.log.pool', type });

/**
 * The expert pool (awards.md §6.1): its list and edits (an expert signs in with a sys_user account, which gets the
 * expert role); the assignment of experts to applications is routes/expert-assignment.ts.
 */
export async function expertRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  // ---- the pool -------------------------------------------------------------------------------------------------
  /** experts with the name of the account they sign in with */
  const experts = () => db.selectFrom('awardExpert as x').leftJoin('sysUser as u', 'u.userId', 'x.userId');
  const withUserName = (base: ReturnType<typeof experts>) => base.selectAll('x').select('u.userName');
  // who wrote an expert's row is not part of it on the wire
  const wire = ({ createBy, updateBy, updateTime, ...r }: Record<string, unknown>) => r as unknown as Expert;

  listRoute<Expert>(app, kernel, {
    url: '/award/expert/list',
    access: 'award:expert:list',
    filters: ExpertQuery,
    sorts: { expertName: 'x.expertName', createTime: 'x.createTime' },
    defaultOrder: [['x.createTime', 'desc']],
    tiebreak: ['x.expertId', 'desc'],
    query: (_req, q: ExpertQuery) => {
      let s = experts();
      if (q.expertName) s = s.where('x.expertName', 'ilike', likeValue(q.expertName));
      if (q.employerName) s = s.where('x.employerName', 'ilike', likeValue(q.employerName));
      if (q.status) s = s.where('x.status', '=', q.status);
      if (q.specialty) s = s.where(sql<boolean>`x.specialties @> ${JSON.stringify([q.specialty])}::jsonb`);
      return s;
    },
    select: withUserName,
    wire: (_req, r) => wire(r),
    count: 'exact',
  });

  app.get(
    '/award/expert/:id',
    { config: { objects: { fields: { id: 'expert' } }, access: 'award:expert:list' }, schema: { params: idParam } },
    async (req) => {
      const id = req.params.id;
      const row = await withUserName(experts()).where('x.expertId', '=', id).executeTakeFirst();
      if (!row) throw notFound(String(id));
      return ok(wire(row));
    },
  );

  /** Accounts an expert may sign in with: staff users (not an enterprise's applicant accounts) by name. */
  app.get(
    '/award/expert/users',
    {
      config: { access: ['award:expert:add', 'award:expert:edit'] },
      schema: { querystring: Type.Object({ userName: Type.Optional(Type.String({ maxLength: 60 })) }) },
    },
    async (req) => {
      const { userName } = req.query as { userName?: string };
      let q = db
        .selectFrom('sysUser as u')
        .leftJoin('awardEnterpriseUser as eu', 'eu.userId', 'u.userId')
        .select(['u.userId', 'u.userName', 'u.nickName'])
        .where('eu.userId', 'is', null);
      if (userName?.trim())
        q = q.where((eb) => eb.or([eb('u.userName', 'ilike', likeValue(userName)), eb('u.nickName', 'ilike', likeValue(userName))]));
      return ok(await q.orderBy('u.userName').limit(20).execute());
    },
  );

  const validate = async (d: Db, b: ExpertAdd, selfId?: number) => {
    const u = await d.selectFrom('sysUser').select(['userId']).where('userId', '=', b.userId).executeTakeFirst();
    if (!u) throw invalidField('userId', 'award:expert.err.noUser');
    if ((await enterpriseOf(d, b.userId)) !== null) throw invalidField('userId', 'award:expert.err.applicantUser');
    let q = d.selectFrom('awardExpert').select('expertId').where('userId', '=', b.userId);
    if (selfId) q = q.where('expertId', '<>', selfId);
    if (await q.executeTakeFirst()) throw invalidField('userId', 'award:expert.err.userTaken');
  };
  const values = (b: ExpertAdd) => ({
    userId: b.userId,
    expertName: b.expertName.trim(),
    specialties: JSON.stringify(b.specialties) as never,
    proTitle: b.proTitle || null,
    employerName: b.employerName.trim(),
    employerUscc: b.employerUscc.toUpperCase(),
    phone: b.phone || null,
    status: b.status,
    remark: b.remark || null,
  });

  app.post(
    '/award/expert',
    { config: { access: 'award:expert:add', log: logPool('INSERT') }, schema: { body: ExpertAdd } },
    async (req) => {
      const b = req.body as ExpertAdd;
      const row = await db.transaction().execute(async (trx) => {
        await validate(trx, b);
        const r = await trx
          .insertInto('awardExpert')
          .values({ ...values(b), createBy: req.user!.userName })
          .returning('expertId')
          .executeTakeFirstOrThrow();
        await grantExpertRole(trx, b.userId);
        return r;
      });
      await refreshIdentities(kernel);
      return ok(row);
    },
  );

  app.put(
    '/award/expert',
    { config: { access: 'award:expert:edit', log: logPool('UPDATE') }, schema: { body: ExpertEdit } },
    async (req) => {
      const b = req.body as ExpertEdit;
      await db.transaction().execute(async (trx) => {
        const cur = await trx.selectFrom('awardExpert').select('userId').where('expertId', '=', b.expertId).forUpdate().executeTakeFirst();
        if (!cur) throw notFound(String(b.expertId));
        await validate(trx, b, b.expertId);
        await updateVersioned(trx, 'awardExpert', { column: 'expertId', id: b.expertId }, b.version, values(b), req.user!.userName);
        if (cur.userId !== b.userId) {
          await revokeExpertRole(trx, [cur.userId]);
          await grantExpertRole(trx, b.userId);
        }
      });
      await refreshIdentities(kernel);
      return ok();
    },
  );

  app.delete(
    '/award/expert',
    {
      config: { objects: { fields: { body: 'expert' } }, access: 'award:expert:remove', log: logPool('DELETE') },
      schema: { body: idsBody },
    },
    async (req) => {
      const ids = req.body;
      await db.transaction().execute(async (trx) => {
        const used = await trx
          .selectFrom('awardAssignment as s')
          .innerJoin('awardExpert as x', 'x.expertId', 's.expertId')
          .select('x.expertName')
          .where('s.expertId', 'in', ids)
          .executeTakeFirst();
        // assignments and signed sheets keep their expert: such an expert is disabled instead
        if (used) throw fail('award:expert.err.hasAssignments', { expert: used.expertName });
        const gone = await trx.deleteFrom('awardExpert').where('expertId', 'in', ids).returning('userId').execute();
        await revokeExpertRole(
          trx,
          gone.map((g) => g.userId),
        );
      });
      await refreshIdentities(kernel);
      return ok();
    },
  );
}
