import fsp from 'node:fs/promises';
import type { JobHandler, Kernel, Texts } from '#kernel/server';
import { formatInstant, safeResolve, sql } from '#kernel/server';
import { endPublicities, expireApproved } from './services/publicity.ts';
import { SYSTEM_ACTOR, applyTransition } from './services/workflow.ts';

const T = (zhCN: string, zhTW: string, en: string): Texts => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/**
 * Removes private uploads nothing claimed within a day (abandoned sign-ups and application files never saved into
 * an application, security.md #39): the rows and their private files. Returns what it did, for the job log.
 */
export async function purgeUnclaimedUploads(kernel: Kernel, olderThanHours = 24): Promise<number> {
  const rows = await kernel.db
    .deleteFrom('awardUpload')
    .where('registrationId', 'is', null)
    .where('applicationId', 'is', null)
    .where('createTime', '<', sql<string>`now() - make_interval(hours => ${olderThanHours})`)
    .returning('filePath')
    .execute();
  for (const r of rows) {
    const abs = await safeResolve(kernel.config.dataDir, r.filePath);
    if (abs) await fsp.rm(abs, { force: true });
  }
  return rows.length;
}

/**
 * Withdraws returned applications whose resubmit deadline has passed (awards.md §6.3 #7), each with a system review
 * record. Returns how many, for the job log.
 */
export async function withdrawOverdueReturns(kernel: Kernel): Promise<number> {
  return kernel.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('awardApplication')
      .select(['applicationId', 'status', 'revision', 'version'])
      .where('status', '=', 'RETURNED')
      .where('returnDeadline', '<', sql<string>`now()`)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const a of due) await applyTransition(trx, a, 'autoWithdraw', SYSTEM_ACTOR, { opinion: 'deadline' });
    return due.length;
  });
}

export const awardJobs: JobHandler[] = [
  {
    name: 'award.purgeUploads',
    description: T('清理未使用的注册附件', '清理未使用的註冊附件', 'Purge unclaimed registration uploads'),
    async run(kernel, args) {
      const hours = Number(args[0] ?? 24);
      const n = await purgeUnclaimedUploads(kernel, Number.isFinite(hours) && hours >= 0 ? hours : 24);
      return `${n}`;
    },
  },
  {
    name: 'award.withdrawOverdueReturns',
    description: T('撤回逾期未重新提交的退回申报', '撤回逾期未重新提交的退回申報', 'Withdraw returned applications past their deadline'),
    async run(kernel) {
      return `${await withdrawOverdueReturns(kernel)}`;
    },
  },
  {
    name: 'award.expire',
    description: T('已通过的奖项到期失效', '已通過的獎項到期失效', 'Expire approved awards past their validity'),
    async run(kernel) {
      return `${await expireApproved(kernel, formatInstant(Date.now(), kernel.config.timeZone).slice(0, 10))}`;
    },
  },
  {
    name: 'award.endPublicity',
    description: T(
      '结束到期的公示并下线公示通知',
      '結束到期的公示並下線公示通知',
      'End publicities past their window and take their notices offline',
    ),
    async run(kernel) {
      return `${await endPublicities(kernel)}`;
    },
  },
];
