import type { FastifyRequest } from 'fastify';
import { type Db, fail, notFound } from '#kernel/server';
import { enterpriseOf } from './applicant.ts';

/** The enterprise the caller is bound to (applicant accounts), or null for association staff. */
export const scopeOf = (db: Db, req: FastifyRequest) => enterpriseOf(db, req.user!.userId);

/** The caller's enterprise; staff accounts are refused (only an enterprise applies). */
export async function applicantOf(db: Db, req: FastifyRequest): Promise<number> {
  const e = await scopeOf(db, req);
  if (!e) throw fail('award:errors.notApplicant');
  return e;
}

/** Refuses applicant accounts: reviewing is the association's (an applicant never reviews, whatever its role holds). */
export async function assertStaff(db: Db, req: FastifyRequest): Promise<void> {
  if ((await scopeOf(db, req)) !== null) throw fail('award:errors.staffOnly');
}

/**
 * An application the caller may see, or 404 (another enterprise's id reads as missing); `lock` reads it
 * `for update` in the caller's transaction.
 */
export async function visibleApplication(db: Db, req: FastifyRequest, id: number, d: Db = db, lock = false) {
  let q = d.selectFrom('awardApplication').selectAll().where('applicationId', '=', id);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  const scope = await scopeOf(db, req);
  if (!row || (scope !== null && row.enterpriseId !== scope)) throw notFound(String(id));
  return row;
}
