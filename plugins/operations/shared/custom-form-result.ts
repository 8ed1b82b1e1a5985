/**
 * What a published form's page is told after a post without JavaScript (issue 33): the server sends the browser
 * back to the page URL the tag signed at render time (`back`, `backSig`) with `cf_result=ok|error`, a message KEY
 * of this list (`cf_key`), the code of the field it names (`cf_field`) and its whole-number parameters
 * (`p_limit=3`); the page shows the text of that key from the table the tag rendered into it, in the site's
 * language — never words taken from the URL.
 */
export const CUSTOM_FORM_RESULT_KEYS = [
  'operations:customform.submitted',
  'operations:customform.errors.noForm',
  'operations:customform.errors.notPublished',
  'operations:customform.errors.dayLimit',
  'operations:customform.errors.spam',
  'operations:customform.errors.memberUnavailable',
  'operations:customform.errors.needLogin',
  'operations:customform.errors.captchaExpired',
  'operations:customform.errors.captchaWrong',
  'operations:customform.errors.noUuid',
  'operations:customform.errors.upload',
  'server:schema.required',
  'server:schema.type',
  'server:schema.minLength',
  'server:schema.maxLength',
  'server:schema.minimum',
  'server:schema.maximum',
  'server:schema.enum',
  'server:schema.pattern',
  'server:schema.format',
  'server:schema.maxItems',
  'server:schema.minItems',
  'server:schema.invalid',
  'server:errors.rateLimited',
  'server:errors.internal',
] as const;
export type CustomFormResultKey = (typeof CUSTOM_FORM_RESULT_KEYS)[number];

/** The purpose of the server's signature over the page URL a published form carries (where its answer may go). */
export const CUSTOM_FORM_BACK_PURPOSE = 'operations.customform.back';

/** A page URL the answer may go back to: http(s), or site-relative (not `//host`). */
export const isBackUrl = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= 2000 && (/^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v));

/**
 * The query of the answer: the result, the key (one of the list, else the internal error's), the field's code (a
 * plain name) and the whole-number parameters of the message (`p_limit=3`).
 */
export function resultParams(
  success: boolean,
  key: string,
  params: Record<string, unknown>,
  field: string | undefined,
): [string, string][] {
  const known = (CUSTOM_FORM_RESULT_KEYS as readonly string[]).includes(key) ? key : 'server:errors.internal';
  const out: [string, string][] = [
    ['cf_result', success ? 'ok' : 'error'],
    ['cf_key', known],
  ];
  if (field && /^[A-Za-z_$][\w$-]{0,99}$/.test(field)) out.push(['cf_field', field]);
  for (const [k, v] of Object.entries(params))
    if (/^[A-Za-z]{1,20}$/.test(k) && k !== 'field' && Number.isSafeInteger(v)) out.push([`p_${k}`, String(v)]);
  return out;
}
