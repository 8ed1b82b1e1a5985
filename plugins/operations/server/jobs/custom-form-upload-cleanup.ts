import { defineJobHandler, type Kernel } from '#kernel/server';
import { removeFiles } from '../customform/uploads.ts';

const T = (zhCN: string, zhTW: string, en: string) => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** System → Parameters key: hours a visitor's upload waits for the submission naming it before it is deleted. */
export const UPLOAD_KEEP_HOURS_CONFIG = 'CustomFormUploadKeepHours';
export const DEFAULT_UPLOAD_KEEP_HOURS = 24;

/**
 * Deletes the uploads of the public submit that no submission named within `CustomFormUploadKeepHours` (an
 * abandoned form, a bot's files): their rows, then their private files. An upload tied to a submission stays (it
 * goes with the submission). Returns how many went.
 */
export async function cleanAbandonedUploads(kernel: Kernel, now = Date.now()): Promise<number> {
  const raw = Number(await kernel.configValue(UPLOAD_KEEP_HOURS_CONFIG));
  const hours = Number.isFinite(raw) && raw > 0 ? raw : DEFAULT_UPLOAD_KEEP_HOURS;
  const gone = await kernel.db
    .deleteFrom('cmsCustomFormUpload')
    .where('dataId', 'is', null)
    .where('createTime', '<', new Date(now - hours * 3_600_000).toISOString())
    .returning('filePath')
    .execute();
  // the rows are gone first: a submission can no longer name a file being removed
  await removeFiles(
    kernel,
    gone.map((r) => r.filePath),
  );
  return gone.length;
}

export const customFormUploadJobs = [
  defineJobHandler({
    name: 'operations.customFormUploadCleanup',
    description: T('清理未提交的自定义表单上传文件', '清理未提交的自訂表單上傳檔案', 'Delete custom-form uploads no submission used'),
    params: [],
    execute: async (kernel) => `uploads ${await cleanAbandonedUploads(kernel)}`,
  }),
];

/** The clean-up's seeds: the job (hourly) and the age parameter. */
export const customFormUploadSeed = {
  scheduledJobs: [
    {
      name: T('清理未提交的自定义表单上传文件', '清理未提交的自訂表單上傳檔案', 'Delete custom-form uploads no submission used'),
      invokeTarget: 'operations.customFormUploadCleanup',
      cron: '0 35 * * * ?',
    },
  ],
  configs: [
    {
      key: UPLOAD_KEEP_HOURS_CONFIG,
      value: String(DEFAULT_UPLOAD_KEEP_HOURS),
      name: T('自定义表单上传文件保留小时数', '自訂表單上傳檔案保留小時數', 'Custom-form uploads kept unsubmitted (hours)'),
      remark: 'hours a visitor upload waits for the submission naming it before the clean-up job deletes it',
    },
  ],
};
