import type { Db } from '#kernel/worker';
import '../db/search-table.ts';
import { SiteCache } from '../services/template-cache.ts';

/** answers kept per site (oldest out) */
const KEPT_PER_SITE = 1000;

interface Kept {
  generation: number;
  answer: Promise<unknown>;
}

/** per database handle (the server's, a render thread's): the read of the generation under way, and the answers kept */
interface State {
  reading: Promise<number> | null;
  kept: SiteCache<Kept>;
}
const states = new WeakMap<object, State>();

function stateOf(db: Db): State {
  let s = states.get(db);
  if (!s) states.set(db, (s = { reading: null, kept: new SiteCache<Kept>(KEPT_PER_SITE) }));
  return s;
}

/**
 * The search generation (migration 0025), read for every search — a primary-key read of one row — by one query for
 * all the searches that ask while it is under way. The number is raised in the transaction of every change, so what
 * is read after it is at least that new, and a search that starts after a change committed sees it.
 */
function generationOf(db: Db, s: State): Promise<number> {
  s.reading ??= db
    .selectFrom('cmsSearchState')
    .select('generation')
    .where('stateId', '=', 1)
    .executeTakeFirst()
    .then((r) => Number(r?.generation ?? 0))
    .finally(() => {
      s.reading = null;
    });
  return s.reading;
}

/** The search generation as it is now (one read shared by the searches asking meanwhile): answers computed at it hold while it stays. */
export const searchGeneration = (db: Db): Promise<number> => generationOf(db, stateOf(db));

/**
 * A search's answer, computed once per site, question (`key`: the query and its filters and page) and generation:
 * a question asked again before anything it could depend on changed (index, pins, synonyms, dictionary) gets the
 * answer already computed, and questions asked while one is being computed wait for it. Each instance keeps its
 * own, and each sees a change with its next search.
 */
export async function keptSearch<T>(db: Db, siteId: number, key: string, compute: () => Promise<T>): Promise<T> {
  const s = stateOf(db);
  const generation = await generationOf(db, s);
  const have = s.kept.get(siteId, key);
  if (have && have.generation === generation) return have.answer as Promise<T>;
  const answer = compute();
  s.kept.set(siteId, key, { generation, answer });
  // a failed computation is not kept: the next ask tries again
  answer.catch(() => {
    if (s.kept.get(siteId, key)?.answer === answer) s.kept.delete(siteId, key);
  });
  return answer;
}
