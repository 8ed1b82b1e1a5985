import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kernel } from '../kernel.ts';
import { clientInfo } from '../auth/client-info.ts';

const SECRET_KEYS = /pass(word)?|pwd|token|secret|authorization|aeskey|credential/i;
const MAX_TEXT = 2000;
/** A route logged in `full` still has a bound: the largest script and output the console allows, with room. */
const FULL_TEXT = 4 * 1024 * 1024;

const clip = (s: string, max = MAX_TEXT) => (s.length > max ? `${s.slice(0, max)}…` : s);

const MAX_DEPTH = 8;
const MAX_NODES = 500;
const TRUNCATED = '…';

/**
 * Replaces secret-looking values anywhere in a JSON-like value with a mask. The copy is bounded (depth,
 * values, string length) so any request body, however deep or wide, can be logged: the rest becomes `…`.
 */
export function maskSecrets(v: unknown, depth = 0, budget = { nodes: MAX_NODES, text: MAX_TEXT }): unknown {
  if (v == null) return v;
  if (typeof v === 'string') return clip(v, budget.text);
  if (typeof v !== 'object') return v;
  if (depth >= MAX_DEPTH || budget.nodes <= 0) return TRUNCATED;
  if (Array.isArray(v)) {
    const out: unknown[] = [];
    for (const x of v) {
      if (budget.nodes-- <= 0) {
        out.push(TRUNCATED);
        break;
      }
      out.push(maskSecrets(x, depth + 1, budget));
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (budget.nodes-- <= 0) {
      out[TRUNCATED] = TRUNCATED;
      break;
    }
    out[k] = SECRET_KEYS.test(k) ? '******' : maskSecrets(x, depth + 1, budget);
  }
  return out;
}

const TYPE_BY_METHOD: Record<string, string> = { POST: 'INSERT', PUT: 'UPDATE', DELETE: 'DELETE', PATCH: 'UPDATE' };

/** Writes a sys_oper_log row for every mutating API request (unless the route opts out with `log: false`). */
export function installOperationLog(app: FastifyInstance, kernel: Kernel): void {
  // callback hooks: they run on every request, reads included, which they leave at once
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (TYPE_BY_METHOD[req.method] && req.routeOptions.config?.access !== undefined && typeof payload === 'string')
      (req as unknown as { zxPayload?: string }).zxPayload = payload;
    done(null, payload);
  });
  app.addHook('onResponse', (req, reply, done) => {
    const cfg = req.routeOptions.config;
    if (!TYPE_BY_METHOD[req.method] || cfg?.access === undefined || cfg.log === false) return done();
    writeLog(req, reply, cfg).then(() => done(), done);
  });
  const writeLog = async (req: FastifyRequest, reply: FastifyReply, cfg: FastifyContextConfig) => {
    const payload = (req as unknown as { zxPayload?: string }).zxPayload ?? '';
    const text = cfg.log && cfg.log.full ? FULL_TEXT : MAX_TEXT;
    const masked = (v: unknown) => maskSecrets(v, 0, { nodes: MAX_NODES, text });
    let code: number | null = null;
    let response = payload;
    try {
      const parsed = JSON.parse(payload);
      code = typeof parsed.code === 'number' ? parsed.code : null;
      response = JSON.stringify(masked(parsed));
    } catch {
      /* not JSON (a file) */
    }
    const query = req.query && Object.keys(req.query as object).length ? masked(req.query) : undefined;
    const body =
      req.body != null &&
      typeof req.body === 'object' &&
      !Buffer.isBuffer(req.body) &&
      !(req as { isMultipart?: () => boolean }).isMultipart?.()
        ? masked(req.body)
        : undefined;
    const info = clientInfo(req);
    const log = cfg.log || undefined;
    try {
      await kernel.db
        .insertInto('sysOperLog')
        .values({
          title: log?.title ?? req.routeOptions.url ?? req.url,
          businessType: log?.type ?? TYPE_BY_METHOD[req.method],
          method: `${cfg.plugin ?? 'kernel'}:${req.routeOptions.url}`,
          requestMethod: req.method,
          operUid: req.user?.userId ?? null,
          operName: req.user?.userName ?? null,
          deptName: req.user?.deptName ?? null,
          operUrl: clip(req.url.replace(/([?&]Authorization=)[^&]*/i, '$1******')),
          operIp: info.ip,
          operLocation: info.location,
          userAgent: clip(req.headers['user-agent'] ?? ''),
          requestArgs: clip(JSON.stringify({ query, body }) ?? '', text),
          responseResult: clip(response, text),
          responseCode: code,
          cost: Math.round(reply.elapsedTime),
        })
        .execute();
    } catch (e) {
      req.log.error({ err: e }, 'operation log write failed');
    }
  };
}
