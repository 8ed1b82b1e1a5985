import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // no scheduler: a job run drops the cached totals (kernel.afterWrite), which would count the row written
  // behind the API's back too early
  t = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { enabled: false } });
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

describe('cached list totals', () => {
  it('are exact right after a write through the API, and are reused between reads', async () => {
    const total = async () => (await t.api('GET', '/system/user/list?pageNum=1&pageSize=5', { token: admin })).data.total as number;
    const before = await total();
    const dept = (await t.kernel.db.selectFrom('sysDept').select('deptId').executeTakeFirstOrThrow()).deptId;
    const add = await t.api('POST', '/system/user', {
      token: admin,
      body: { userName: 'counted', nickName: 'Counted', deptId: dept, password: 'Secret#123', status: '0' },
    });
    expect(add.code, add.msg).toBe(200);
    expect(await total()).toBe(before + 1);
    // a row written behind the API's back is not counted until the short expiry: the total is cached
    await t.kernel.db.insertInto('sysUser').values({ userName: 'sneaky', nickName: 's', password: 'x', deptId: dept }).execute();
    expect(await total()).toBe(before + 1);
    t.kernel.cache.delete('count');
    expect(await total()).toBe(before + 2);
  });
});
