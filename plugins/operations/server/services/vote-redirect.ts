import type { FastifyReply, FastifyRequest } from 'fastify';
import { resultPage } from '../customform/submit-body.ts';

/**
 * The answer to a browser's encoded vote: back to the page it came from (its Referer, http(s) only) with the result
 * in the query (`vote_result=ok|error`, `vote_msg`), or, without a Referer, a short page saying it. (Custom forms
 * answer to a page URL the server signed instead — customform/submit-body.ts — which votes should follow.)
 */
export function voteRedirect(
  req: FastifyRequest,
  reply: FastifyReply,
  success: boolean,
  message: string,
  back: { prefix: string; anchor: string },
) {
  const referer = String(req.headers.referer ?? '');
  let url: URL | null = null;
  try {
    url = /^https?:\/\//i.test(referer) ? new URL(referer) : null;
  } catch {
    url = null;
  }
  reply.header('Cache-Control', 'no-store');
  if (url) {
    url.searchParams.set(`${back.prefix}_result`, success ? 'ok' : 'error');
    url.searchParams.set(`${back.prefix}_msg`, message.slice(0, 300));
    url.hash = back.anchor;
    return reply.redirect(url.toString(), 303);
  }
  return resultPage(reply, success, message);
}
