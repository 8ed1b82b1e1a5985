import xss from 'xss';
import { invalidField } from '#kernel/server';

// xss is CommonJS: its named exports hang off the default export at run time
const { FilterXSS, getDefaultWhiteList } = xss as unknown as typeof import('xss');

/** Markup that has no place in a content body: refused (named), never silently stored. */
const ACTIVE =
  /<\s*(script|iframe|object|embed|frame|frameset|base|meta|link|form)\b|\son[a-z]+\s*=|(href|src)\s*=\s*["']?\s*(javascript|vbscript):/i;

const allow = getDefaultWhiteList();
for (const tag of Object.keys(allow)) allow[tag] = [...new Set([...(allow[tag] ?? []), 'style', 'class'])];
allow.video = ['src', 'controls', 'poster', 'width', 'height'];
allow.audio = ['src', 'controls'];
allow.source = ['src', 'type'];
const filter = new FilterXSS({ whiteList: allow, stripIgnoreTag: true, stripIgnoreTagBody: ['script', 'style'], allowCommentTag: false });

/**
 * A content body for storage: refused with a localized message naming `field` when it carries active
 * markup (`<script>`, event handlers, `javascript:` links), otherwise passed through the allow-list.
 */
export function sanitizeBody(html: string, field: string): string {
  if (ACTIVE.test(html)) throw invalidField(field, 'cms:errors.unsafeHtml');
  return filter.process(html);
}
