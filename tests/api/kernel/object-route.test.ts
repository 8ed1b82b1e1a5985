import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { objectAccess } from '../../../kernel/server/crud/object-access.ts';
import { objectRoute } from '../../../kernel/server/crud/object-route.ts';
import { loadRow } from '../../../kernel/server/crud/write-routes.ts';
import { ok } from '../../../kernel/server/http/envelope.ts';
import { fail } from '../../../kernel/server/http/errors.ts';
import { defineServerPlugin } from '../../../kernel/server/plugin.ts';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { serverPlugins } from '../../../plugins/index.server.ts';
import { ResultCode } from '../../../kernel/shared/codes.ts';

/** The write kit's object route (issue 30): checks by id, loads, writes with the version check in one transaction, logs, invalidates. */
const checked: number[][] = [];
let invalidated = 0;

const PostEdit = Type.Object({ postId: Type.Integer({ minimum: 1 }), postName: Type.String(), version: Type.Integer() });

const kitDemo = defineServerPlugin({
  id: 'kitdemo',
  dependsOn: ['system'],
  prefixes: ['/kitdemo/'],
  permissions: ['kitdemo:post:edit', 'kitdemo:post:view'],
  routes(app, kernel) {
    objectAccess(app, {
      kinds: {
        post: {
          async check(_req, ids) {
            checked.push(ids);
            if (ids.includes(666)) throw fail('server:errors.notFound');
          },
        },
      },
      fields: { postId: 'post' },
    });
    objectRoute(app, kernel, {
      method: 'PUT',
      url: '/kitdemo/post',
      access: 'kitdemo:post:edit',
      log: { title: 'kitdemo post', type: 'UPDATE' },
      objects: { fields: { postId: 'post' } },
      schema: { body: PostEdit },
      load: (req, { db }) => loadRow(db, 'sysPost', 'postId', req.body.postId),
      handle: async (req, post, { update }) => {
        await update('sysPost', { column: 'postId', id: post.postId }, req.body.version, { postName: req.body.postName });
        // a refusal after the write: the transaction takes the write back
        if (req.body.postName === 'boom') throw fail('server:errors.notFound');
        return ok({ before: post.postName });
      },
      after: () => {
        invalidated++;
      },
    });
    objectRoute(app, kernel, {
      method: 'GET',
      url: '/kitdemo/post/:postId',
      access: 'kitdemo:post:view',
      schema: { params: Type.Object({ postId: Type.Integer() }) },
      load: (req, { db }) => loadRow(db, 'sysPost', 'postId', req.params.postId),
      handle: (_req, post) => ok({ name: post.postName, version: post.version }),
    });
  },
});

describe('objectRoute', () => {
  let t: TestApp;
  let admin: string;
  let postId: number;
  beforeAll(async () => {
    t = await createTestApp(inject('pgAdminUrl'), {}, { plugins: [...serverPlugins, kitDemo] });
    admin = await t.login();
    const row = await t.kernel.db
      .insertInto('sysPost')
      .values({ postCode: 'kit', postName: 'Kit', postSort: 1 })
      .returning('postId')
      .executeTakeFirstOrThrow();
    postId = row.postId;
  });
  afterAll(async () => t?.dispose());
  const api = (method: string, url: string, body?: unknown) => t.api(method, url, { token: admin, body, lang: 'en' });

  it('checks the ids, loads, writes with the version check, logs and invalidates', async () => {
    const r = await api('PUT', '/kitdemo/post', { postId, postName: 'Kit 2', version: 0 });
    expect(r).toMatchObject({ code: 200, data: { before: 'Kit' } });
    expect(checked.at(-1)).toEqual([postId]);
    expect(invalidated).toBe(1);
    expect((await api('GET', `/kitdemo/post/${postId}`)).data).toEqual({ name: 'Kit 2', version: 1 });
    // the operation log is written after the answer: wait for it (a loaded machine writes it later)
    const logged = () =>
      t.kernel.db.selectFrom('sysOperLog').select(['title', 'businessType']).where('operUrl', 'like', '%/kitdemo/post').execute();
    let log = await logged();
    for (let i = 0; i < 100 && !log.length; i++) {
      await new Promise((res) => setTimeout(res, 20));
      log = await logged();
    }
    expect(log).toEqual([{ title: 'kitdemo post', businessType: 'UPDATE' }]);
  });

  it('refuses a stale version, a missing or refused object, and takes back a write whose handler throws', async () => {
    expect((await api('PUT', '/kitdemo/post', { postId, postName: 'stale', version: 0 })).code).toBe(ResultCode.CONFLICT);
    expect((await api('PUT', '/kitdemo/post', { postId: 99999, postName: 'x', version: 0 })).code).toBe(ResultCode.NOT_FOUND);
    const refused = await api('PUT', '/kitdemo/post', { postId: 666, postName: 'x', version: 0 });
    expect(refused.code).not.toBe(200);
    expect((await api('PUT', '/kitdemo/post', { postId, postName: 'boom', version: 1 })).code).not.toBe(200);
    // nothing of the refused writes stayed, and none of them invalidated
    expect((await api('GET', `/kitdemo/post/${postId}`)).data).toEqual({ name: 'Kit 2', version: 1 });
    expect(invalidated).toBe(1);
  });
});
