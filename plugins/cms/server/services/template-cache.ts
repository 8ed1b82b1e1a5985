/**
 * The in-process cache of compiled templates and of rendered includes, per site; what the template engine
 * reads and the template screen clears (`POST /cms/template/clearTemplateCache`, `DELETE /cms/template/clearIncludeCache`).
 * Keys are `{pipeCode}/{path}` (an include's key may go on after a `#`). A template save, rename or delete drops
 * its keys at once; each instance keeps its own entries, so the engine also checks an entry's `hash` against the row.
 */
export class SiteCache<T> {
  private sites = new Map<number, Map<string, T>>();

  constructor(private readonly maxPerSite = 2000) {}

  get(siteId: number, key: string): T | undefined {
    return this.sites.get(siteId)?.get(key);
  }

  set(siteId: number, key: string, value: T): void {
    let m = this.sites.get(siteId);
    if (!m) this.sites.set(siteId, (m = new Map()));
    // oldest first out: a Map keeps insertion order
    if (!m.has(key) && m.size >= this.maxPerSite) m.delete(m.keys().next().value as string);
    m.set(key, value);
  }

  /** Drops a key and every key that extends it (`key#...`); returns how many went. */
  delete(siteId: number, key: string): number {
    const m = this.sites.get(siteId);
    if (!m) return 0;
    let n = 0;
    for (const k of [...m.keys()])
      if (k === key || k.startsWith(`${key}#`)) {
        m.delete(k);
        n++;
      }
    return n;
  }

  /** Drops a site's entries, or all of them. */
  clear(siteId?: number): void {
    if (siteId == null) this.sites.clear();
    else this.sites.delete(siteId);
  }

  size(siteId?: number): number {
    if (siteId != null) return this.sites.get(siteId)?.size ?? 0;
    let n = 0;
    for (const m of this.sites.values()) n += m.size;
    return n;
  }
}

/** Compiled templates: `{pipeCode}/{path}` → whatever the engine keeps (with the hash it was built from). */
export const templateCache = new SiteCache<{ hash: string; value: unknown }>();
/** Rendered includes (`cms_include`): `{pipeCode}/{path}#{args}` → output. */
export const includeCache = new SiteCache<string>();

/** The cache key of a template. */
export const templateKey = (pipeCode: string, path: string) => `${pipeCode}/${path}`;
