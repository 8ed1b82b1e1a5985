const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/**
 * A value as HTML (or XML) text or a quoted attribute value: the one escaper of the markup the server writes by
 * hand (published forms, votes, ads, search fragments, notices, print pages, sitemaps). null and undefined are ''.
 */
export const escapeHtml = (v: unknown): string => String(v ?? '').replace(/[&<>"'`]/g, (c) => ENTITIES[c]);
