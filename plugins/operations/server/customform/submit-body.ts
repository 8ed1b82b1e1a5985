import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type Kernel, verifySigned } from '#kernel/server';
import { CUSTOM_FORM_BACK_PURPOSE, isBackUrl, resultParams } from '../../shared/custom-form-result.ts';
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

/** What a post came to: its message key, the key's parameters and the field it names. */
export interface SubmitOutcome {
  success: boolean;
  key: string;
  params: Record<string, unknown>;
  field?: string;
}

/** The outcome of a refusal (an AppError's key, parameters and field), or the internal error's. */
export function outcomeOf(e: unknown): SubmitOutcome {
  if (!(e instanceof AppError)) return { success: false, key: 'server:errors.internal', params: {} };
  const params = e.params && !Array.isArray(e.params) ? e.params : {};
  const field = (e.data as { field?: unknown } | undefined)?.field;
  return { success: false, key: e.key, params, field: typeof field === 'string' ? field : undefined };
}

/**
 * The answer to a browser's encoded post: back to the page URL the form carries when the server's signature of it
 * (`backSig`, signed when the tag rendered the page) holds, with the result as a message key and its parameters
 * (`cf_result`, `cf_key`, `cf_field`, `p_*`: custom-form-result.ts) — never to a URL the request merely names;
 * without a valid signature (a sandboxed page sends no Referer either), a short page saying it in the request's
 * language.
 */
export async function resultRedirect(kernel: Kernel, req: FastifyRequest, reply: FastifyReply, o: SubmitOutcome) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const back = body.back;
  reply.header('Cache-Control', 'no-store');
  if (isBackUrl(back) && (await verifySigned(kernel.db, CUSTOM_FORM_BACK_PURPOSE, back, String(body.backSig ?? '')))) {
    const url = new URL(back, 'http://relative.invalid');
    for (const [k, v] of resultParams(o.success, o.key, o.params, o.field)) url.searchParams.set(k, v);
    url.hash = 'cms-custom-form';
    const to = url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.toString();
    return reply.redirect(to, 303);
  }
  return resultPage(reply, o.success, req.t(o.key, { ...o.params, field: o.params.field ?? o.field ?? '' } as never));
}

/** A short page saying what a post came to (the text escaped), when there is no page to send the reader back to. */
export function resultPage(reply: FastifyReply, success: boolean, message: string) {
  const esc = message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return reply
    .status(success ? 200 : 400)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><meta charset="utf-8"><p role="${success ? 'status' : 'alert'}">${esc}</p>`);
}
