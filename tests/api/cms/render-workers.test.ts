import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { renderPool } from '../../../plugins/cms/server/publish/render-pool.ts';

/** Publishing renders in worker threads (issue 11): the pool does the work, and its sandbox limits still hold there. */
let t: TestApp;
let admin: string;
let siteId: number;
let out: string;

const write = (name: string, body: string) => {
  const dir = path.join(out, 'template');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.template.html`), body);
};

async function setIndex(name: string) {
  const s = (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data;
  const r = await t.api('PUT', '/cms/site', {
    token: admin,
    body: {
      ...s,
      publishPipeDatas: s.publishPipeDatas.map((p: any) =>
        p.pipeCode === 'pc' ? { ...p, props: { ...p.props, staticSuffix: 'html', indexTemplate: name } } : p,
      ),
    },
  });
  expect(r.code, r.msg).toBe(200);
}
const publishHome = () => t.api('POST', '/cms/site/publish', { token: admin, body: { siteId, publishIndex: true } });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  out = path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc');
});
afterAll(async () => {
  await t?.dispose();
});

describe('CMS render workers', () => {
  it('renders published pages in worker threads, not on the API thread', async () => {
    write(
      'home',
      `<h1>{{ Site.name }}</h1>{% cms_catalog level:"Root" %}<a href="{{ item.link }}">{{ item.name }}</a>{% endcms_catalog %}`,
    );
    await setIndex('home');
    const pool = renderPool(t.kernel);
    const before = pool.completed;
    const r = await publishHome();
    expect(r.code, r.msg).toBe(200);
    expect(r.data.errors).toEqual([]);
    expect(r.data.pages).toBeGreaterThanOrEqual(1);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('<h1>筑协</h1>');
    // the page task ran on the pool, whose threads are not this one
    expect(pool.completed).toBeGreaterThan(before);
    expect(pool.threads.length).toBeGreaterThan(0);
    for (const w of pool.threads) expect(w.threadId).not.toBe(threadId);
  });

  it('stops a runaway template in a worker with a message naming it, and the worker renders on', async () => {
    write('runaway', `{% for i in (1..1000000000) %}{% assign x = i %}{% endfor %}never`);
    await setIndex('runaway');
    const started = Date.now();
    const r = await publishHome();
    expect(r.code, r.msg).toBe(200);
    expect(r.data.errors.length).toBe(1);
    expect(r.data.errors[0]).toContain('runaway.template.html');
    expect(r.data.errors[0]).toMatch(/limit/i);
    // the render limit (3 s) stopped it, not the end of the loop
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).not.toContain('never');

    write('after', `<p>after {{ Site.name }}</p>`);
    await setIndex('after');
    const again = await publishHome();
    expect(again.data.errors).toEqual([]);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('<p>after 筑协</p>');
  }, 60_000);

  it('writes no page twice when its bytes did not change, and leaves no temp file', async () => {
    const file = path.join(out, 'index.html');
    const mtime = fs.statSync(file).mtimeMs;
    await new Promise((res) => setTimeout(res, 20));
    expect((await publishHome()).data.pages).toBeGreaterThanOrEqual(1);
    expect(fs.statSync(file).mtimeMs).toBe(mtime);
    write('after', `<p>changed {{ Site.name }}</p>`);
    await publishHome();
    expect(fs.readFileSync(file, 'utf8')).toBe('<p>changed 筑协</p>');
    expect(fs.readdirSync(out).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
