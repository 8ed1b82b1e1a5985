import { sql, type Db } from '#kernel/server';
import type { Kysely, UpdateObject, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { ContentStatus } from '../../shared/content.ts';
import { CONTENT_TRANSITIONS, type ContentAction } from '../../shared/content-workflow.ts';

type ContentDb = Db extends Kysely<infer D> ? D : never;
/** New column values of contents: plain values or SQL expressions such as `sql\`now()\``. */
export type ContentValues = UpdateObject<ContentDb, 'cmsContent'>;
/** An update of contents, narrowed further by a caller (the jobs' due dates). */
export type ContentUpdate = UpdateQueryBuilder<ContentDb, 'cmsContent', 'cmsContent', UpdateResult>;

/** The status a new content starts with (`add`, `copy`: a draft). */
export const newContentStatus = (action: 'add' | 'copy'): ContentStatus => CONTENT_TRANSITIONS[action].to;

/**
 * The one writer of a content's status (shared/content-workflow.ts): the contents `which` names (ids, or a narrowing
 * of the update) that are in a status `action` may start from take its target, with the further `values`; the others
 * are left as they are. Returns the ids it changed. Routes check each content first to name the one refused.
 */
export async function writeContentStatus(
  db: Kysely<ContentDb>,
  action: ContentAction,
  which: readonly number[] | ((q: ContentUpdate) => ContentUpdate),
  values: ContentValues = {},
): Promise<number[]> {
  if (Array.isArray(which) && !which.length) return [];
  const t = CONTENT_TRANSITIONS[action];
  const target: ContentValues =
    t.to === 'recycled'
      ? { deleted: true, deleteStatus: sql`status` }
      : t.to === 'previous'
        ? { deleted: false, status: sql`coalesce(delete_status, '0')`, deleteStatus: null }
        : { status: t.to };
  let q = db
    .updateTable('cmsContent')
    .set({ ...values, ...target })
    .where('deleted', '=', t.to === 'previous');
  if (t.to !== 'previous') q = q.where('status', 'in', [...t.from]);
  q = typeof which === 'function' ? which(q) : q.where('contentId', 'in', [...which]);
  const rows = await q.returning('contentId').execute();
  return rows.map((r) => r.contentId);
}
