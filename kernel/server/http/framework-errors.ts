import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage, type Messages } from '../i18n/messages.ts';

/** Longest request target the API accepts; longer ones get a 414 envelope (never an echo of the URL). */
export const MAX_URL_LENGTH = 4096;

const envelope = (code: number, msg: string) => JSON.stringify({ code, msg });

/**
 * Node's own parser failures (bad request line, headers too large, timeouts) answered as a localized
 * envelope; the language comes from the raw bytes when they hold an Accept-Language header.
 */
export function clientErrorHandler(messages: Messages) {
  return (err: Error & { code?: string; rawPacket?: unknown }, socket: Socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const key = status === 431 ? 'server:errors.headersTooLarge' : status === 408 ? 'server:errors.timeout' : 'server:errors.badRequest';
    const head = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.subarray(0, 8192).toString('latin1') : '';
    const lang = pickLanguage(undefined, /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(head)?.[1]);
    const body = Buffer.from(envelope(status, messages.t(lang, key)));
    if (socket.writable)
      socket.end(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
    else socket.destroy();
  };
}

/** Routing failures Fastify answers itself (bad percent-encoding, a parameter too long) as localized envelopes. */
export function frameworkErrors(messages: Messages) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = pickLanguage(undefined, req.headers['accept-language']);
    const [status, key] =
      err.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, 'server:errors.urlTooLong']
        : err.code === 'FST_ERR_BAD_URL'
          ? [400, 'server:errors.badRequest']
          : [500, 'server:errors.internal'];
    reply
      .status(status)
      .header('content-type', 'application/json; charset=utf-8')
      .send(envelope(status, messages.t(lang, key)));
  };
}

/**
 * JSON bodies: an empty one counts as no body (clients send the header on DELETE and POST without a body);
 * over-long URLs are refused before routing reaches a handler that might echo them.
 */
export function installRequestEdges(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    parse(req, body as string, done);
  });
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.length > MAX_URL_LENGTH)
      reply
        .status(414)
        .header('content-type', 'application/json; charset=utf-8')
        .send(envelope(414, req.t('server:errors.urlTooLong')));
    else done();
  });
}
