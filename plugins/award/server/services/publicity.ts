import type { FastifyRequest } from 'fastify';
import { type Db, type Kernel, dictLabelKey, sql } from '#kernel/server';
import { escapeHtml, NOTICE_PUBLISHER } from '#kernel/shared';
import { SYSTEM_ACTOR, applyTransition } from './workflow.ts';

/** Config key (System → Config) of the CMS catalog the notices go to; blank: the CMS's own notice catalog. */
export const PUBLICITY_CATALOG_KEY = 'award.publicityCatalogId';

/** The entries of a publicity or announcement: enterprise, project, award level, certificate, current status. */
export const publicityEntries = (d: Db, publicityIds: number[]) =>
  publicityIds.length
    ? d
        .selectFrom('awardPublicityEntry as e')
        .innerJoin('awardApplication as a', 'a.applicationId', 'e.applicationId')
        .innerJoin('awardEnterprise as n', 'n.enterpriseId', 'a.enterpriseId')
        .select([
          'e.publicityId',
          'a.applicationId',
          'a.applicationNo',
          'n.enterpriseName',
          'a.projectName',
          'e.awardLevel',
          'e.certificateNo',
          'a.status',
          'a.validFrom',
          'a.validTo',
        ])
        .where('e.publicityId', 'in', publicityIds)
        .orderBy('a.applicationNo')
        .orderBy('a.applicationId')
        .execute()
    : Promise.resolve([]);

export interface NoticeText {
  title: string;
  intro: string;
  /** column titles: enterprise, project, award level (and certificate number for announcements) */
  columns: string[];
  rows: string[][];
  closing?: string;
}

/** A notice's HTML body: an introduction, the table of entries and a closing line, every text escaped. */
export function noticeHtml(n: NoticeText): string {
  const cells = (tag: string, row: string[]) => `<tr>${row.map((c) => `<${tag}>${escapeHtml(c)}</${tag}>`).join('')}</tr>`;
  return [
    `<p>${escapeHtml(n.intro)}</p>`,
    `<table><thead>${cells('th', n.columns)}</thead><tbody>${n.rows.map((r) => cells('td', r)).join('')}</tbody></table>`,
    n.closing ? `<p>${escapeHtml(n.closing)}</p>` : '',
  ].join('');
}

/** The award plugin's own public page of a publicity (used when no CMS publishes notices). */
export const publicPageUrl = (kernel: Kernel, publicityId: number) => `${kernel.config.apiBase}/award/public/publicity/${publicityId}`;

/**
 * Publishes a notice through the CMS when a plugin provides the notice publisher (in the configured catalog, or
 * the CMS's notice catalog); null when none does or it has no place for it (the public page serves it then).
 */
export async function publishNotice(kernel: Kernel, n: NoticeText, operator: string, offlineAt?: string) {
  const publisher = kernel.services.get(NOTICE_PUBLISHER);
  if (!publisher) return null;
  const configured = Number((await kernel.configValue(PUBLICITY_CATALOG_KEY))?.trim() || 0);
  return publisher.publish({
    title: n.title,
    html: noticeHtml(n),
    placeId: Number.isSafeInteger(configured) && configured > 0 ? configured : undefined,
    offlineAt,
    operator,
  });
}

/**
 * Ends the publicities whose window has passed (awards.md §6.3 #13): the CMS notice goes offline and the publicity
 * is marked so. Returns how many, for the job log.
 */
export async function endPublicities(kernel: Kernel): Promise<number> {
  const due = await kernel.db
    .selectFrom('awardPublicity')
    .select(['publicityId', 'noticeRef'])
    .where('kind', '=', 'PUBLICITY')
    .where('offlineTime', 'is', null)
    .where('endTime', '<', sql<string>`now()`)
    .execute();
  const publisher = kernel.services.get(NOTICE_PUBLISHER);
  for (const p of due) {
    if (p.noticeRef && publisher) await publisher.takeOffline(p.noticeRef, SYSTEM_ACTOR.userName);
    await kernel.db
      .updateTable('awardPublicity')
      .set({ offlineTime: sql`now()` })
      .where('publicityId', '=', p.publicityId)
      .where('offlineTime', 'is', null)
      .execute();
  }
  return due.length;
}

/** Approved applications whose validity has ended become EXPIRED (§6.3 #19), each with a system record. */
export async function expireApproved(kernel: Kernel, today: string): Promise<number> {
  return kernel.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('awardApplication')
      .select(['applicationId', 'status', 'revision', 'version', 'validTo'])
      .where('status', '=', 'APPROVED')
      .where('validTo', '<', today)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const a of due) await applyTransition(trx, a, 'expire', SYSTEM_ACTOR, { data: { validTo: a.validTo } });
    return due.length;
  });
}

/** an award level's label in the caller's language (an administrator's own wording first), else its stored label */
export async function awardLevelLabel(kernel: Kernel, req: FastifyRequest, level: string | null) {
  if (!level) return '';
  const translated = kernel.messages.lookup(req.lang, dictLabelKey('award_level', level));
  if (translated) return translated;
  const r = await kernel.db
    .selectFrom('sysDictData')
    .select('dictLabel')
    .where('dictType', '=', 'award_level')
    .where('dictValue', '=', level)
    .executeTakeFirst();
  return r?.dictLabel ?? level;
}

/** Writes the notice (CMS article or public page) of a publicity or announcement and keeps its URL. */
export async function attachNotice(kernel: Kernel, req: FastifyRequest, publicityId: number, text: NoticeText, offlineAt?: string) {
  const published = await publishNotice(kernel, text, req.user!.userName, offlineAt);
  const noticeUrl = published?.url ?? publicPageUrl(kernel, publicityId);
  await kernel.db
    .updateTable('awardPublicity')
    .set({ noticeUrl, noticeRef: published?.ref ?? null })
    .where('publicityId', '=', publicityId)
    .execute();
  return noticeUrl;
}
