import Fuse from 'fuse.js';
import { HEADER_SEARCH } from '../../shared/constants.ts';
import type { FlatRoute } from '../router/route-tree.ts';

/** One searchable page: titles joined as a trail ("System > User"), path for navigation. */
export interface SearchItem {
  path: string;
  title: string[];
  href: string;
}

export function searchItems(routes: readonly FlatRoute[]): SearchItem[] {
  return routes
    .filter((r) => !r.hidden && r.titles.length > 0 && !/[:*]/.test(r.path))
    .map((r) => ({
      path: r.path,
      title: r.titles,
      href: r.external ? r.path : r.query ? `${r.path}?${new URLSearchParams(r.query).toString()}` : r.path,
    }));
}

/** Fuzzy search over titles (weight 0.7) and paths (0.3), threshold 0.4 (SPEC §9). */
export function createSearch(items: readonly SearchItem[]): Fuse<SearchItem> {
  return new Fuse([...items], {
    shouldSort: true,
    threshold: HEADER_SEARCH.threshold,
    minMatchCharLength: 1,
    keys: [
      { name: 'title', weight: HEADER_SEARCH.titleWeight },
      { name: 'path', weight: HEADER_SEARCH.pathWeight },
    ],
  });
}
