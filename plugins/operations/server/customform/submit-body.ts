import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SchemaField } from './schema-fields.ts';

/**
 * The values of a submission: a JSON client's `data`, or the fields of a browser's encoded form at the top of the
 * body (all text): those are turned into the schema's types (numbers, yes/no, lists split at commas).
 */
export function formValues(fields: SchemaField[], body: Record<string, unknown>): Record<string, unknown> {
  if (body.data && typeof body.data === 'object' && !Array.isArray(body.data)) return body.data as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    // a browser's check boxes: one `code[value]` field each
    const boxes = Object.keys(body).filter((k) => k.startsWith(`${f.code}[`) && k.endsWith(']'));
    if (boxes.length) {
      out[f.code] = boxes.map((k) => String(body[k]));
      continue;
    }
    const v = body[f.code];
    if (typeof v !== 'string') {
      if (v !== undefined) out[f.code] = v;
      continue;
    }
    if (v === '') continue;
    if (f.type === 'number') out[f.code] = Number.isFinite(Number(v)) ? Number(v) : v;
    else if (f.type === 'boolean') out[f.code] = v === 'true' || v === 'on' || v === '1';
    else if (f.type === 'array')
      out[f.code] = v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
    else out[f.code] = v;
  }
  return out;
}

/**
 * The answer to a browser's encoded post: back to the page it came from (its Referer, http(s) only) with the
 * result in the query (`cf_result=ok|error`, `cf_msg`; a vote's `vote_…`), or, without a Referer, a short page saying it.
 */
export function resultRedirect(
  req: FastifyRequest,
  reply: FastifyReply,
  success: boolean,
  message: string,
  back: { prefix: string; anchor: string } = { prefix: 'cf', anchor: 'cms-custom-form' },
) {
  const referer = String(req.headers.referer ?? '');
  let url: URL | null = null;
  try {
    url = /^https?:\/\//i.test(referer) ? new URL(referer) : null;
  } catch {
    url = null;
  }
  if (url) {
    url.searchParams.set(`${back.prefix}_result`, success ? 'ok' : 'error');
    url.searchParams.set(`${back.prefix}_msg`, message.slice(0, 300));
    url.hash = back.anchor;
    return reply.header('Cache-Control', 'no-store').redirect(url.toString(), 303);
  }
  const esc = message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return reply
    .status(success ? 200 : 400)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><meta charset="utf-8"><p role="${success ? 'status' : 'alert'}">${esc}</p>`);
}
