import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../kernel/server/testkit.ts';

/** Jobs and tasks as a v1.4.3 console sends them (chestnut-api.md §1.3), and job edits under optimistic locking. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { enabled: false } });
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

const job = { jobName: 'compat', jobGroup: 'DEFAULT', invokeTarget: 'monitor.noop', cronExpression: '0 0 3 * * ?', status: '1' };

describe('monitor bodies of v1.4.3 clients', () => {
  it('a job edit carries its version: a stale one is refused with 409 and writes nothing', async () => {
    const add = await t.api('POST', '/monitor/job', { token: admin, body: job });
    expect(add.code, add.msg).toBe(200);
    const loaded = (await t.api('GET', `/monitor/job/${add.data.jobId}`, { token: admin })).data;
    const first = await t.api('PUT', '/monitor/job', {
      token: admin,
      body: { ...job, jobId: loaded.jobId, jobName: 'one', version: loaded.version },
    });
    expect(first.code, first.msg).toBe(200);
    const stale = await t.api('PUT', '/monitor/job', {
      token: admin,
      lang: 'en',
      body: { ...job, jobId: loaded.jobId, jobName: 'two', version: loaded.version },
    });
    expect(stale.code).toBe(409);
    expect((await t.api('GET', `/monitor/job/${loaded.jobId}`, { token: admin })).data.jobName).toBe('one');
    const gone = await t.api('PUT', '/monitor/job', { token: admin, body: { ...job, jobId: 999999, version: 0 } });
    expect(gone.code).toBe(404);
  });

  it('read-only and unknown fields on PUT /monitor/job and POST/PUT /monitor/task are ignored; a wrong type is still refused', async () => {
    const add = await t.api('POST', '/monitor/job', { token: admin, body: { ...job, jobName: 'echo' } });
    const loaded = (await t.api('GET', `/monitor/job/${add.data.jobId}`, { token: admin })).data;
    const echoed = {
      ...loaded,
      createBy: 'someone',
      createTime: '2020-01-01 00:00:00',
      updateTime: 'x',
      nextValidTime: 'y',
      jobName: 'echoed',
    };
    delete echoed.version; // a v1.4.3 console knows no version: last write wins
    const put = await t.api('PUT', '/monitor/job', { token: admin, body: echoed });
    expect(put.code, put.msg).toBe(200);
    const after = (await t.api('GET', `/monitor/job/${loaded.jobId}`, { token: admin })).data;
    expect(after.jobName).toBe('echoed');
    expect(after.createBy).not.toBe('someone');

    const wrong = await t.api('PUT', '/monitor/job', { token: admin, lang: 'en', body: { ...echoed, concurrent: 5 } });
    expect(wrong.code).toBe(500);
    expect(wrong.data?.field).toBe('concurrent');

    const task = {
      taskType: 'monitor.noop',
      taskTypeName: 'No-op',
      taskTrigger: 'Periodic',
      fixedRate: 'Y',
      data: { fixedRate: 'Y', seconds: 60, delaySeconds: 0 },
      status: '1',
      createTime: '2020-01-01 00:00:00',
    };
    const created = await t.api('POST', '/monitor/task', { token: admin, body: task });
    expect(created.code, created.msg).toBe(200);
    const edited = await t.api('PUT', '/monitor/task', {
      token: admin,
      body: { ...task, taskId: created.data.taskId, nextValidTime: 'z', remark: 'edited' },
    });
    expect(edited.code, edited.msg).toBe(200);
    expect((await t.api('GET', `/monitor/task/${created.data.taskId}`, { token: admin })).data.remark).toBe('edited');
    const bad = await t.api('PUT', '/monitor/task', { token: admin, body: { ...task, taskId: created.data.taskId, data: 'x' } });
    expect(bad.code).toBe(500);
  });

  it('a viewer (asUser) lists jobs but is refused the edit, and nothing changes', async () => {
    const viewer = await t.asUser({ userName: 'jobviewer', permissions: ['monitor:job:view'] });
    const list = await viewer.api('GET', '/monitor/job/list');
    expect(list.code, list.msg).toBe(200);
    const first = list.data.rows[0];
    expect(first.version).toBeTypeOf('number');
    const put = await viewer.api('PUT', '/monitor/job', {
      body: { ...job, jobId: first.jobId, jobName: 'hijacked', version: first.version },
    });
    expect(put.code).toBe(403);
    expect((await t.api('GET', `/monitor/job/${first.jobId}`, { token: admin })).data.jobName).not.toBe('hijacked');
  });
});
