import type { TestApp } from '../../../kernel/server/testkit.ts';

/** The CMS API tests' kit: waiting for what a save or publish started in the background. */

/** an async task (a content's save, a site publish) once it succeeded or failed */
export async function waitTask(t: TestApp, token: string, taskId: string) {
  for (let i = 0; i < 600; i++) {
    const r = await t.api('GET', `/async/task/${taskId}`, { token });
    if (r.data?.status === 'SUCCESS' || r.data?.status === 'FAILED') return r.data;
    await new Promise((res) => setTimeout(res, 25));
  }
  throw new Error('task did not finish');
}

/** the publish queue once it is empty */
export async function publishDrained(t: TestApp, token: string) {
  for (let i = 0; i < 400; i++) {
    if ((await t.api('GET', '/cms/publish/taskCount', { token })).data === 0) return;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('the publish queue did not drain');
}
