import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { type Db, type Kernel, fail, idParam, invalidField, listRoute, notFound, ok, sql } from '#kernel/server';
import type { MyReviewRow } from '../../shared/expert.ts';
import { type ScoreSheet, SheetBody, computeSheet } from '../../shared/score.ts';
import { type Names, itemsOf } from '../../shared/score-templates.ts';
import { awardForm } from '../services/award-forms.ts';
import { fileParams, sendApplicationFile } from '../services/application-file.ts';
import { completeWhenSigned, roundScoring } from '../services/review-complete.ts';
import { actorOf } from '../services/workflow.ts';

const SCORE = 'award:application:score';
const log = (type: string) => ({ title: 'award:score.log', type });

/**
 * The expert's side of the review (awards.md §6.1 Expert, §6.4 ScoreSheet): the applications assigned to the
 * caller (and no other: any other id is 404), one read-only with its score template, and the caller's own sheet —
 * saved as a draft, then signed, after which it never changes. Totals and grades are computed here from the
 * template. When the last sheet of an application's review is signed, the review completes (UNDER_REVIEW →
 * REVIEWED) with the aggregate. An expert never reads another expert's sheet.
 */
export async function scoreRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  /** The caller's active pool entry; a user who is no expert (or a disabled one) scores nothing. */
  const expertOf = async (req: FastifyRequest, d: Db = db) => {
    const x = await d
      .selectFrom('awardExpert')
      .select(['expertId', 'expertName', 'status'])
      .where('userId', '=', req.user!.userId)
      .executeTakeFirst();
    if (!x || x.status !== '0') throw fail('award:score.err.notExpert');
    return x;
  };

  /** The caller's newest assignment to an application, with the application; 404 when not assigned. */
  const assigned = async (req: FastifyRequest, id: number, d: Db = db, lock = false) => {
    const x = await expertOf(req, d);
    let q = d.selectFrom('awardApplication').selectAll().where('applicationId', '=', id);
    if (lock) q = q.forUpdate();
    const a = await q.executeTakeFirst();
    const s = a
      ? await d
          .selectFrom('awardAssignment')
          .selectAll()
          .where('applicationId', '=', id)
          .where('expertId', '=', x.expertId)
          .orderBy('revision', 'desc')
          .limit(1)
          .executeTakeFirst()
      : undefined;
    if (!a || !s) throw notFound(String(id));
    return { x, a, s };
  };

  const sheetOf = async (d: Db, assignmentId: number): Promise<ScoreSheet | null> => {
    const h = await d
      .selectFrom('awardScoreSheet')
      .select([
        'sheetId',
        'templateId',
        'templateVersion',
        'items',
        'zeroItem',
        'bonus',
        'total',
        'grade',
        'overallOpinion',
        'recommend',
        'signedAt',
        'updateTime',
      ])
      .where('assignmentId', '=', assignmentId)
      .executeTakeFirst();
    return h ? { ...h, bonus: Number(h.bonus), total: Number(h.total) } : null;
  };

  listRoute<MyReviewRow>(app, kernel, {
    url: '/award/score/mine',
    access: SCORE,
    filters: Type.Object({}),
    sorts: { dueAt: 's.dueAt', assignedAt: 's.assignedAt' },
    defaultOrder: [['s.assignedAt', 'desc']],
    tiebreak: ['s.assignmentId', 'desc'],
    query: async (req) => {
      const x = await expertOf(req);
      return db
        .selectFrom('awardAssignment as s')
        .innerJoin('awardApplication as a', 'a.applicationId', 's.applicationId')
        .innerJoin('awardEnterprise as e', 'e.enterpriseId', 'a.enterpriseId')
        .leftJoin('awardScoreSheet as h', 'h.assignmentId', 's.assignmentId')
        .where('s.expertId', '=', x.expertId);
    },
    select: (base) =>
      base.select([
        's.assignmentId',
        'a.applicationId',
        'a.applicationNo',
        'a.awardType',
        'a.projectName',
        'e.enterpriseName',
        'a.status',
        's.role',
        's.dueAt',
        sql<boolean>`s.revision = a.revision`.as('current'),
        sql<string>`case when h.signed_at is not null then 'signed' when h.sheet_id is not null then 'draft' else 'none' end`.as(
          'sheetStatus',
        ),
        'h.total',
      ]),
    wire: (_req, r: any) => ({ ...r, total: r.total == null ? null : Number(r.total) }),
    count: 'exact',
  });

  app.get('/award/score/application/:id', { config: { access: SCORE }, schema: { params: idParam } }, async (req) => {
    const { a, s } = await assigned(req, req.params.id);
    const { title, template } = await roundScoring(db, a.roundId);
    const e = await db.selectFrom('awardEnterprise').select('enterpriseName').where('enterpriseId', '=', a.enterpriseId).executeTakeFirst();
    const form = awardForm(kernel, a.awardType, a.schemaVersion);
    return ok({
      application: {
        applicationId: a.applicationId,
        applicationNo: a.applicationNo,
        awardType: a.awardType,
        projectName: a.projectName,
        enterpriseName: e?.enterpriseName ?? null,
        roundTitle: title,
        status: a.status,
        schemaVersion: a.schemaVersion,
        formData: a.formData,
        attachments: a.attachments.map(({ slot, uploadId, name, size, ext }) => ({ slot, uploadId, name, size, ext })),
      },
      schema: form?.schema ?? null,
      template: template ?? null,
      assignment: { role: s.role, dueAt: s.dueAt, current: s.revision === a.revision },
      // the sheet may be scored only in the review cycle it was assigned to
      editable: s.revision === a.revision && a.status === 'UNDER_REVIEW',
      sheet: await sheetOf(db, s.assignmentId),
    });
  });

  // GET to view; the POST twin serves the console's download helper
  app.route({
    method: ['GET', 'POST'],
    url: '/award/score/application/:id/file/:uploadId',
    config: { access: SCORE, log: false, allowRepeat: true },
    schema: { params: fileParams },
    handler: async (req, reply) => {
      const { id, uploadId } = req.params as { id: number; uploadId: number };
      const { a } = await assigned(req, id);
      return sendApplicationFile(kernel, reply, a.applicationId, uploadId);
    },
  });

  /** Saves (and with `signing`, signs) the caller's sheet of an application inside one transaction. */
  const save = async (req: FastifyRequest, signing: boolean) => {
    const b = req.body as SheetBody;
    const id = (req.params as { id: number }).id;
    return db.transaction().execute(async (trx) => {
      // the application is locked first: two experts signing the last sheets at once complete it once
      const { x, a, s } = await assigned(req, id, trx, true);
      if (s.revision !== a.revision || a.status !== 'UNDER_REVIEW') throw fail('award:score.err.notScoring');
      const { template, passScore } = await roundScoring(trx, a.roundId);
      if (!template) throw fail('award:score.err.noTemplate');
      const cur = await trx
        .selectFrom('awardScoreSheet')
        .select(['sheetId', 'signedAt'])
        .where('assignmentId', '=', s.assignmentId)
        .forUpdate()
        .executeTakeFirst();
      if (cur?.signedAt) throw fail('award:score.err.signed');
      const r = computeSheet(template, b, { signing, passScore });
      if ('problem' in r) {
        const item = r.problem.params?.item as string | undefined;
        const names = item ? (itemsOf(template).find((i) => i.code === item)?.name as Names | undefined) : undefined;
        throw invalidField(r.problem.field, r.problem.key, { ...r.problem.params, name: names?.[req.lang] ?? item ?? '' });
      }
      const values = {
        templateId: template.id,
        templateVersion: template.version,
        items: JSON.stringify(r.items) as never,
        zeroItem: r.zeroItem,
        bonus: r.bonus,
        total: r.total,
        grade: r.grade,
        overallOpinion: b.overallOpinion?.trim() || null,
        recommend: b.recommend ?? null,
        ...(signing ? { signedAt: sql<string>`now()` } : {}),
      };
      if (cur)
        await trx
          .updateTable('awardScoreSheet')
          .set({ ...values, version: sql`version + 1`, updateTime: sql`now()` })
          .where('sheetId', '=', cur.sheetId)
          .execute();
      else
        await trx
          .insertInto('awardScoreSheet')
          .values({ ...values, assignmentId: s.assignmentId, applicationId: a.applicationId, expertId: x.expertId, updateTime: sql`now()` })
          .execute();
      const completed = signing ? await completeWhenSigned(trx, a, actorOf(req), false) : false;
      return { total: r.total, grade: r.grade, completed };
    });
  };

  app.put(
    '/award/score/application/:id/sheet',
    { config: { access: SCORE, log: log('UPDATE') }, schema: { params: idParam, body: SheetBody } },
    async (req) => ok(await save(req, false), req.t('award:score.saved')),
  );
  app.post(
    '/award/score/application/:id/sign',
    { config: { access: SCORE, log: log('UPDATE') }, schema: { params: idParam, body: SheetBody } },
    async (req) => ok(await save(req, true), req.t('award:score.signedDone')),
  );
}
