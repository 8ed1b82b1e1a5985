import type { RouteApp } from '#kernel/server';
import { type Db, type Kernel, AppError, fail, formatInstant, invalidField, ok, sql } from '#kernel/server';
import { TYPE_CODES } from '../../shared/application.ts';
import { AnnounceBody, VALIDITY_YEARS } from '../../shared/decision.ts';
import type { AwardType } from '../../shared/permissions.ts';
import { assertStaff } from '../services/application-access.ts';
import { attachNotice, awardLevelLabel } from '../services/publicity.ts';
import { publicityRoundOf } from '../services/publicity-round.ts';
import { actorOf, applyTransition } from '../services/workflow.ts';
import { isAwardLevel } from './decision.ts';
import { noticeTransition } from '../services/notices.ts';

const PUBLISH = 'award:application:publish';
const log = (type: string) => ({ title: 'award:log.review', type });

const addYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

/**
 * The announcement of a round (awards.md §6.3 #17): its document number and a certificate number per entry whose
 * publicity ended (each takes `announce`, all or nothing), with its notice.
 */
export async function announcementRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const now = () => formatInstant(Date.now(), kernel.config.timeZone);

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

  app.post(
    '/award/announce',
    { config: { objects: { fields: { ids: 'application' } }, access: PUBLISH, log: log('UPDATE') }, schema: { body: AnnounceBody } },
    async (req) => {
      const b = req.body as AnnounceBody;
      await assertStaff(db, req);
      const actor = actorOf(req);
      const docNo = b.docNo.trim();
      const done = await db.transaction().execute(async (trx) => {
        const round = await publicityRoundOf(trx, b.roundId);
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
            'a.version',
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
            await noticeTransition(kernel, trx, a.applicationId, 'announce');
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
        done.entries.map(async (e) => [
          e.enterpriseName,
          e.projectName ?? '',
          await awardLevelLabel(kernel, req, e.awardLevel),
          e.certificateNo,
        ]),
      );
      const noticeUrl = await attachNotice(kernel, req, done.publicityId, {
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
    },
  );
}
