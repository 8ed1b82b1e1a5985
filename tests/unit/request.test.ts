// @vitest-environment happy-dom
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allowSubmit } from '../../kernel/client/request/repeat-guard.ts';
import { http as api, RequestError, setRequestUi, toSearchParams } from '../../kernel/client/request/index.ts';
import { setToken } from '../../kernel/client/auth/token.ts';
import { contributeRequestHeaders } from '../../kernel/client/request/request.ts';

/** A real HTTP server answering what each test asks for. */
let server: http.Server;
let last: { url: string; headers: http.IncomingHttpHeaders; body: string } | null = null;
let reply: (res: http.ServerResponse) => void = (res) => res.end('{"code":200,"msg":"ok","data":1}');
const shown: string[] = [];
let reloginAsked = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('access-control-allow-origin', '*');
      if (req.method === 'OPTIONS') {
        // the browser's CORS preflight for our custom headers
        res.setHeader('access-control-allow-headers', '*');
        res.setHeader('access-control-allow-methods', '*');
        res.statusCode = 204;
        return res.end();
      }
      last = { url: req.url ?? '', headers: req.headers, body };
      reply(res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  window.__ZHUXIE__ = { apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/prod-api`, plugins: [] };
});
afterAll(() => server.close());
beforeEach(() => {
  shown.length = 0;
  reloginAsked = 0;
  sessionStorage.clear();
  setRequestUi({
    error: (m) => shown.push(`error:${m}`),
    warning: (m) => shown.push(`warning:${m}`),
    notify: (m) => shown.push(`notify:${m}`),
    confirmRelogin: async () => {
      reloginAsked++;
      return false;
    },
    t: (k, p) => (p ? `${k}${JSON.stringify(p)}` : k),
  });
});

describe('duplicate-submit guard', () => {
  it('blocks the same url and data within 1000 ms only', () => {
    const s = window.sessionStorage;
    expect(allowSubmit('/a', { x: 1 }, 1000, s)).toBe(true);
    expect(allowSubmit('/a', { x: 1 }, 1500, s)).toBe(false);
    expect(allowSubmit('/a', { x: 2 }, 1600, s)).toBe(true);
    expect(allowSubmit('/b', { x: 2 }, 1700, s)).toBe(true);
    expect(allowSubmit('/b', { x: 2 }, 2800, s)).toBe(true);
  });

  it('refuses a repeated POST with the repeat message unless switched off', async () => {
    await api.post('/save', { a: 1 });
    await expect(api.post('/save', { a: 1 })).rejects.toThrow('common:request.repeat');
    expect(shown).toContain('warning:common:request.repeat');
    await expect(api.post('/save', { a: 1 }, { repeatSubmit: false })).resolves.toBe(1);
  });
});

describe('headers and params', () => {
  it('sends bearer, a plugin-contributed header (the current site) and language; flattens nested params', async () => {
    setToken('tok-1');
    // the CMS plugin contributes its header through ClientPlugin.requestHeaders; the kernel names none
    contributeRequestHeaders(() => ({ CurrentSite: localStorage.getItem('CurrentSite') ?? undefined }));
    localStorage.setItem('CurrentSite', '7');
    localStorage.setItem('lang', 'en');
    await api.get('/x', { params: { a: 1, empty: '', params: { beginTime: '2026-01-01' } } });
    expect(last!.headers.authorization).toBe('Bearer tok-1');
    expect(last!.headers.currentsite).toBe('7');
    expect(last!.headers['accept-language']).toBe('en');
    expect(decodeURIComponent(last!.url)).toBe('/prod-api/x?a=1&params[beginTime]=2026-01-01');
    await api.post('/login', { u: 1 }, { isToken: false });
    expect(last!.headers.authorization).toBeUndefined();
    expect(toSearchParams({ ids: [1, 2] }).toString()).toBe('ids=1%2C2');
  });
});

describe('envelope codes (SPEC §8)', () => {
  const answer = (env: object) => (reply = (res) => res.end(JSON.stringify(env)));

  it('500 shows an error, 601 a warning, 403 the mapped text, other codes the message', async () => {
    answer({ code: 500, msg: 'boom' });
    await expect(api.get('/e')).rejects.toBeInstanceOf(RequestError);
    answer({ code: 601, msg: 'careful' });
    await expect(api.get('/w')).rejects.toThrow('careful');
    answer({ code: 403, msg: 'nope' });
    await expect(api.get('/f')).rejects.toThrow('common:request.errorCode.403');
    answer({ code: 418, msg: 'teapot' });
    await expect(api.get('/t')).rejects.toThrow('teapot');
    expect(shown).toEqual(['error:boom', 'warning:careful', 'notify:common:request.errorCode.403', 'notify:teapot']);
  });

  it('a 401 asks to log in again only once while the prompt is open', async () => {
    answer({ code: 401, msg: 'expired' });
    let answerPrompt: (yes: boolean) => void = () => {};
    setRequestUi({
      confirmRelogin: () => {
        reloginAsked++;
        return new Promise((r) => (answerPrompt = r));
      },
    });
    const calls = await Promise.allSettled([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(calls.every((c) => c.status === 'rejected' && String(c.reason.message) === 'common:request.sessionInvalid')).toBe(true);
    expect(reloginAsked).toBe(1);
    answerPrompt(false);
    await new Promise((r) => setTimeout(r, 0));
    await api.get('/d').catch(() => {});
    expect(reloginAsked).toBe(2);
  });

  it('an envelope error keeps the field the server named', async () => {
    answer({ code: 500, msg: 'Post code: taken', data: { field: 'postCode' } });
    const e = (await api.post('/p', { z: Math.random() }).catch((x) => x)) as RequestError;
    expect(e.data).toEqual({ field: 'postCode' });
  });
});

describe('transport failures', () => {
  it('maps HTTP status, timeout and network failure to their messages', async () => {
    reply = (res) => {
      res.statusCode = 502;
      res.end('bad gateway');
    };
    await expect(api.get('/s')).rejects.toThrow('common:request.apiError{"status":502}');
    reply = (res) => setTimeout(() => res.end('{"code":200}'), 300);
    await expect(api.get('/slow', { timeout: 50 })).rejects.toThrow('common:request.timeout');
    window.__ZHUXIE__ = { ...window.__ZHUXIE__, apiBase: 'http://127.0.0.1:1/prod-api' };
    await expect(api.get('/down')).rejects.toThrow('common:request.network');
    window.__ZHUXIE__ = { ...window.__ZHUXIE__, apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/prod-api` };
  });
});
