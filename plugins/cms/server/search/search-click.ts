import { type Db, signWith, verifySigned } from '#kernel/worker';

/** The key purpose of search result links (the server's secret, `sys_secret`). */
const PURPOSE = 'cms.search.click';

/** Where the public click endpoint lives under API_BASE. */
export const SEARCH_CLICK_PATH = '/api/search/click';

/** what a click link signs: the site, the content, the folded query and the target the page linked to */
export interface SearchClick {
  siteId: number;
  contentId: number;
  word: string;
  target: string;
}

const signed = (c: SearchClick) => JSON.stringify([c.siteId, c.contentId, c.word, c.target]);

/**
 * The link a search result opens through (`clickLink` of `cms_search_content`): the click is counted for the
 * query, then the reader is sent to the content's own link. The link carries its target, signed with the query
 * and the content (HMAC with a key of the server's secret), so the endpoint redirects only where this server's
 * search page pointed — never to a URL someone else wrote (no open redirect).
 */
export async function searchClickLink(db: Db, apiBase: string, c: SearchClick): Promise<string> {
  const q = new URLSearchParams({
    sid: String(c.siteId),
    cid: String(c.contentId),
    w: c.word,
    to: c.target,
    sig: await signWith(db, PURPOSE, signed(c)),
  });
  return `${apiBase}${SEARCH_CLICK_PATH}?${q}`;
}

/** whether `sig` signs this click */
export const searchClickValid = (db: Db, c: SearchClick, sig: string) => verifySigned(db, PURPOSE, signed(c), sig);
