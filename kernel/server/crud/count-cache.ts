import type { FastifyRequest } from 'fastify';
import type { Kernel } from '../kernel.ts';

/** Cache name of list totals; any successful mutating API request drops it on every instance. */
export const COUNT_CACHE = 'count';
const TTL_SECONDS = 60;
const PAGING = new Set(['pageNum', 'pageSize', 'sorts', 'orderByColumn', 'isAsc']);

/**
 * The total of a paged list, cached per route, filters and caller (whose data scope shapes it). Counting
 * every row is the expensive half of a page request; the rows themselves come from an index. Totals are
 * dropped after every API write, async task and scheduled job run (`kernel.afterWrite`) and expire after
 * 60 s for changes made outside the product.
 */
export async function cachedCount(
  kernel: Kernel,
  req: FastifyRequest,
  filters: Record<string, unknown>,
  load: () => Promise<number>,
): Promise<number> {
  const f = Object.fromEntries(
    Object.entries(filters ?? {})
      .filter(([k, v]) => !PAGING.has(k) && v != null && v !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const key = `${req.routeOptions.url}|${req.user?.userId ?? 0}|${JSON.stringify(f)}`;
  return kernel.cache.getOrLoad(COUNT_CACHE, key, load, TTL_SECONDS);
}
