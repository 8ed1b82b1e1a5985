import type { RouteApp } from '#kernel/server';
import fs from 'node:fs';
import { type Static, Type } from 'typebox';
import { INLINE_TYPES, fail, idParam, likeValue, listRoute, notFound, ok, safeResolve, sql, type Kernel } from '#kernel/server';
import { DEFAULT_LANGUAGE, Wire, isLanguage } from '#kernel/shared';
import { APPLICANT_ROLE } from '../../shared/permissions.ts';
import { REGISTRATION_STATUSES } from '../../shared/registration.ts';
import { ensureApplicantRole } from '../services/applicant.ts';
import { noticeRegistration } from '../services/notices.ts';

const REVIEW = 'award:member:review';
const log = (type: string) => ({ title: 'award:log.registration', type });

const Query = Type.Object({
  status: Type.Optional(Type.Enum([...REGISTRATION_STATUSES])),
  enterpriseName: Wire.filter(100),
  uscc: Wire.filter(18),
});
type Query = Static<typeof Query>;

const Opinion = Type.Object({ opinion: Wire.optionalText(1000) });
const RequiredOpinion = Type.Object({ opinion: Wire.text(1000) });

const COLUMNS = [
  'registrationId',
  'userName',
  'phone',
  'email',
  'uscc',
  'enterpriseName',
  'applyLevel',
  'status',
  'opinion',
  'reviewedBy',
  'reviewedTime',
  'userId',
  'enterpriseId',
  'schemaVersion',
  'lang',
  'createTime',
] as const;

/**
 * Console → Awards → Member registrations (awards.md §2.10 workflow): the list, a registration with its form and
 * attachments (streamed to reviewers only), and pass / return / reject. Passing creates the enterprise and the
 * applicant account in one transaction and stores the notice telling the contact how to sign in (no mail server
 * exists in this deployment: the notice is kept in award_message and shown on the review screen).
 */
export async function registrationRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  listRoute(app, kernel, {
    url: '/award/registration/list',
    access: REVIEW,
    filters: Query,
    sorts: { createTime: 'createTime', enterpriseName: 'enterpriseName', status: 'status' },
    defaultOrder: [['createTime', 'desc']],
    tiebreak: ['registrationId', 'desc'],
    query: (_req, q: Query) => {
      let s = db.selectFrom('awardRegistration');
      if (q.status) s = s.where('status', '=', q.status);
      if (q.enterpriseName) s = s.where('enterpriseName', 'ilike', likeValue(q.enterpriseName));
      if (q.uscc) s = s.where('uscc', 'ilike', likeValue(q.uscc));
      return s;
    },
    columns: [...COLUMNS],
    count: 'exact',
  });

  const load = async (id: number) => {
    const r = await db
      .selectFrom('awardRegistration')
      .select([...COLUMNS, 'formData', 'attachments'])
      .where('registrationId', '=', id)
      .executeTakeFirst();
    if (!r) throw notFound(String(id));
    return r;
  };

  app.get(
    '/award/registration/:id',
    { config: { objects: { fields: { id: 'registration' } }, access: REVIEW }, schema: { params: idParam } },
    async (req) => {
      const r = await load(req.params.id);
      const messages = await db
        .selectFrom('awardMessage')
        .select(['messageId', 'recipient', 'channel', 'kind', 'body', 'createBy', 'createTime'])
        .where('registrationId', '=', r.registrationId)
        .orderBy('messageId')
        .execute();
      const { account: _a, ...form } = r.formData as Record<string, unknown>;
      return ok({ ...r, formData: form, messages });
    },
  );

  // an attachment of a registration: only reviewers, never cached, never sniffed, images and PDF shown inline
  // GET to view; the POST twin serves the console's download helper (it posts)
  app.route({
    method: ['GET', 'POST'],
    url: '/award/registration/:id/file/:uploadId',
    config: { objects: { fields: { id: 'registration' } }, access: REVIEW, log: false, allowRepeat: true },
    schema: {
      params: {
        type: 'object',
        required: ['id', 'uploadId'],
        properties: { id: { type: 'integer', minimum: 1 }, uploadId: { type: 'integer', minimum: 1 } },
      },
    },
    handler: async (req, reply) => {
      const { id, uploadId } = req.params as { id: number; uploadId: number };
      const u = await db
        .selectFrom('awardUpload')
        .select(['filePath', 'ext', 'originalName'])
        .where('uploadId', '=', uploadId)
        .where('registrationId', '=', id)
        .executeTakeFirst();
      const abs = u ? await safeResolve(kernel.config.dataDir, u.filePath) : null;
      if (!u || !abs) throw notFound(String(uploadId));
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      reply.header('Cache-Control', 'private, no-store');
      reply.header('Content-Type', INLINE_TYPES[u.ext] ?? (u.ext === 'pdf' ? 'application/pdf' : 'application/octet-stream'));
      reply.header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(u.originalName)}`);
      return reply.send(fs.createReadStream(abs));
    },
  });

  /** Moves a pending registration on, or refuses naming its current status; only one reviewer wins a race. */
  const decide = async (id: number, to: 'returned' | 'rejected', opinion: string, by: string) => {
    const r = await load(id);
    if (r.status !== 'pending') throw fail('award:errors.registrationNotPending', { status: r.status });
    await db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('awardRegistration')
        .set({ status: to, opinion, reviewedBy: by, reviewedTime: sql`now()` })
        .where('registrationId', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw fail('award:errors.registrationNotPending', { status: r.status });
      await trx
        .insertInto('awardMessage')
        .values({
          registrationId: id,
          recipient: contactOf(r.formData),
          kind: to,
          body: kernel.messages.t(registrantLang(r), `award:notice.${to}`, { name: r.enterpriseName, opinion }),
          createBy: by,
        })
        .execute();
      await noticeRegistration(kernel, trx, r, to, opinion);
    });
  };

  app.post(
    '/award/registration/:id/return',
    {
      config: { objects: { fields: { id: 'registration' } }, access: REVIEW, log: log('UPDATE') },
      schema: { params: idParam, body: RequiredOpinion },
    },
    async (req) => {
      await decide(req.params.id, 'returned', (req.body as { opinion: string }).opinion.trim(), req.user!.userName);
      return ok();
    },
  );

  app.post(
    '/award/registration/:id/reject',
    {
      config: { objects: { fields: { id: 'registration' } }, access: REVIEW, log: log('UPDATE') },
      schema: { params: idParam, body: RequiredOpinion },
    },
    async (req) => {
      await decide(req.params.id, 'rejected', (req.body as { opinion: string }).opinion.trim(), req.user!.userName);
      return ok();
    },
  );

  app.post(
    '/award/registration/:id/pass',
    {
      config: { objects: { fields: { id: 'registration' } }, access: REVIEW, log: log('UPDATE') },
      schema: { params: idParam, body: Opinion },
    },
    async (req) => {
      const id = req.params.id;
      const opinion = (req.body as { opinion?: string | null })?.opinion?.trim() || null;
      const by = req.user!.userName;
      await ensureApplicantRole(kernel);
      const r = await load(id);
      if (r.status !== 'pending') throw fail('award:errors.registrationNotPending', { status: r.status });
      const form = r.formData as { enterprise: Record<string, any>; contact: Record<string, any>; applyLevel: string };
      const e = form.enterprise;
      const c = form.contact;
      const pwd = await db
        .selectFrom('awardRegistration')
        .select('passwordHash')
        .where('registrationId', '=', id)
        .executeTakeFirstOrThrow();
      const result = await db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('awardRegistration')
          .set({ status: 'passed', opinion, reviewedBy: by, reviewedTime: sql`now()` })
          .where('registrationId', '=', id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw fail('award:errors.registrationNotPending', { status: r.status });
        if (await trx.selectFrom('sysUser').select('userId').where(sql`lower(user_name)`, '=', r.userName.toLowerCase()).executeTakeFirst())
          throw fail('award:errors.userNameTaken');
        const ent = await trx
          .insertInto('awardEnterprise')
          .values({
            enterpriseName: r.enterpriseName,
            uscc: r.uscc,
            enterpriseType: e.enterpriseType,
            legalRep: e.legalRep,
            establishedDate: e.establishedDate || null,
            regAddress: e.regAddress ?? null,
            memberCategory: e.memberCategory ?? null,
            memberLevel: form.applyLevel,
            contactName: c.contactName ?? null,
            contactMobile: c.contactMobile ?? null,
            contactEmail: c.contactEmail || null,
            profile: { ...e, contact: c },
            registrationId: id,
            createBy: by,
          })
          .returning('enterpriseId')
          .executeTakeFirstOrThrow();
        const user = await trx
          .insertInto('sysUser')
          .values({
            deptId: null,
            userName: r.userName,
            nickName: r.enterpriseName.slice(0, 30),
            realName: c.contactName ?? null,
            email: r.email,
            phoneNumber: r.phone,
            password: pwd.passwordHash,
            status: '0',
            passwordModifyTime: sql<string>`now()`,
            // the applicant's messages keep coming in the language they registered in, until they sign in with another
            ...(isLanguage(r.lang) ? { preferences: { Language: r.lang } } : {}),
            createBy: by,
            remark: null,
          })
          .returning('userId')
          .executeTakeFirstOrThrow();
        const role = await trx.selectFrom('sysRole').select('roleId').where('roleKey', '=', APPLICANT_ROLE).executeTakeFirstOrThrow();
        await trx.insertInto('sysUserRole').values({ userId: user.userId, roleId: role.roleId }).execute();
        await trx.insertInto('awardEnterpriseUser').values({ userId: user.userId, enterpriseId: ent.enterpriseId }).execute();
        await trx
          .updateTable('awardRegistration')
          .set({ userId: user.userId, enterpriseId: ent.enterpriseId })
          .where('registrationId', '=', id)
          .execute();
        await trx
          .insertInto('awardMessage')
          .values({
            registrationId: id,
            enterpriseId: ent.enterpriseId,
            recipient: contactOf(r.formData),
            kind: 'passed',
            body: kernel.messages.t(registrantLang(r), 'award:notice.passed', {
              name: r.enterpriseName,
              userName: r.userName,
              url: '/admin/login',
            }),
            createBy: by,
          })
          .execute();
        await noticeRegistration(kernel, trx, r, 'passed', opinion);
        return { userId: user.userId, enterpriseId: ent.enterpriseId };
      });
      return ok(result);
    },
  );
}

/** The language a registrant is written to in: the one the registration was filled in. */
const registrantLang = (r: { lang: string | null }) => (isLanguage(r.lang) ? r.lang : DEFAULT_LANGUAGE);

const contactOf = (formData: unknown) => {
  const c = ((formData as Record<string, any>)?.contact ?? {}) as Record<string, string>;
  return [c.contactName, c.contactMobile, c.contactEmail].filter(Boolean).join(' / ');
};
