/** The chosen site, kept in local storage under `CurrentSite` (SPEC §3) and sent as the `CurrentSite` header. */
const KEY = 'CurrentSite';

export function storedSiteId(): string | undefined {
  try {
    const v = localStorage.getItem(KEY);
    return v && /^[1-9][0-9]{0,9}$/.test(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

export function storeSiteId(id: number | undefined): void {
  try {
    if (id == null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, String(id));
  } catch {
    /* private mode: the server falls back to the first permitted site */
  }
}
