import { type Kernel, sql, type TaskContext } from '#kernel/server';
import { CONTENT_STATUS } from '../../shared/content.ts';
import '../db/search-table.ts';
import { indexInPool, indexLanes } from './index-pool.ts';

/** how many contents one step of a rebuild indexes (one insert) */
export const REBUILD_BATCH = 500;

/**
 * A site's index made again from its contents (`POST /cms/search/rebuild`, an async task): every published
 * content indexed in batches by id, as many at once as there are render threads, then the entries of contents that are no longer published removed. Progress
 * is the share of contents done; a stop between batches leaves what was done.
 */
export async function rebuildSiteIndex(kernel: Kernel, siteId: number, ctx: TaskContext): Promise<string> {
  const live = (q: ReturnType<typeof contents>) =>
    q.where('siteId', '=', siteId).where('deleted', '=', false).where('status', '=', CONTENT_STATUS.PUBLISHED);
  const contents = () => kernel.db.selectFrom('cmsContent');
  const total = Number(
    (
      await live(contents())
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  let done = 0;
  let after = 0;
  const started = Date.now();
  /** the next batch of ids (read one after the other, so no two lanes take the same) */
  let reading: Promise<number[]> = Promise.resolve([]);
  const nextBatch = () => {
    reading = reading.then(async () => {
      ctx.checkStop();
      const ids = (
        await live(contents()).select('contentId').where('contentId', '>', after).orderBy('contentId').limit(REBUILD_BATCH).execute()
      ).map((r) => r.contentId);
      if (ids.length) after = ids[ids.length - 1];
      return ids;
    });
    return reading;
  };
  // batches cut and written in the render threads, one lane per thread
  const lane = async () => {
    for (let ids = await nextBatch(); ids.length; ids = await nextBatch()) {
      done += await indexInPool(kernel, ids);
      ctx.progress(total ? Math.min(99, Math.floor((done * 100) / total)) : 99, `${done}/${total}`);
    }
  };
  await Promise.all(Array.from({ length: indexLanes(kernel) }, lane));
  // entries whose content left the site's published set while nobody was looking
  await kernel.db
    .deleteFrom('cmsSearchIndex')
    .where('siteId', '=', siteId)
    .where('contentId', 'not in', (eb) => live(eb.selectFrom('cmsContent')).select('contentId'))
    .execute();
  // a rebuild rewrites the whole site's rows: the planner learns their new shape now rather than at autovacuum's
  // next pass (until then it would guess a site's rows few and read a site-wide index beside the words' one)
  await sql`analyze cms_search_index`.execute(kernel.db);
  ctx.progress(100, `${done}/${total}`);
  return `indexed ${done} in ${Date.now() - started} ms`;
}

/** starts a site's rebuild as an async task (one per site: the task id keeps two instances from both doing it); answers the task id */
export const startSiteRebuild = (kernel: Kernel, siteId: number) =>
  kernel.tasks.start('SearchIndexRebuild', `SearchIndexRebuild-${siteId}`, (ctx) => rebuildSiteIndex(kernel, siteId, ctx), {
    interruptible: true,
  });

/**
 * At boot: a site with published contents and no index entry at all (contents published before the index
 * existed, an upgrade) gets its rebuild task started; the task id per site keeps two instances from both doing it.
 */
export async function startMissingIndexes(kernel: Kernel): Promise<void> {
  const sites = await kernel.db
    .selectFrom('cmsContent as c')
    .select('c.siteId')
    .distinct()
    .where('c.deleted', '=', false)
    .where('c.status', '=', CONTENT_STATUS.PUBLISHED)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('cmsSearchIndex as i').select('i.contentId').whereRef('i.siteId', '=', 'c.siteId'))))
    .execute();
  for (const { siteId } of sites)
    await startSiteRebuild(kernel, siteId).catch((e: Error) => console.warn(`search index: site ${siteId}: ${e.message}`));
}
