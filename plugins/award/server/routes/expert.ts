import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AppError,
  type Db,
  type Kernel,
  fail,
  formatInstant,
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
import {
  AssignBatchBody,
  AssignBody,
  type AssignmentRow,
  type Candidate,
  CompleteBody,
  DrawBody,
  type Expert,
  ExpertAdd,
  ExpertEdit,
  ExpertQuery,
} from '../../shared/expert.ts';
import { assertStaff, visibleApplication } from '../services/application-access.ts';
import { enterpriseOf } from '../services/applicant.ts';
import { assignExperts, conflictUnits, drawExperts } from '../services/expert-assign.ts';
import { noticeExpertsAssigned } from '../services/notices.ts';
import { grantExpertRole, refreshIdentities, revokeExpertRole } from '../services/expert-role.ts';
import { completeWhenSigned } from '../services/review-complete.ts';
import { actorOf } from '../services/workflow.ts';

const ASSIGN = 'award:application:assign';
const logPool = (type: string) => ({ title: 'award:expert.log.pool', type });
const logReview = (type: string) => ({ title: 'award:expert.log.assign', type });

/**
 * The expert pool (awards.md §6.1) and the assignment of experts to applications (§6.3 #10, §6.4 ExpertAssignment):
 * the pool's list and edits (an expert signs in with a sys_user account, which gets the expert role), the pool as
 * one application sees it (conflicts of interest named), a random draw, assign one or many (all or nothing), the
 * assignments with each sheet's status and total (staff holding the assign permission only), and the assigner's
 * completion of a fully signed review.
 */
export async function expertRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const today = () => formatInstant(Date.now(), kernel.config.timeZone).slice(0, 10);

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

  app.get('/award/expert/:id', { config: { access: 'award:expert:list' }, schema: { params: idParam } }, async (req) => {
    const id = req.params.id;
    const row = await withUserName(experts()).where('x.expertId', '=', id).executeTakeFirst();
    if (!row) throw notFound(String(id));
    return ok(wire(row));
  });

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
    { config: { access: 'award:expert:remove', log: logPool('DELETE') }, schema: { body: idsBody } },
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

  // ---- assignment -----------------------------------------------------------------------------------------------
  /** The application for an assigner (staff only; an applicant's account never assigns, whatever its role holds). */
  const staffApplication = async (req: FastifyRequest, id: number, d: Db = db, lock = false) => {
    await assertStaff(db, req);
    return visibleApplication(db, req, id, d, lock);
  };

  app.get('/award/review/:id/candidates', { config: { access: ASSIGN }, schema: { params: idParam } }, async (req) => {
    const a = await staffApplication(req, req.params.id);
    const units = await conflictUnits(db, a);
    const rows = await db
      .selectFrom('awardExpert')
      .select(['expertId', 'expertName', 'proTitle', 'employerName', 'employerUscc', 'specialties'])
      .where('status', '=', '0')
      .orderBy('expertName')
      .orderBy('expertId')
      .execute();
    const round = await db.selectFrom('awardRound').select('minExperts').where('roundId', '=', a.roundId).executeTakeFirstOrThrow();
    const candidates: Candidate[] = rows.map(({ employerUscc, ...x }) => ({
      ...x,
      conflict: units.get(employerUscc.toUpperCase()) ?? null,
    }));
    return ok({ minExperts: round.minExperts, candidates });
  });

  app.post('/award/review/:id/draw', { config: { access: ASSIGN }, schema: { params: idParam, body: DrawBody } }, async (req) => {
    const a = await staffApplication(req, req.params.id);
    return ok({ expertIds: await drawExperts(db, a, (req.body as DrawBody).count) });
  });

  app.post(
    '/award/review/:id/assign',
    { config: { access: ASSIGN, log: logReview('UPDATE') }, schema: { params: idParam, body: AssignBody } },
    async (req) => {
      const b = req.body as AssignBody;
      await db.transaction().execute(async (trx) => {
        const a = await staffApplication(req, req.params.id, trx, true);
        if (a.version !== b.version) throw invalidField('version', 'award:errors.applicationChanged');
        await assignExperts(trx, a, b.experts, actorOf(req), today(), b.opinion);
        await noticeExpertsAssigned(
          kernel,
          trx,
          a.applicationId,
          b.experts.map((x) => x.expertId),
        );
      });
      return ok({ status: 'UNDER_REVIEW' }, req.t('award:wf.done', { action: { $t: 'award:action.assign' } }));
    },
  );

  app.post(
    '/award/review/batch/assign',
    { config: { access: ASSIGN, log: logReview('UPDATE') }, schema: { body: AssignBatchBody } },
    async (req) => {
      const b = req.body as AssignBatchBody;
      const ids = [...new Set(b.ids)].sort((x, y) => x - y);
      // all or nothing: the first application that cannot take these experts is named and nothing is written
      await db.transaction().execute(async (trx) => {
        for (const id of ids) {
          const a = await staffApplication(req, id, trx, true);
          try {
            await assignExperts(trx, a, b.experts, actorOf(req), today(), b.opinion);
            await noticeExpertsAssigned(
              kernel,
              trx,
              a.applicationId,
              b.experts.map((x) => x.expertId),
            );
          } catch (e) {
            if (!(e instanceof AppError)) throw e;
            throw fail('award:errors.batchItem', { no: a.applicationNo ?? String(a.applicationId), reason: req.t(e.key, e.params) });
          }
        }
      });
      return ok({ count: ids.length }, req.t('award:wf.batchDone', { count: ids.length, action: { $t: 'award:action.assign' } }));
    },
  );

  app.get('/award/review/:id/assignments', { config: { access: ASSIGN }, schema: { params: idParam } }, async (req) => {
    const a = await staffApplication(req, req.params.id);
    const rows = await db
      .selectFrom('awardAssignment as s')
      .innerJoin('awardExpert as x', 'x.expertId', 's.expertId')
      .leftJoin('awardScoreSheet as h', 'h.assignmentId', 's.assignmentId')
      .select([
        's.assignmentId',
        's.revision',
        's.expertId',
        'x.expertName',
        's.role',
        's.dueAt',
        's.assignedBy',
        's.assignedAt',
        'h.sheetId',
        'h.total',
        'h.grade',
        'h.recommend',
        'h.signedAt',
      ])
      .where('s.applicationId', '=', a.applicationId)
      .orderBy('s.revision', 'desc')
      .orderBy('s.role')
      .orderBy('s.assignmentId')
      .execute();
    const out: AssignmentRow[] = rows.map(({ sheetId, total, ...r }) => ({
      ...r,
      role: r.role as AssignmentRow['role'],
      sheetStatus: r.signedAt ? 'signed' : sheetId ? 'draft' : 'none',
      // a draft's running total is the expert's own business until signed
      total: r.signedAt && total != null ? Number(total) : null,
      grade: r.signedAt ? r.grade : null,
      recommend: r.signedAt ? r.recommend : null,
    }));
    return ok(out);
  });

  app.post(
    '/award/review/:id/complete',
    { config: { access: ASSIGN, log: logReview('UPDATE') }, schema: { params: idParam, body: CompleteBody } },
    async (req) => {
      const b = req.body as CompleteBody;
      await db.transaction().execute(async (trx) => {
        const a = await staffApplication(req, req.params.id, trx, true);
        if (a.version !== b.version) throw invalidField('version', 'award:errors.applicationChanged');
        await completeWhenSigned(trx, a, actorOf(req), true, b.opinion);
      });
      return ok({ status: 'REVIEWED' }, req.t('award:wf.done', { action: { $t: 'award:action.complete' } }));
    },
  );
}
