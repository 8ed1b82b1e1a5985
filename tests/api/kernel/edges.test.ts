import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/** Requests at the edges of HTTP: every answer is a localized `{code,msg}` envelope, never a stack or an echo. */
let t: TestApp;
let admin: string;
let port: number;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t?.dispose();
});

/** Sends raw bytes and reads the whole answer (the server may close the connection after it). */
function raw(request: string): Promise<{ status: number; body: string; text: string }> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => s.write(request));
    let text = '';
    s.on('data', (d) => {
      text += d.toString();
    });
    const done = () => {
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4), text });
    };
    s.on('end', done);
    s.on('error', (e) => (text ? done() : reject(e)));
    s.setTimeout(5000, () => {
      s.destroy();
      done();
    });
  });
}

const envelope = (body: string) => JSON.parse(body) as { code: number; msg: string };

describe('robustness at the edges', () => {
  it('treats an empty application/json body as no body', async () => {
    const token = await t.login();
    const out = await fetch(`http://127.0.0.1:${port}/prod-api/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect(out.status).toBe(200);
    expect((await out.json()).code).toBe(200);
    const del = await fetch(`http://127.0.0.1:${port}/prod-api/system/notice/987654`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    const body = await del.json();
    expect(body.msg).not.toMatch(/JSON/);
  });

  it('answers malformed JSON with a localized envelope', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/prod-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: '{"username": "admin",',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ code: 500, msg: 'The request body is not valid JSON.' });
  });

  it('answers a body that does not match its Content-Length as a bad request, not an internal error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/login',
      headers: { 'content-type': 'application/json', 'content-length': '3', 'accept-language': 'en' },
      payload: '{"username":"a","password":"b"}',
    });
    expect(JSON.parse(res.body)).toEqual({ code: 500, msg: 'Bad request parameters.' });
  });

  it('answers a bad URL with a 400 envelope', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/prod-api/system/notice/%E0%A4%A`, {
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe(400);
    expect(body.msg).toBe('Bad request parameters.');
  });

  it('answers an over-long URL with a 414 envelope that does not echo it', async () => {
    const long = 'x'.repeat(9000);
    for (const url of [`/prod-api/system/notice/${long}`, `/prod-api/nowhere/${long}`]) {
      const res = await raw(`GET ${url} HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nConnection: close\r\n\r\n`);
      expect(res.status).toBe(414);
      expect(res.body).not.toContain('xxxxxxxx');
      expect(envelope(res.body)).toEqual({ code: 414, msg: 'The request address is too long.' });
    }
  });

  it('answers headers that are too large with a 431 envelope', async () => {
    const res = await raw(`GET /prod-api/getInfo HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nX-Big: ${'y'.repeat(40000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(envelope(res.body)).toEqual({ code: 431, msg: 'The request headers are too large.' });
  });

  it('answers a broken request line with a 400 envelope', async () => {
    const res = await raw('BLAH\r\n\r\n');
    expect(res.status).toBe(400);
    expect(envelope(res.body).code).toBe(400);
  });
});
