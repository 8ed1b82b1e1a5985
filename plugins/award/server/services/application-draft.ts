import { type Db, invalidField, sql } from '#kernel/server';
import { type SlotFile, TYPE_CODES } from '../../shared/application.ts';
import type { AwardType } from '../../shared/permissions.ts';
import { type ReturnedField, formDiff, insideReturned } from '../../shared/workflow.ts';
import type { ApplicationFile } from '../db/tables.ts';
import type { RoundRow } from './application-checks.ts';
import { lastSnapshot } from './workflow.ts';

/**
 * The parts of an application's draft its routes share (awards.md §1, §3): the round it is filed in, its listed
 * project name, its attachments checked against the enterprise's uploads, the returned-field lock, its number.
 */

export const ROUND_COLUMNS = [
  'roundId',
  'awardType',
  'title',
  'openAt',
  'closeAt',
  'scaleRules',
  'prerequisites',
  'maxPerEnterprise',
  'requiresMembership',
  'attachmentSlots',
  'schemaVersion',
] as const;

/** The round an application is filed in (its rules and form version); refused naming `roundId` when missing. */
export async function loadRound(d: Db, id: number): Promise<RoundRow> {
  const r = await d
    .selectFrom('awardRound')
    .select([...ROUND_COLUMNS])
    .where('roundId', '=', id)
    .executeTakeFirst();
  if (!r) throw invalidField('roundId', 'award:errors.noRound');
  return r as RoundRow;
}

/** The project name an application is listed by (project awards), or the enterprise's for enterprise awards. */
export const projectNameOf = (d: Record<string, any>): string | null => {
  const v = d?.project?.projectName ?? d?.applicant?.enterpriseName;
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : null;
};

/**
 * A returned application keeps every field but the returned ones as submitted (§6.3 #5, "only those stay
 * editable"): a change elsewhere is refused naming the field.
 */
export async function assertOnlyReturnedChanged(
  d: Db,
  a: { applicationId: number; awardType: string; schemaVersion: number; returnedFields: ReturnedField[] | null },
  formData: Record<string, unknown>,
) {
  const last = await lastSnapshot(d, a.applicationId);
  if (!last) return;
  const locked = formDiff(last.formData, formData).find((c) => !insideReturned(c.path, a.returnedFields ?? []));
  if (locked) throw invalidField(locked.path, 'award:errors.fieldLocked', { field: locked.path });
}

/**
 * The attachments of submitted form data as stored rows: each upload must be this enterprise's and unclaimed or
 * already this application's; names, sizes and formats come from the upload rows, never from the client.
 */
export async function attachmentsOf(d: Db, formData: Record<string, unknown>, enterpriseId: number, applicationId: number | null) {
  const given = (formData.attachments ?? {}) as Record<string, SlotFile[]>;
  if (typeof given !== 'object' || Array.isArray(given)) throw invalidField('attachments', 'award:errors.badAttachment');
  const wanted = Object.entries(given).flatMap(([slot, list]) =>
    (Array.isArray(list) ? list : []).map((f) => ({
      slot,
      uploadId: Number(f?.uploadId),
      caption: typeof f?.caption === 'string' ? f.caption.slice(0, 200) : undefined,
    })),
  );
  if (wanted.some((w) => !Number.isInteger(w.uploadId) || w.uploadId < 1) || new Set(wanted.map((w) => w.uploadId)).size !== wanted.length)
    throw invalidField('attachments', 'award:errors.badAttachment');
  const rows = wanted.length
    ? await d
        .selectFrom('awardUpload')
        .select(['uploadId', 'originalName', 'size', 'ext', 'applicationId'])
        .where(
          'uploadId',
          'in',
          wanted.map((w) => w.uploadId),
        )
        .where('enterpriseId', '=', enterpriseId)
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [r.uploadId, r]));
  const files: ApplicationFile[] = [];
  for (const w of wanted) {
    const u = byId.get(w.uploadId);
    if (!u || (u.applicationId !== null && u.applicationId !== applicationId))
      throw invalidField(`attachments.${w.slot}`, 'award:errors.badAttachment');
    files.push({
      slot: w.slot,
      uploadId: u.uploadId,
      name: u.originalName,
      size: u.size,
      ext: u.ext,
      ...(w.caption ? { caption: w.caption } : {}),
    });
  }
  const normalized: Record<string, SlotFile[]> = {};
  for (const f of files)
    (normalized[f.slot] ??= []).push({ uploadId: f.uploadId, name: f.name, size: f.size, ...(f.caption ? { caption: f.caption } : {}) });
  return { files, formData: { ...formData, attachments: normalized } };
}

/** The uploads of an application's files become its own (those still unclaimed). */
export async function claim(d: Db, files: ApplicationFile[], applicationId: number) {
  if (files.length)
    await d
      .updateTable('awardUpload')
      .set({ applicationId })
      .where(
        'uploadId',
        'in',
        files.map((f) => f.uploadId),
      )
      .where('applicationId', 'is', null)
      .execute();
}

/** The next application number of a type and year: `{code}-{year}-{seq5}` (awards.md §1.1). */
export async function nextNumber(d: Db, type: AwardType, year: string): Promise<string> {
  const prefix = `${TYPE_CODES[type]}-${year}-`;
  // serialises numbering per prefix for the rest of the transaction
  await sql`select pg_advisory_xact_lock(hashtext(${prefix}))`.execute(d);
  const last = await d
    .selectFrom('awardApplication')
    .select('applicationNo')
    .where('applicationNo', 'like', `${prefix}%`)
    .orderBy('applicationNo', 'desc')
    .executeTakeFirst();
  const seq = last?.applicationNo ? Number(last.applicationNo.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(seq).padStart(5, '0')}`;
}
