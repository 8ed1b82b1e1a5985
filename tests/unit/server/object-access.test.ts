import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { objectAccess, type ObjectKind } from '../../../kernel/server/crud/object-access.ts';

/** The write kit's object-access hook (issue 28): ids in params, query and body are checked; an undeclared id refuses to boot. */
describe('objectAccess', () => {
  const setup = () => {
    const calls: [string, number[], string][] = [];
    const kind = (name: string): ObjectKind => ({
      async check(_req, ids, action) {
        calls.push([name, ids, action]);
        if (ids.includes(666)) throw new Error('refused');
      },
    });
    const app = Fastify();
    objectAccess(app, { kinds: { thing: kind('thing'), other: kind('other') }, fields: { thingId: 'thing', thingIds: 'thing' } });
    return { app, calls };
  };

  it('checks every id field with the action of the route, by method unless declared', async () => {
    const { app, calls } = setup();
    const body = { type: 'object', properties: { thingIds: { type: 'array', items: { type: 'integer' } }, otherId: { type: 'integer' } } };
    app.get('/t/:id', { config: { objects: { fields: { id: 'thing' } } } }, async () => 'ok');
    app.post('/t', { config: { objects: { fields: { otherId: ['other', 'Publish'] } } }, schema: { body } }, async () => 'ok');
    app.delete(
      '/t',
      { config: { objects: { fields: { body: 'thing' } } }, schema: { body: { type: 'array', items: { type: 'integer' } } } },
      async () => 'ok',
    );
    app.put(
      '/t',
      {
        config: { objects: { action: 'Sort' } },
        schema: { querystring: { type: 'object', properties: { thingId: { type: 'integer' } } } },
      },
      async () => 'ok',
    );
    expect((await app.inject({ method: 'GET', url: '/t/7' })).body).toBe('ok');
    await app.inject({ method: 'POST', url: '/t', payload: { thingIds: [1, 2, 2], otherId: 3 } });
    await app.inject({ method: 'DELETE', url: '/t', payload: [4, 0] });
    await app.inject({ method: 'PUT', url: '/t?thingId=5' });
    expect(calls).toEqual([
      ['thing', [7], 'View'],
      ['thing', [1, 2], 'Edit'],
      ['other', [3], 'Publish'],
      ['thing', [4], 'Delete'],
      ['thing', [5], 'Sort'],
    ]);
    expect((await app.inject({ method: 'GET', url: '/t/666' })).statusCode).toBe(500);
  });

  it('refuses to register a route whose id field names no kind, and publishes what it resolved', async () => {
    const { app } = setup();
    expect(() => app.get('/u/:id', async () => 'x')).toThrow(/id field "id" names no object kind/);
    expect(() => app.post('/u', { schema: { body: { type: 'array', items: { type: 'integer' } } } }, async () => 'x')).toThrow(/"body"/);
    let schema: Record<string, unknown> | undefined;
    app.addHook('onRoute', (r) => {
      if (r.method === 'GET') schema = r.schema as Record<string, unknown>;
    });
    app.get('/u/:id', { config: { objects: { fields: { id: false } } } }, async () => 'x');
    expect(schema?.['x-objects']).toEqual({ id: false });
  });
});
