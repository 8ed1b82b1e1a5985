import { Type } from 'typebox';

/**
 * What a published page is told after a browser's post without JavaScript (a custom form's, a vote's): the server
 * sends the browser back only to the page URL the tag signed at render time (`back`, `backSig`), with the result as
 * `<prefix>_result=ok|error`, a message KEY of the channel's list (`<prefix>_key`), the code of the field it names
 * (`<prefix>_field`) and the parameters that cannot carry words — whole numbers and wire date-times (`p_limit=3`,
 * `p_time=2026-01-01 00:00:00`); the page shows the text of that key from the table the tag rendered into it, in the
 * site's language — never words taken from the URL.
 */
export interface ReturnChannel {
  /** the query names' prefix: `cf` (custom forms), `vote` */
  prefix: string;
  /** the message keys a page may be sent back with (anything else becomes the internal error's) */
  keys: readonly string[];
}

/**
 * The purpose of the server's signature over a page URL a published form carries (where its answer may go). The
 * value is the one custom forms signed with before votes shared it: pages published since keep their signatures.
 */
export const PAGE_BACK_PURPOSE = 'operations.customform.back';

/** A page URL the answer may go back to: http(s), or site-relative (not `//host`). */
export const isBackUrl = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= 2000 && (/^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v));

/** A parameter value the URL may carry (and the page accept): a whole number or a `yyyy-MM-dd HH:mm:ss` time. */
export const RETURN_PARAM_VALUE = /^(-?\d{1,12}|\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})$/;

/** The internal error's key: what a key outside the channel's list becomes. */
const INTERNAL = 'server:errors.internal';

/**
 * The query of the answer: the result, the key (one of the channel's, else the internal error's), the field's
 * code (a plain name) and the parameters of the message that are whole numbers or date-times.
 */
export function returnParams(
  channel: ReturnChannel,
  success: boolean,
  key: string,
  params: Record<string, unknown>,
  field: string | undefined,
): [string, string][] {
  const known = channel.keys.includes(key) ? key : INTERNAL;
  const out: [string, string][] = [
    [`${channel.prefix}_result`, success ? 'ok' : 'error'],
    [`${channel.prefix}_key`, known],
  ];
  if (field && /^[A-Za-z_$][\w$-]{0,99}$/.test(field)) out.push([`${channel.prefix}_field`, field]);
  for (const [k, v] of Object.entries(params)) {
    if (!/^[A-Za-z]{1,20}$/.test(k) || k === 'field') continue;
    if (Number.isSafeInteger(v) || (typeof v === 'string' && RETURN_PARAM_VALUE.test(v))) out.push([`p_${k}`, String(v)]);
  }
  return out;
}

/** The body fields of a post that carry its way back: the page URL and the server's signature of it. */
export const PAGE_BACK_FIELDS = {
  back: Type.Optional(Type.String({ maxLength: 2000 })),
  backSig: Type.Optional(Type.String({ maxLength: 64 })),
};
