import { likeValue, type Kernel } from '#kernel/server';
import type { MemberEnterprises } from '#kernel/shared';

/**
 * The award plugin's side of the kernel's MEMBER_ENTERPRISES: its enterprises as the member plugin shows them (a
 * member of the published sites may belong to one), by id and searched by name.
 */
export function memberEnterprises(kernel: Kernel): MemberEnterprises {
  const base = () => kernel.db.selectFrom('awardEnterprise').select(['enterpriseId', 'enterpriseName']);
  const wire = (rows: { enterpriseId: number; enterpriseName: string }[]) =>
    rows.map((r) => ({ ...r, enterpriseId: Number(r.enterpriseId) }));
  return {
    async byIds(ids) {
      if (ids.length === 0) return [];
      return wire(
        await base()
          .where('enterpriseId', 'in', [...new Set(ids)])
          .execute(),
      );
    },
    async search(text, limit) {
      let q = base();
      if (text) q = q.where('enterpriseName', 'ilike', likeValue(text));
      return wire(
        await q
          .orderBy('enterpriseName')
          .orderBy('enterpriseId')
          .limit(Math.min(Math.max(limit, 1), 100))
          .execute(),
      );
    },
  };
}
