import { IDENTITY_CACHE } from '../auth/identity.ts';
import type { Kernel } from '../kernel.ts';

/**
 * Department id → name, cached with the identities: every department write drops them (dept routes
 * invalidate `identity`), so lists show a renamed department at once without joining sys_dept per request.
 * A plain object, so a Redis-backed cache can hold it. An id it does not know (a department added
 * outside the API) makes it read the table again.
 */
export async function deptNames(kernel: Kernel, ids: Iterable<number | null | undefined> = []): Promise<Record<number, string>> {
  const names = await cached(kernel);
  for (const id of ids)
    if (id != null && names[id] == null) {
      // a department written outside the API (a seed, a script): read them again, once
      await kernel.cache.drop(IDENTITY_CACHE, KEY);
      return cached(kernel);
    }
  return names;
}

const KEY = 'deptNames';

function cached(kernel: Kernel): Promise<Record<number, string>> {
  return kernel.cache.getOrLoad(
    IDENTITY_CACHE,
    KEY,
    async () =>
      Object.fromEntries(
        (await kernel.db.selectFrom('sysDept').select(['deptId', 'deptName']).execute()).map((d) => [d.deptId, d.deptName]),
      ),
    60,
  );
}
