/**
 * Open-redirect guard: only a same-app relative path is followed after login. Anything with a scheme,
 * a protocol-relative `//`, a backslash (browsers treat `/\` like `//`) or control characters is refused.
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0) return fallback;
  const v = value.trim();
  if (!v.startsWith('/')) return fallback;
  if (v.startsWith('//') || v.includes('\\')) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(v)) return fallback;
  if (/^\/*[a-z][a-z0-9+.-]*:/i.test(v)) return fallback;
  if (v === '/login' || v.startsWith('/login?')) return fallback;
  return v;
}
