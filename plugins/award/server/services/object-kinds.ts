import { type Kernel, type ObjectAccessSpec, type ObjectKind, invalidField, notFound, sql } from '#kernel/server';
import { scopeOf } from './application-access.ts';

/**
 * The by-id access check of the award plugin (the kernel's `objectAccess` hook, installed first in its routes):
 * every route whose params, query or body name an application, round, expert, registration, publicity, objection
 * or user goes through these kinds before its handler runs. An application is seen by association staff and by
 * its own enterprise only (another enterprise's id reads as missing, 404, as the handlers answer); the other
 * objects carry no data permission of their own, so a missing one is refused as the handler would.
 */

/** The ids of `ids` that have a row in `table` (by its key column). */
async function present(kernel: Kernel, table: string, column: string, ids: number[]): Promise<Set<number>> {
  const { rows } = await sql<{ id: string | number }>`
    select ${sql.ref(column)} as id from ${sql.table(table)} where ${sql.ref(column)} = any(${ids}::bigint[])`.execute(kernel.db);
  return new Set(rows.map((r) => Number(r.id)));
}

/** A kind of rows that need only exist: a missing one is refused with `refusal` (404 naming the id by default). */
const rows = (kernel: Kernel, table: string, column: string, refusal = (id: number): Error => notFound(String(id))): ObjectKind => ({
  async check(_req, ids) {
    const found = await present(kernel, table, column, ids);
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw refusal(missing);
  },
});

export function awardObjectKinds(kernel: Kernel): ObjectAccessSpec {
  const application: ObjectKind = {
    async check(req, ids) {
      const scope = await scopeOf(kernel.db, req);
      const found = await kernel.db
        .selectFrom('awardApplication')
        .select(['applicationId', 'enterpriseId'])
        .where('applicationId', 'in', ids)
        .execute();
      const visible = new Set(found.filter((a) => scope === null || a.enterpriseId === scope).map((a) => a.applicationId));
      const refused = ids.find((id) => !visible.has(id));
      if (refused !== undefined) throw notFound(String(refused));
    },
  };
  const round = rows(kernel, 'award_round', 'round_id');
  // a new application names its round in the body: refused naming the field, as its handler does
  const roundToApply = rows(kernel, 'award_round', 'round_id', () => invalidField('roundId', 'award:errors.noRound'));
  return {
    kinds: {
      application,
      round: {
        check: (req, ids, action) => (action === 'Apply' ? roundToApply : round).check(req, ids, action),
      },
      expert: rows(kernel, 'award_expert', 'expert_id'),
      registration: rows(kernel, 'award_registration', 'registration_id'),
      publicity: rows(kernel, 'award_publicity', 'publicity_id'),
      objection: rows(kernel, 'award_objection', 'objection_id'),
      // an expert is an account of the system: a missing one is refused naming the field (expert routes)
      user: rows(kernel, 'sys_user', 'user_id', () => invalidField('userId', 'award:expert.err.noUser')),
    },
    fields: {
      applicationId: 'application',
      roundId: 'round',
      expertId: 'expert',
      userId: 'user',
      objectionId: 'objection',
      // an upload is checked inside the application, registration or score sheet that holds it (its own handler)
      uploadId: false,
    },
  };
}
