import type { Db } from '#kernel/server';

/** The codes of a site's enabled publish pipes, in their screen order (sort, then id). */
export async function enabledPipeCodes(db: Db, siteId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('cmsPublishPipe')
    .select('code')
    .where('siteId', '=', siteId)
    .where('state', '=', '0')
    .orderBy('sort')
    .orderBy('pipeId')
    .execute();
  return rows.map((r) => r.code);
}
