import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type Kernel, verifySigned } from '#kernel/server';
import { isBackUrl, PAGE_BACK_PURPOSE, type ReturnChannel, returnParams } from '../../shared/page-return.ts';

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
 * The answer to a browser's encoded post (a custom form's, a vote's): back to the page URL the form carries when
 * the server's signature of it (`backSig`, signed when the tag rendered the page) holds, with the result as a
 * message key and its parameters (the channel's `<prefix>_result`, `_key`, `_field`, `p_*`: shared/page-return.ts)
 * at the form's anchor — never to a URL the request merely names (a Referer, an unsigned or re-signed `back`);
 * without a valid signature (a sandboxed page sends no Referer either), a short page saying it in the request's
 * language.
 */
export async function returnRedirect(
  kernel: Kernel,
  req: FastifyRequest,
  reply: FastifyReply,
  channel: ReturnChannel,
  anchor: string,
  o: SubmitOutcome,
) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const back = body.back;
  reply.header('Cache-Control', 'no-store');
  if (isBackUrl(back) && (await verifySigned(kernel.db, PAGE_BACK_PURPOSE, back, String(body.backSig ?? '')))) {
    const url = new URL(back, 'http://relative.invalid');
    for (const [k, v] of returnParams(channel, o.success, o.key, o.params, o.field)) url.searchParams.set(k, v);
    url.hash = anchor;
    const to = url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.toString();
    return reply.redirect(to, 303);
  }
  return resultPage(reply, o.success, req.t(o.key, { ...o.params, field: o.params.field ?? o.field ?? '' } as never));
}

/** A short page saying what a post came to (the text escaped), when there is no page to send the reader back to. */
function resultPage(reply: FastifyReply, success: boolean, message: string) {
  const esc = message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return reply
    .status(success ? 200 : 400)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><meta charset="utf-8"><p role="${success ? 'status' : 'alert'}">${esc}</p>`);
}
