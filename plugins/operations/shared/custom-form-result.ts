import type { ReturnChannel } from './page-return.ts';

/**
 * The message keys a published form's page may be sent back with after a post without JavaScript (issue 33;
 * the way back is page-return.ts, shared with votes): the page shows the text of the key from the table the tag
 * rendered into it, in the site's language.
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

/** How a custom form's page is sent back (page-return.ts): `cf_result`, `cf_key`, `cf_field`, `p_*`. */
export const CUSTOM_FORM_RETURN: ReturnChannel = { prefix: 'cf', keys: CUSTOM_FORM_RESULT_KEYS };
