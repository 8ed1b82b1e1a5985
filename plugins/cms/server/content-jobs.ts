import { defineJobHandler, sql, type Kernel } from '#kernel/server';
import { enqueuePublish } from './publish/queue.ts';
import { type ContentUpdate, writeContentStatus } from './services/content-status.ts';

const T = (zhCN: string, zhTW: string, en: string) => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** Narrows a status change to the contents whose `column` date has passed (`orUnset`: or that have none). */
const due =
  (column: 'publishDate' | 'offlineDate', orUnset: boolean) =>
  (q: ContentUpdate): ContentUpdate =>
    q.where((eb) =>
      orUnset ? eb.or([eb(column, 'is', null), eb(column, '<=', sql<string>`now()`)]) : eb(column, '<=', sql<string>`now()`),
    );

/** Contents to publish (20) whose publish date has come are published; returns how many. */
export async function publishDueContents(kernel: Kernel): Promise<number> {
  const ids = await writeContentStatus(kernel.db, 'publishDue', due('publishDate', true), {
    publishDate: sql`coalesce(publish_date, now())`,
    updateTime: sql`now()`,
  });
  await enqueuePublish(
    kernel,
    ids.map((id) => ({ type: 'content', id })),
  );
  return ids.length;
}

/** Published contents whose offline date has passed go offline; returns how many. */
export async function offlineDueContents(kernel: Kernel): Promise<number> {
  const ids = await writeContentStatus(kernel.db, 'offlineDue', due('offlineDate', false), { updateTime: sql`now()` });
  await enqueuePublish(
    kernel,
    ids.map((id) => ({ type: 'contentOffline', id })),
  );
  return ids.length;
}

/** Tops whose end time has passed are cancelled; returns how many. */
export async function expireTops(kernel: Kernel): Promise<number> {
  const r = await kernel.db
    .updateTable('cmsContent')
    .set({ topFlag: 0, topDate: null })
    .where('deleted', '=', false)
    .where('topFlag', '>', 0)
    .where('topDate', '<=', sql<string>`now()`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Recycle-bin entries older than their site's `RecycleKeepDays` (0 keeps them forever) are purged; returns how many. */
export async function purgeRecycleBin(kernel: Kernel): Promise<number> {
  const r = await sql`
    delete from cms_content c using cms_site s
    where c.site_id = s.site_id and c.deleted
      and coalesce((s.config_props->>'RecycleKeepDays')::int, 30) > 0
      and c.delete_time < now() - make_interval(days => coalesce((s.config_props->>'RecycleKeepDays')::int, 30))`.execute(kernel.db);
  return Number(r.numAffectedRows ?? 0);
}

/** The content handlers the scheduler runs (seeded as jobs an administrator sees, pauses and re-times in Monitor → Jobs). */
export const contentJobs = [
  defineJobHandler({
    name: 'cms.publishDueContents',
    description: T('发布到期的待发布内容', '發布到期的待發布內容', 'Publish contents whose publish date has come'),
    params: [],
    execute: async (kernel) => `published ${await publishDueContents(kernel)}`,
  }),
  defineJobHandler({
    name: 'cms.offlineDueContents',
    description: T('下线到期的内容', '下線到期的內容', 'Take contents offline at their offline date'),
    params: [],
    execute: async (kernel) => `offline ${await offlineDueContents(kernel)}`,
  }),
  defineJobHandler({
    name: 'cms.expireTops',
    description: T('取消到期的置顶', '取消到期的置頂', 'Cancel expired tops'),
    params: [],
    execute: async (kernel) => `untopped ${await expireTops(kernel)}`,
  }),
  defineJobHandler({
    name: 'cms.purgeRecycleBin',
    description: T('清理过期的回收站内容', '清理過期的回收站內容', 'Purge old recycle-bin contents'),
    params: [],
    execute: async (kernel) => `purged ${await purgeRecycleBin(kernel)}`,
  }),
];
