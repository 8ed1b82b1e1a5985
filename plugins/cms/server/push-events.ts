import { type Kernel, type PushEventSeed, emitEvent } from '#kernel/server';

/** What the CMS tells people through the message pusher (issue 31): pages of a publish that failed. */
export const CMS_EVENTS: PushEventSeed[] = [
  {
    code: 'cms.publish.failed',
    name: { 'zh-CN': '发布失败', 'zh-TW': '發布失敗', en: 'Publishing failed' },
    template: {
      subject: { 'zh-CN': '发布失败：{{ count }} 处', 'zh-TW': '發布失敗：{{ count }} 處', en: 'Publishing failed: {{ count }} page(s)' },
      body: {
        'zh-CN': '发布内容 {{ contents }} 时有 {{ count }} 处失败，首个：{{ first }}',
        'zh-TW': '發布內容 {{ contents }} 時有 {{ count }} 處失敗，首個：{{ first }}',
        en: 'Publishing contents {{ contents }} failed at {{ count }} place(s); the first: {{ first }}',
      },
    },
  },
];

/** Tells the subscribers of `cms.publish.failed` what a batch of the publish queue could not write or deploy. */
export async function noticePublishFailed(kernel: Kernel, contentIds: number[], failures: string[]): Promise<void> {
  if (!failures.length) return;
  await kernel.db.transaction().execute((trx) =>
    emitEvent(kernel, trx, 'cms.publish.failed', {
      contents: contentIds.join(', '),
      count: failures.length,
      first: failures[0].slice(0, 500),
    }),
  );
}
