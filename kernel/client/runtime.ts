/** Deployment facts the server injects into index.html as `window.__ZHUXIE__`. */
export interface RuntimeConfig {
  apiBase: string;
  plugins: string[];
  version: string;
}

declare global {
  interface Window {
    __ZHUXIE__?: Partial<RuntimeConfig>;
  }
}

/** The runtime config, with development defaults when the page was not served by our server. */
export function runtime(): RuntimeConfig {
  const w = (typeof window !== 'undefined' && window.__ZHUXIE__) || {};
  return { apiBase: w.apiBase ?? '/prod-api', plugins: w.plugins ?? [], version: w.version ?? 'dev' };
}

/** Router base path (SPEC §2). */
export const ADMIN_BASE = '/admin/';
