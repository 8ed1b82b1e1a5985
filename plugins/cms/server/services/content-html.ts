import { invalidField, sanitizeRichHtml } from '#kernel/server';

/** Markup that has no place in a content body: refused (named), never silently stored. */
const ACTIVE =
  /<\s*(script|iframe|object|embed|frame|frameset|base|meta|link|form)\b|\son[a-z]+\s*=|(href|src)\s*=\s*["']?\s*(javascript|vbscript):/i;

/** The CMS's internal links (resolved per pipe when a page is rendered). */
const INTERNAL_LINK = /^iurl:\/\/(content|catalog|resource)\?id=[1-9][0-9]{0,14}$/;

/**
 * A content body for storage: refused with a localized message naming `field` when it carries active
 * markup (`<script>`, event handlers, `javascript:` links), otherwise passed through the kernel's allow-list.
 */
export function sanitizeBody(html: string, field: string): string {
  if (ACTIVE.test(html)) throw invalidField(field, 'cms:errors.unsafeHtml');
  return sanitizeRichHtml(html, { internalLinks: INTERNAL_LINK });
}
