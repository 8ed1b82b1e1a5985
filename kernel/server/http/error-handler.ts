import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ResultCode } from '../../shared/codes.ts';
import { NOT_BLANK } from '../../shared/wire.ts';
import type { Kernel } from '../kernel.ts';
import { AppError } from './errors.ts';
import { pickLanguage } from '../i18n/messages.ts';

/** A field's label in the request language: `<plugin>:fields.<name>`, then `server:fields.<name>`, then the name. */
export function fieldLabel(kernel: Kernel, req: FastifyRequest, field: string): string {
  const plugin = req.routeOptions?.config?.plugin;
  return (
    (plugin && kernel.messages.lookup(req.lang, `${plugin}:fields.${field}`)) ||
    kernel.messages.lookup(req.lang, `server:fields.${field}`) ||
    field
  );
}

function schemaMessage(kernel: Kernel, req: FastifyRequest, err: FastifyError): { msg: string; field: string } {
  const v = err.validation?.[0];
  if (!v) return { msg: req.t('server:errors.badRequest'), field: '' };
  const p = v.params as Record<string, unknown>;
  const path = (v.instancePath || '').split('/').filter(Boolean);
  let field = path.filter((s) => !/^\d+$/.test(s)).pop() ?? '';
  if (v.keyword === 'required') field = String(p.missingProperty ?? field);
  if (v.keyword === 'additionalProperties') field = String(p.additionalProperty ?? field);
  if (!field) field = (err as { validationContext?: string }).validationContext ?? '';
  const label = fieldLabel(kernel, req, field);
  const known = [
    'required',
    'type',
    'minLength',
    'maxLength',
    'minimum',
    'maximum',
    'enum',
    'pattern',
    'format',
    'maxItems',
    'minItems',
    'additionalProperties',
    'finite',
  ];
  const blank = v.keyword === 'pattern' && p.pattern === NOT_BLANK;
  // an empty batch (a body that is the ids, or an ids field): SPEC §8's "Select at least one record first."
  const noneChosen = v.keyword === 'minItems' && Number(p.limit) === 1 && (path.length === 0 || /ids$/i.test(field));
  const key = blank
    ? 'server:schema.required'
    : noneChosen
      ? 'server:schema.noneSelected'
      : known.includes(v.keyword)
        ? `server:schema.${v.keyword}`
        : 'server:schema.invalid';
  return { msg: req.t(key, { field: label, ...p }), field };
}

const DB_GONE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '53300']);
/**
 * Whether a failure is PostgreSQL being away (restarting, failing over, refusing connections) rather than a
 * fault of the request: connection exceptions (class 08), shutdowns (57P01–57P03), too many connections, a
 * database not accepting connections, a connection ended under a query, or the pool's connect timeout.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  const msg = typeof e.message === 'string' ? e.message : '';
  return (
    code.startsWith('08') ||
    /^57P0[1-3]$/.test(code) ||
    DB_GONE_CODES.has(code) ||
    (code === '55000' && /not currently accepting connections/.test(msg)) ||
    /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(msg)
  );
}

/** Turns every failure into a localized `{code,msg}` envelope; internal details never reach the client. */
export function installErrorHandler(app: FastifyInstance, kernel: Kernel): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // a hook running before the request context's (the IP rules loading their list) may fail before the
    // language was read: read it here too (it comes from the request alone)
    req.lang = pickLanguage((req.query as Record<string, unknown> | undefined)?.lang, req.headers['accept-language']);
    if (err instanceof AppError) {
      const params = Array.isArray(err.params) ? err.params : { ...err.params };
      if (!Array.isArray(params) && typeof params.field === 'string') params.field = fieldLabel(kernel, req, params.field);
      const body: Record<string, unknown> = { code: err.code, msg: req.t(err.key, params) };
      if (err.data !== undefined) body.data = err.data;
      return reply.status(200).send(body);
    }
    if (err.validation) {
      const { msg, field } = schemaMessage(kernel, req, err);
      return reply.status(200).send({ code: ResultCode.ERROR, msg, data: field ? { field } : undefined });
    }
    const byCode: Record<string, string> = {
      FST_ERR_CTP_INVALID_JSON_BODY: 'server:errors.badJson',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'server:errors.badJson',
      FST_ERR_CTP_BODY_TOO_LARGE: 'server:errors.tooLarge',
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'server:errors.badMediaType',
      FST_REQ_FILE_TOO_LARGE: 'server:errors.fileTooLarge',
      FST_FILES_LIMIT: 'server:errors.tooManyFiles',
      FST_INVALID_MULTIPART_CONTENT_TYPE: 'server:errors.badMediaType',
    };
    // any other refusal Fastify or a plugin raises about the request itself (4xx): a bad request, not a fault
    const clientFault = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500;
    const key =
      byCode[err.code] ?? (err instanceof SyntaxError ? 'server:errors.badJson' : clientFault ? 'server:errors.badRequest' : null);
    if (key) return reply.status(200).send({ code: ResultCode.ERROR, msg: req.t(key) });
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return reply.status(200).send({ code: ResultCode.ERROR, msg: req.t('server:errors.dbUnavailable') });
    }
    req.log.error({ err }, 'unhandled error');
    if (process.env.ZX_DEBUG_ERRORS) console.error(err);
    return reply.status(200).send({ code: ResultCode.ERROR, msg: req.t('server:errors.internal') });
  });
  app.setNotFoundHandler((req, reply) => {
    reply
      .status(404)
      .send({ code: ResultCode.NOT_FOUND, msg: req.t('server:errors.noRoute', { url: req.url.split('?')[0].slice(0, 200) }) });
  });
}
