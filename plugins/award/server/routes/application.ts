import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { type Kernel, formatInstant, idParam, likeValue, listRoute, ok, sql } from '#kernel/server';
import {
  type ApplicationQuery,
  ApplicationQuery as ApplicationQuerySchema,
  type ApplicationRow,
  EDITABLE_STATUSES,
  type PreCheck,
} from '../../shared/application.ts';
import { AWARD_TYPES, type AwardType } from '../../shared/permissions.ts';
import { roundState } from '../../shared/round.ts';
import { type RoundRow, slotsOf } from '../services/application-checks.ts';
import { scopeOf, visibleApplication } from '../services/application-access.ts';
import { ROUND_COLUMNS, loadRound } from '../services/application-draft.ts';
import { printApplication } from '../services/application-print.ts';
import { awardForm, requiredAwardForm } from '../services/award-forms.ts';

const LIST = 'award:application:list';

const COLUMNS = [
  'a.applicationId',
  'a.applicationNo',
  'a.roundId',
  'a.awardType',
  'a.enterpriseId',
  'a.projectName',
  'a.schemaVersion',
  'a.status',
  'a.revision',
  'a.version',
  'a.submittedTime',
  'a.createTime',
  'a.updateTime',
  'e.enterpriseName',
  'r.title as roundTitle',
] as const;

/**
 * Award applications as they are read (awards.md §1, §3, §7): the rounds an applicant may apply to, the per-type
 * lists, the detail and the printable application. An applicant account (award_enterprise_user) reaches only its
 * own enterprise's applications, by id too; association staff with the permissions reach all.
 */
export async function applicationRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const now = () => formatInstant(Date.now(), kernel.config.timeZone);

  app.get(
    '/award/application/rounds',
    {
      config: { access: LIST },
      schema: { querystring: Type.Object({ awardType: Type.Enum([...AWARD_TYPES]) }) },
    },
    async (req) => {
      const { awardType } = req.query as { awardType: AwardType };
      const rows = await db
        .selectFrom('awardRound')
        .select([...ROUND_COLUMNS, 'year', 'batch'])
        .where('awardType', '=', awardType)
        .where('closeAt', '>', sql<string>`now()`)
        .orderBy('openAt', 'desc')
        .execute();
      return ok(
        rows.map((r) => {
          const form = awardForm(kernel, r.awardType, r.schemaVersion) ?? awardForm(kernel, r.awardType);
          return {
            roundId: r.roundId,
            awardType: r.awardType,
            title: r.title,
            year: r.year,
            batch: r.batch,
            openAt: r.openAt,
            closeAt: r.closeAt,
            maxPerEnterprise: r.maxPerEnterprise,
            schemaVersion: form?.version ?? r.schemaVersion,
            slots: form ? slotsOf(r as RoundRow, form) : [],
            state: roundState(r, now()),
          };
        }),
      );
    },
  );

  // ---- list, detail ---------------------------------------------------------------------------------------------
  listRoute<ApplicationRow>(app, kernel, {
    url: '/award/application/list',
    access: LIST,
    exportAccess: 'award:application:export',
    filters: ApplicationQuerySchema,
    sorts: { createTime: 'a.createTime', submittedTime: 'a.submittedTime', status: 'a.status', projectName: 'a.projectName' },
    defaultOrder: [['a.createTime', 'desc']],
    tiebreak: ['a.applicationId', 'desc'],
    query: async (req, q: ApplicationQuery) => {
      const scope = await scopeOf(db, req);
      let s = db
        .selectFrom('awardApplication as a')
        .innerJoin('awardEnterprise as e', 'e.enterpriseId', 'a.enterpriseId')
        .innerJoin('awardRound as r', 'r.roundId', 'a.roundId');
      if (scope !== null) s = s.where('a.enterpriseId', '=', scope);
      if (q.awardType) s = s.where('a.awardType', '=', q.awardType);
      const types = (q.awardTypes ?? '').split(',').filter((x) => (AWARD_TYPES as readonly string[]).includes(x));
      if (types.length) s = s.where('a.awardType', 'in', types);
      if (q.status) s = s.where('a.status', '=', q.status);
      if (q.roundId) s = s.where('a.roundId', '=', q.roundId);
      if (q.projectName) s = s.where('a.projectName', 'ilike', likeValue(q.projectName));
      if (q.enterpriseName) s = s.where('e.enterpriseName', 'ilike', likeValue(q.enterpriseName));
      return s;
    },
    columns: [...COLUMNS],
    count: 'exact',
    export: {
      sheet: 'Applications',
      logTitle: 'award:log.application',
      columns: ({ t }) => [
        { header: t('award:app.applicationNo'), value: (r) => r.applicationNo, width: 18 },
        { header: t('award:app.awardType'), value: (r) => t(`award:types.${r.awardType}`), width: 24 },
        { header: t('award:app.round'), value: (r) => r.roundTitle, width: 30 },
        { header: t('award:app.enterprise'), value: (r) => r.enterpriseName, width: 30 },
        { header: t('award:app.projectName'), value: (r) => r.projectName, width: 30 },
        { header: t('award:app.status'), value: (r) => t(`award:status.${r.status}`), width: 16 },
        { header: t('award:app.submittedTime'), value: (r) => r.submittedTime, width: 20 },
      ],
    },
  });

  const detail = async (req: FastifyRequest, id: number) => {
    const a = await visibleApplication(db, req, id);
    const e = await db.selectFrom('awardEnterprise').select('enterpriseName').where('enterpriseId', '=', a.enterpriseId).executeTakeFirst();
    const round = await loadRound(db, a.roundId);
    // the return settings a reviewer's dialog starts from (the server applies them again)
    const returns = await db
      .selectFrom('awardRound')
      .select(['returnLimit', 'resubmitDeadlineDays'])
      .where('roundId', '=', a.roundId)
      .executeTakeFirstOrThrow();
    const form = awardForm(kernel, a.awardType, a.schemaVersion);
    const { attachments: _files, ...rest } = a;
    return {
      ...rest,
      ...returns,
      enterpriseName: e?.enterpriseName,
      roundTitle: round.title,
      roundState: roundState(round, now()),
      slots: form ? slotsOf(round, form) : [],
      editable: (await scopeOf(db, req)) !== null && (EDITABLE_STATUSES as readonly string[]).includes(a.status),
    };
  };

  app.get('/award/application/:id', { config: { access: LIST }, schema: { params: idParam } }, async (req) =>
    ok(await detail(req, req.params.id)),
  );

  // the printable application: the same scope as the detail (another enterprise's id reads as missing)
  app.get('/award/application/:id/print', { config: { access: LIST, log: false }, schema: { params: idParam } }, async (req, reply) => {
    const a = await visibleApplication(db, req, req.params.id);
    const e = await db.selectFrom('awardEnterprise').select('enterpriseName').where('enterpriseId', '=', a.enterpriseId).executeTakeFirst();
    const round = await loadRound(db, a.roundId);
    const form = requiredAwardForm(kernel, a.awardType, a.schemaVersion);
    const html = await printApplication(
      kernel,
      req,
      { ...a, roundTitle: round.title, enterpriseName: e?.enterpriseName ?? '', precheck: a.precheck as PreCheck | null },
      form,
      slotsOf(round, form),
    );
    reply.header('Content-Type', 'text/html; charset=utf-8');
    reply.header('Cache-Control', 'private, no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    // the document runs nothing and loads nothing: its only style is inline
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.send(html);
  });
}
