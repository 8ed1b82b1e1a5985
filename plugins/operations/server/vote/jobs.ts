import { defineJobHandler, texts as T } from '#kernel/server';
import { publishClosedDigests } from './chain.ts';

/** The job that publishes the digest of each vote whose end time passed (or that was closed) without one yet. */
export const voteJobs = [
  defineJobHandler({
    name: 'operations.voteDigests',
    description: T('发布已结束投票的摘要', '發布已結束投票的摘要', 'Publish the digests of ended votes'),
    params: [],
    execute: async (kernel) => `digests ${await publishClosedDigests(kernel)}`,
  }),
];

/** Its seed: every minute. */
export const voteSeed = {
  scheduledJobs: [
    {
      name: T('发布已结束投票的摘要', '發布已結束投票的摘要', 'Publish the digests of ended votes'),
      invokeTarget: 'operations.voteDigests',
      cron: '0 * * * * ?',
    },
  ],
};
