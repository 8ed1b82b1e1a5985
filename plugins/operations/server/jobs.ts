import type { JobHandler } from '#kernel/server';
import { texts as T } from '#kernel/server';
import { checkLinks } from './services/link-check.ts';

/** The friend links' scheduled job (seeded in seed.ts, shown in Monitor → Jobs). */
export const linkJobs: JobHandler[] = [
  {
    name: 'operations.checkLinks',
    description: T('检查友情链接', '檢查友情鏈接', 'Check friend links'),
    run: async (kernel) => {
      const c = await checkLinks(kernel);
      return `ok ${c.ok}, dead ${c.dead}, redirect ${c.redirect}, cert ${c.cert}, blocked ${c.blocked}`;
    },
  },
];
