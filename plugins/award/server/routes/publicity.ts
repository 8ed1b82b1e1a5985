import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import {
  type Db,
  type Kernel,
  AppError,
  dictLabelKey,
  fail,
  formatInstant,
  idParam,
  invalidField,
  notFound,
  ok,
  sql,
} from '#kernel/server';
import { TYPE_CODES } from '../../shared/application.ts';
import {
  AnnounceBody,
  type Publicity,
  type PublicityEntry,
  PublicityStart,
  type RoundPublicity,
  VALIDITY_YEARS,
  publicityEndDay,
} from '../../shared/decision.ts';
import type { AwardType } from '../../shared/permissions.ts';
import { assertStaff } from '../services/application-access.ts';
import { type NoticeText, escapeHtml, noticeHtml, publicPageUrl, publicityEntries, publishNotice } from '../services/publicity.ts';
import { type ActorRef, applyTransition } from '../services/workflow.ts';
import { isAwardLevel } from './decision.ts';

const PUBLISH = 'award:application:publish';
const DECIDE = 'award:application:decide';
/** The columns of a public notice page; `certificate` only in an announcement. */
export const PUBLIC_COLUMNS = ['enterprise', 'project', 'level', 'certificate'] as const;
const log = (type: string) => ({ title: 'award:log.review', type });

const entryOf = (r: Awaited<ReturnType<typeof publicityEntries>>[number]): PublicityEntry => ({
  applicationId: r.applicationId,
  applicationNo: r.applicationNo,
  enterpriseName: r.enterpriseName,
  projectName: r.projectName,
  awardLevel: r.awardLevel,
  certificateNo: r.certificateNo,
  status: r.status,
  validFrom: r.validFrom,
  validTo: r.validTo,
});

const addYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

/**
 * Publicity and announcement of a round (awards.md §6.3 #13, #17): the publicity of the entries the committee
 * passed (each takes `approve` to PUBLICITY with its window; the notice is a CMS article when the CMS runs, else
 * the public page of this plugin), the announcement with its document number and a certificate number per entry
 * (each takes `announce`, all or nothing), the round's screen data and the public page.
 */
export async function publicityRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const now = () => formatInstant(Date.now(), kernel.config.timeZone);
  const actorOf = (req: FastifyRequest): ActorRef => ({ userId: req.user!.userId, userName: req.user!.userName, ip: req.ip });
  /** an award level's label in the caller's language (an administrator's own wording first), else its stored label */
  const levelLabel = async (req: FastifyRequest, level: string | null) => {
    if (!level) return '';
    const translated = kernel.messages.lookup(req.lang, dictLabelKey('award_level', level));
    if (translated) return translated;
    const r = await db
      .selectFrom('sysDictData')
      .select('dictLabel')
      .where('dictType', '=', 'award_level')
      .where('dictValue', '=', level)
      .executeTakeFirst();
    return r?.dictLabel ?? level;
  };

  const roundOf = async (d: Db, roundId: number) => {
    const r = await d
      .selectFrom('awardRound')
      .select(['roundId', 'title', 'awardType', 'year', 'publicityDays', 'publicityWorkingDays', 'committeePassRatio'])
      .where('roundId', '=', roundId)
      .executeTakeFirst();
    if (!r) throw notFound(String(roundId));
    return r;
  };

  /** Reviewed entries of the round the committee passed, waiting for a publicity. */
  const approvedOf = (d: Db, roundId: number) =>
    d
      .selectFrom('awardApplication as a')
      .innerJoin('awardCommitteeDecision as c', 'c.applicationId', 'a.applicationId')
      .innerJoin('awardEnterprise as n', 'n.enterpriseId', 'a.enterpriseId')
      .select(['a.applicationId', 'a.applicationNo', 'a.status', 'a.revision', 'n.enterpriseName', 'a.projectName', 'c.awardLevel'])
      .select(['c.meetingDate', 'c.membersPresent', 'c.votesFor', 'c.votesAgainst', 'c.votesAbstain', 'c.passRatio'])
      .where('a.roundId', '=', roundId)
      .where('a.status', '=', 'REVIEWED')
      .where('c.passed', '=', true)
      .orderBy('a.applicationNo')
      .orderBy('a.applicationId');

  app.get('/award/publicity/round/:id', { config: { access: [PUBLISH, DECIDE] }, schema: { params: idParam } }, async (req) => {
    await assertStaff(db, req);
    const round = await roundOf(db, req.params.id);
    const approved = await approvedOf(db, round.roundId).execute();
    const awaiting = await db
      .selectFrom('awardApplication as a')
      .innerJoin('awardEnterprise as n', 'n.enterpriseId', 'a.enterpriseId')
      .leftJoin('awardCommitteeDecision as c', 'c.applicationId', 'a.applicationId')
      .select(['a.applicationId', 'a.applicationNo', 'n.enterpriseName', 'a.projectName', 'a.awardLevel', 'a.certificateNo', 'a.status'])
      .select(['a.validFrom', 'a.validTo'])
      .where('a.roundId', '=', round.roundId)
      .where('a.status', '=', 'REVIEWED')
      .where('c.decisionId', 'is', null)
      .orderBy('a.applicationNo')
      .orderBy('a.applicationId')
      .execute();
    const pubs = await db
      .selectFrom('awardPublicity')
      .selectAll()
      .where('roundId', '=', round.roundId)
      .orderBy('publicityId', 'desc')
      .execute();
    const entries = await publicityEntries(
      db,
      pubs.map((p) => p.publicityId),
    );
    const announceable = await db
      .selectFrom('awardApplication as a')
      .innerJoin('awardEnterprise as n', 'n.enterpriseId', 'a.enterpriseId')
      .select(['a.applicationId', 'a.applicationNo', 'n.enterpriseName', 'a.projectName', 'a.awardLevel', 'a.certificateNo', 'a.status'])
      .select(['a.validFrom', 'a.validTo'])
      .where('a.roundId', '=', round.roundId)
      .where('a.status', '=', 'PUBLICITY')
      .where('a.publicityEnd', '<', sql<string>`now()`)
      .orderBy('a.applicationNo')
      .orderBy('a.applicationId')
      .execute();
    const out: RoundPublicity = {
      roundId: round.roundId,
      title: round.title,
      awardType: round.awardType,
      publicityDays: round.publicityDays,
      publicityWorkingDays: round.publicityWorkingDays,
      committeePassRatio: Number(round.committeePassRatio),
      awaiting,
      approved: approved.map((a) => ({ ...a, certificateNo: null, validFrom: null, validTo: null })),
      announceable,
      publicities: pubs.map(
        (p): Publicity => ({
          publicityId: p.publicityId,
          roundId: p.roundId,
          kind: p.kind,
          title: p.title,
          startTime: p.startTime,
          endTime: p.endTime,
          docNo: p.docNo,
          announceDate: p.announceDate,
          noticeUrl: p.noticeUrl,
          noticeChannel: p.noticeRef ? 'cms' : 'public',
          offlineTime: p.offlineTime,
          entries: entries.filter((e) => e.publicityId === p.publicityId).map(entryOf),
        }),
      ),
    };
    return ok(out);
  });

  /** Writes the notice (CMS article or public page) of a publicity or announcement and keeps its URL. */
  const attachNotice = async (req: FastifyRequest, publicityId: number, text: NoticeText, offlineAt?: string) => {
    const published = await publishNotice(kernel, text, req.user!.userName, offlineAt);
    const noticeUrl = published?.url ?? publicPageUrl(kernel, publicityId);
    await db
      .updateTable('awardPublicity')
      .set({ noticeUrl, noticeRef: published?.ref ?? null })
      .where('publicityId', '=', publicityId)
      .execute();
    return noticeUrl;
  };

  app.post('/award/publicity', { config: { access: PUBLISH, log: log('INSERT') }, schema: { body: PublicityStart } }, async (req) => {
    const b = req.body as PublicityStart;
    await assertStaff(db, req);
    const actor = actorOf(req);
    const started = await db.transaction().execute(async (trx) => {
      const round = await roundOf(trx, b.roundId);
      await trx.selectFrom('awardRound').select('roundId').where('roundId', '=', round.roundId).forUpdate().execute();
      let q = approvedOf(trx, round.roundId);
      if (b.ids) q = q.where('a.applicationId', 'in', b.ids);
      const entries = await q.forUpdate('a').execute();
      const missing = (b.ids ?? []).find((id) => !entries.some((e) => e.applicationId === id));
      if (missing) {
        const a = await trx
          .selectFrom('awardApplication')
          .select(['applicationNo', 'roundId'])
          .where('applicationId', '=', missing)
          .executeTakeFirst();
        throw invalidField('ids', 'award:publicity.errors.notApproved', { no: a?.applicationNo ?? String(missing) });
      }
      if (!entries.length) throw fail('award:publicity.errors.noneApproved');
      const start = now();
      const endDay = publicityEndDay(start.slice(0, 10), round.publicityDays, round.publicityWorkingDays);
      const end = `${endDay} 23:59:59`;
      const title = req.t('award:publicity.noticeTitle', { round: round.title });
      const pub = await trx
        .insertInto('awardPublicity')
        .values({ roundId: round.roundId, kind: 'PUBLICITY', title, startTime: start, endTime: end, createBy: actor.userName })
        .returning('publicityId')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('awardPublicityEntry')
        .values(entries.map((e) => ({ publicityId: pub.publicityId, applicationId: e.applicationId, awardLevel: e.awardLevel })))
        .execute();
      for (const e of entries)
        await applyTransition(trx, e, 'approve', actor, {
          data: {
            meetingDate: e.meetingDate,
            membersPresent: e.membersPresent,
            votesFor: e.votesFor,
            votesAgainst: e.votesAgainst,
            votesAbstain: e.votesAbstain,
            passRatio: Number(e.passRatio),
            awardLevel: e.awardLevel,
            publicityId: pub.publicityId,
            publicityStart: start,
            publicityEnd: end,
          },
          set: { awardLevel: e.awardLevel, publicityStart: start, publicityEnd: end },
        });
      return { publicityId: pub.publicityId, title, end, entries };
    });
    const rows = await Promise.all(
      started.entries.map(async (e) => [e.enterpriseName, e.projectName ?? '', await levelLabel(req, e.awardLevel)]),
    );
    const noticeUrl = await attachNotice(
      req,
      started.publicityId,
      {
        title: started.title,
        intro: req.t('award:publicity.noticeIntro', { count: rows.length }),
        columns: [req.t('award:publicity.col.enterprise'), req.t('award:publicity.col.project'), req.t('award:publicity.col.level')],
        rows,
        closing: req.t('award:publicity.noticeClosing', { end: started.end }),
      },
      started.end,
    );
    return ok(
      { publicityId: started.publicityId, noticeUrl, publicityEnd: started.end, count: rows.length },
      req.t('award:publicity.started', { count: rows.length }),
    );
  });

  /** The next certificate number of a type and year, `{code}-{year}-{seq4}` (a lock per prefix keeps two batches apart). */
  const nextSeq = async (trx: Db, prefix: string) => {
    await sql`select pg_advisory_xact_lock(hashtext(${prefix}))`.execute(trx);
    const row = await trx
      .selectFrom('awardApplication')
      .select(sql<number>`coalesce(max(substr(certificate_no, ${prefix.length + 1})::int), 0)`.as('n'))
      .where(sql<boolean>`certificate_no ~ ${`^${prefix}[0-9]+$`}`)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };

  app.post('/award/announce', { config: { access: PUBLISH, log: log('UPDATE') }, schema: { body: AnnounceBody } }, async (req) => {
    const b = req.body as AnnounceBody;
    await assertStaff(db, req);
    const actor = actorOf(req);
    const docNo = b.docNo.trim();
    const done = await db.transaction().execute(async (trx) => {
      const round = await roundOf(trx, b.roundId);
      if (await trx.selectFrom('awardPublicity').select('publicityId').where('docNo', '=', docNo).executeTakeFirst())
        throw invalidField('docNo', 'award:publicity.errors.docNoTaken', { docNo });
      const ids = [...new Set(b.ids)].sort((x, y) => x - y);
      const apps = await trx
        .selectFrom('awardApplication as a')
        .innerJoin('awardEnterprise as n', 'n.enterpriseId', 'a.enterpriseId')
        .select([
          'a.applicationId',
          'a.applicationNo',
          'a.roundId',
          'a.awardType',
          'a.status',
          'a.revision',
          'a.awardLevel',
          'a.projectName',
        ])
        .select(['n.enterpriseName'])
        .select(sql<boolean>`a.publicity_end < now()`.as('ended'))
        .where('a.applicationId', 'in', ids)
        .orderBy('a.applicationId')
        .forUpdate('a')
        .execute();
      // all or nothing: the first entry that may not be announced is named and nothing changes
      for (const id of ids) {
        const a = apps.find((x) => x.applicationId === id);
        if (!a || a.roundId !== round.roundId)
          throw invalidField('ids', 'award:publicity.errors.otherRound', { no: a?.applicationNo ?? String(id) });
        const no = a.applicationNo ?? String(id);
        if (a.status === 'OBJECTION') throw fail('award:publicity.errors.openObjection', { no });
        if (a.status !== 'PUBLICITY')
          throw fail('award:errors.batchItem', {
            no,
            reason: req.t('award:errors.wrongState', {
              action: { $t: 'award:action.announce' },
              status: { $t: `award:status.${a.status}` },
            }),
          });
        if (!a.ended) throw fail('award:publicity.errors.notEnded', { no });
        const level = b.levels?.[String(id)] ?? a.awardLevel;
        if (!level) throw invalidField('levels', 'award:decision.errors.levelRequired');
        if (!(await isAwardLevel(trx, level))) throw invalidField('levels', 'award:decision.errors.noSuchLevel', { level });
      }
      const year = b.announceDate.slice(0, 4);
      const title = req.t('award:publicity.announceTitle', { round: round.title, docNo });
      const pub = await trx
        .insertInto('awardPublicity')
        .values({
          roundId: round.roundId,
          kind: 'ANNOUNCEMENT',
          title,
          startTime: now(),
          docNo,
          announceDate: b.announceDate,
          createBy: actor.userName,
        })
        .returning('publicityId')
        .executeTakeFirstOrThrow();
      const seqs = new Map<string, number>();
      const out = [];
      for (const a of apps) {
        const prefix = `${TYPE_CODES[a.awardType as AwardType]}-${year}-`;
        const seq = (seqs.get(prefix) ?? (await nextSeq(trx, prefix))) + 1;
        seqs.set(prefix, seq);
        const certificateNo = `${prefix}${String(seq).padStart(4, '0')}`;
        const awardLevel = b.levels?.[String(a.applicationId)] ?? a.awardLevel!;
        const years = VALIDITY_YEARS[a.awardType];
        const validFrom = b.announceDate;
        const validTo = years ? addYears(b.announceDate, years) : null;
        try {
          await applyTransition(trx, a, 'announce', actor, {
            data: { docNo, announceDate: b.announceDate, awardLevel, certificateNo, validFrom, validTo, publicityId: pub.publicityId },
            set: { awardLevel, certificateNo, validFrom, validTo },
          });
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          throw fail('award:errors.batchItem', { no: a.applicationNo ?? String(a.applicationId), reason: req.t(e.key, e.params) });
        }
        await trx
          .insertInto('awardPublicityEntry')
          .values({ publicityId: pub.publicityId, applicationId: a.applicationId, awardLevel, certificateNo })
          .execute();
        out.push({
          applicationId: a.applicationId,
          enterpriseName: a.enterpriseName,
          projectName: a.projectName,
          awardLevel,
          certificateNo,
        });
      }
      return { publicityId: pub.publicityId, title, entries: out };
    });
    const rows = await Promise.all(
      done.entries.map(async (e) => [e.enterpriseName, e.projectName ?? '', await levelLabel(req, e.awardLevel), e.certificateNo]),
    );
    const noticeUrl = await attachNotice(req, done.publicityId, {
      title: done.title,
      intro: req.t('award:publicity.announceIntro', { docNo, date: b.announceDate, count: rows.length }),
      columns: [
        req.t('award:publicity.col.enterprise'),
        req.t('award:publicity.col.project'),
        req.t('award:publicity.col.level'),
        req.t('award:publicity.col.certificate'),
      ],
      rows,
    });
    return ok(
      {
        publicityId: done.publicityId,
        noticeUrl,
        entries: done.entries.map(({ applicationId, certificateNo, awardLevel }) => ({ applicationId, certificateNo, awardLevel })),
      },
      req.t('award:publicity.announced', { count: rows.length }),
    );
  });

  // the public page of a publicity or announcement, served when no CMS publishes the notice (and kept for every one)
  app.get('/award/public/publicity/:id', { config: { access: 'public' }, schema: { params: idParam } }, async (req, reply) => {
    const id = req.params.id;
    const p = await db.selectFrom('awardPublicity').selectAll().where('publicityId', '=', id).executeTakeFirst();
    if (!p) throw notFound(String(id));
    const entries = await publicityEntries(db, [id]);
    const announcement = p.kind === 'ANNOUNCEMENT';
    const cols = PUBLIC_COLUMNS.filter((c) => announcement || c !== 'certificate').map((c) => req.t(`award:publicity.col.${c}`));
    const rows = await Promise.all(
      entries.map(async (e) => [
        e.enterpriseName,
        e.projectName ?? '',
        await levelLabel(req, e.awardLevel),
        ...(announcement ? [e.certificateNo ?? ''] : []),
      ]),
    );
    const [intro, ...closing] = announcement
      ? [req.t('award:publicity.announceIntro', { docNo: p.docNo ?? '', date: p.announceDate ?? '', count: rows.length })]
      : [
          req.t('award:publicity.noticeIntro', { count: rows.length }),
          req.t('award:publicity.noticeClosing', { end: p.endTime ?? '' }),
          ...(p.endTime && p.endTime < now() ? [req.t('award:publicity.ended')] : []),
        ];
    const html = `<!doctype html><html lang="${escapeHtml(req.t('award:publicity.htmlLang'))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(p.title)}</title><style>body{font-family:sans-serif;max-width:960px;margin:2em auto;padding:0 1em;color:#1d2129}table{border-collapse:collapse;width:100%}th,td{border:1px solid #c9cdd4;padding:6px 10px;text-align:left}th{background:#f2f3f5}</style></head>
<body><h1>${escapeHtml(p.title)}</h1><p>${escapeHtml(req.t('award:publicity.published', { time: p.startTime }))}</p>
${noticeHtml({ title: p.title, intro, columns: cols, rows, closing: closing.join(' ') })}</body></html>`;
    reply.header('Content-Type', 'text/html; charset=utf-8');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.send(html);
  });
}
