import type { RenderKernel } from '../render/render-kernel.ts';
import '../db/search-table.ts';
import { type SearchDictionary, Segmenter } from './segmenter.ts';

/** the cache name of the dictionary's words: dropped on every instance when the dictionary changes */
export const SEARCH_DICT_CACHE = 'cms.search.dict';

/** the dictionary as stored */
export async function loadDictionary(kernel: Pick<RenderKernel, 'db' | 'cache'>): Promise<SearchDictionary> {
  const [rows, pairs] = await Promise.all([
    kernel.db.selectFrom('cmsSearchDictWord').select(['wordType', 'word']).orderBy('wordId').execute(),
    kernel.db.selectFrom('cmsSearchSynonym').select(['word', 'synonym']).orderBy('synonymId').execute(),
  ]);
  return {
    words: rows.filter((r) => r.wordType === 'WORD').map((r) => r.word),
    stops: rows.filter((r) => r.wordType === 'STOP').map((r) => r.word),
    synonyms: pairs.map((p) => [p.word, p.synonym] as const),
  };
}

const built = new WeakMap<object, { key: string; segmenter: Segmenter }>();

/**
 * The segmenter of a running product with its dictionary as it is now: the words come through the kernel's cache
 * (an edit drops them on every instance, `kernel.invalidate(SEARCH_DICT_CACHE)`), and a segmenter is built again
 * only when they changed.
 */
export async function segmenterOf(kernel: Pick<RenderKernel, 'db' | 'cache'>): Promise<Segmenter> {
  const dictionary = await kernel.cache.getOrLoad(SEARCH_DICT_CACHE, 'words', () => loadDictionary(kernel));
  const key = JSON.stringify(dictionary);
  const have = built.get(kernel.db);
  if (have?.key === key) return have.segmenter;
  const segmenter = new Segmenter(dictionary);
  built.set(kernel.db, { key, segmenter });
  return segmenter;
}
