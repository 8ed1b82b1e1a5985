import { AppError, sql, type Kernel } from '#kernel/server';
import { ResultCode } from '#kernel/shared';

/**
 * A new content's id comes from the content id sequence before the content exists (v1.4.3: the editor's init of a new
 * content hands it out, the add sends it back). An id handed out and never saved is a gap in the sequence, nothing more.
 */
export async function nextContentId(db: Kernel['db']): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('cms_content', 'content_id')) as id`.execute(db);
  return Number(rows[0].id);
}

/**
 * Refuses (404) an id an add may not take: one the sequence has not handed out yet (a later content would get it) or
 * one a content of any site already has, in the recycle bin too (the add never overwrites).
 */
export async function assertNewContentIds(db: Kernel['db'], ids: number[]): Promise<void> {
  const { rows } = await sql<{ last: string | null }>`
    select pg_sequence_last_value(pg_get_serial_sequence('cms_content', 'content_id')::regclass) as last`.execute(db);
  const last = Number(rows[0]?.last ?? 0);
  const taken = await db.selectFrom('cmsContent').select('contentId').where('contentId', 'in', ids).executeTakeFirst();
  const refused = ids.find((id) => id > last) ?? taken?.contentId;
  if (refused !== undefined) throw new AppError(ResultCode.NOT_FOUND, 'cms:errors.contentIdNotNew', { value: refused });
}
