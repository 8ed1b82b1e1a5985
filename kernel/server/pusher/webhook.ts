import crypto from 'node:crypto';
import { postRemote } from '../http/remote-fetch.ts';
import { type HookConfig, hookAddressRule } from './channel-config.ts';
import type { ChannelType } from './tables.ts';
import type { RenderedMessage } from './templates.ts';

/** What a robot or webhook receives beside the message: which event, which occurrence. */
export interface HookContext {
  eventCode: string;
  occurrenceId: number;
  payload: Record<string, unknown>;
}

const hmac = (key: string, data: string, enc: 'base64' | 'hex') => crypto.createHmac('sha256', key).update(data).digest(enc);

/**
 * The request each kind of robot takes: WeCom a markdown message (its key is in the URL), DingTalk a
 * markdown message signed in the query (`timestamp`, `sign` = HMAC-SHA256 of "timestamp\nsecret"), Feishu a
 * text message signed in the body (HMAC keyed by "timestamp\nsecret"), the generic webhook the whole event
 * as JSON with `X-Zhuxie-Timestamp` and `X-Zhuxie-Signature: sha256=<HMAC of "timestamp.body">`.
 */
export function hookRequest(type: ChannelType, c: HookConfig, m: RenderedMessage, ctx: HookContext, now = Date.now()) {
  const content = `${m.subject}\n\n${m.text}`;
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  let url = c.url;
  let body: string;
  if (type === 'wecom') body = JSON.stringify({ msgtype: 'markdown', markdown: { content: `**${m.subject}**\n${m.text}` } });
  else if (type === 'dingtalk') {
    body = JSON.stringify({ msgtype: 'markdown', markdown: { title: m.subject, text: `### ${m.subject}\n${m.text}` } });
    if (c.secret) {
      const sign = encodeURIComponent(hmac(c.secret, `${now}\n${c.secret}`, 'base64'));
      url += `${url.includes('?') ? '&' : '?'}timestamp=${now}&sign=${sign}`;
    }
  } else if (type === 'feishu') {
    const ts = Math.floor(now / 1000);
    const sign = c.secret ? { timestamp: String(ts), sign: hmac(`${ts}\n${c.secret}`, '', 'base64') } : {};
    body = JSON.stringify({ ...sign, msg_type: 'text', content: { text: content } });
  } else {
    body = JSON.stringify({
      event: ctx.eventCode,
      occurrenceId: ctx.occurrenceId,
      subject: m.subject,
      text: m.text,
      payload: ctx.payload,
      timestamp: now,
    });
    headers['x-zhuxie-event'] = ctx.eventCode;
    headers['x-zhuxie-timestamp'] = String(now);
    if (c.secret) headers['x-zhuxie-signature'] = `sha256=${hmac(c.secret, `${now}.${body}`, 'hex')}`;
  }
  return { url, body, headers };
}

/**
 * Posts to the robot under the remote fetcher's address rules; an answer other than 2xx, or a robot's own
 * error code (`errcode`, Feishu's `code`), is a failure to retry.
 */
export async function sendHook(
  type: ChannelType,
  c: HookConfig,
  m: RenderedMessage,
  ctx: HookContext,
  allowedAddresses: string[],
): Promise<void> {
  const r = hookRequest(type, c, m, ctx);
  const res = await postRemote(r.url, r.body, r.headers, {
    maxBytes: 64 * 1024,
    timeoutMs: 10_000,
    allowAddress: hookAddressRule(allowedAddresses),
  });
  if (res.status < 200 || res.status >= 300) throw new Error(`HTTP ${res.status}`);
  if (type === 'webhook') return;
  let answer: { errcode?: number; errmsg?: string; code?: number; msg?: string } = {};
  try {
    answer = JSON.parse(res.body);
  } catch {
    return;
  }
  const code = answer.errcode ?? answer.code ?? 0;
  if (code !== 0) throw new Error(`robot ${code}: ${answer.errmsg ?? answer.msg ?? ''}`.trim());
}
