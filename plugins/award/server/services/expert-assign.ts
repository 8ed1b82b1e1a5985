import { type Db, fail, invalidField } from '#kernel/server';
import type { AssignExpert } from '../../shared/expert.ts';
import { type ActorRef, applyTransition } from './workflow.ts';

interface Application {
  roundId: number;
  enterpriseId: number;
  formData: Record<string, unknown>;
  applicationId: number;
  status: string;
  revision: number;
  version: number;
}

/**
 * The units of an application an expert must not work for (awards.md §6.4: exclude experts from the applicant or
 * its participating units): credit code → unit name, from the applicant enterprise and the form's participating
 * units (`units[].unitUscc`).
 */
export async function conflictUnits(d: Db, a: Application): Promise<Map<string, string>> {
  const units = new Map<string, string>();
  const e = await d
    .selectFrom('awardEnterprise')
    .select(['uscc', 'enterpriseName'])
    .where('enterpriseId', '=', a.enterpriseId)
    .executeTakeFirst();
  if (e) units.set(e.uscc.toUpperCase(), e.enterpriseName);
  const rows = (a.formData as { units?: unknown }).units;
  if (Array.isArray(rows))
    for (const u of rows as { unitUscc?: unknown; unitName?: unknown }[]) {
      if (typeof u?.unitUscc !== 'string' || !u.unitUscc.trim()) continue;
      const code = u.unitUscc.trim().toUpperCase();
      if (!units.has(code)) units.set(code, typeof u.unitName === 'string' && u.unitName ? u.unitName : code);
    }
  return units;
}

/** Today in the app's zone (yyyy-MM-dd), for due dates. */
export type Today = () => string;

/**
 * Assigns experts to one application (PRELIM_PASSED → UNDER_REVIEW, §6.3 #10) inside the caller's transaction,
 * the application read `for update`: at least the round's minimum, exactly one leader, each expert once, active and
 * free of conflicts of interest (refused naming the expert and the unit), due dates not past. Writes the
 * assignments of the application's current revision and the record through applyTransition.
 */
export async function assignExperts(
  trx: Db,
  a: Application,
  experts: readonly AssignExpert[],
  actor: ActorRef,
  today: string,
  opinion?: string,
): Promise<void> {
  if (a.status !== 'PRELIM_PASSED') {
    await applyTransition(trx, a, 'assign', actor); // refuses, naming the state
    return;
  }
  const round = await trx.selectFrom('awardRound').select(['minExperts']).where('roundId', '=', a.roundId).executeTakeFirstOrThrow();
  const ids = experts.map((x) => x.expertId);
  if (new Set(ids).size !== ids.length) throw invalidField('experts', 'award:expert.err.duplicate');
  if (ids.length < round.minExperts) throw invalidField('experts', 'award:expert.err.tooFew', { min: round.minExperts, count: ids.length });
  const leaders = experts.filter((x) => x.role === 'LEADER').length;
  if (leaders !== 1) throw invalidField('experts', 'award:expert.err.oneLeader', { count: leaders });
  const past = experts.find((x) => x.dueAt < today);
  if (past) throw invalidField('experts', 'award:expert.err.duePast', { date: past.dueAt });
  const rows = await trx
    .selectFrom('awardExpert')
    .select(['expertId', 'expertName', 'employerUscc', 'status'])
    .where('expertId', 'in', ids)
    .execute();
  const units = await conflictUnits(trx, a);
  for (const id of ids) {
    const x = rows.find((r) => r.expertId === id);
    if (!x) throw invalidField('experts', 'award:expert.err.noExpert', { id });
    if (x.status !== '0') throw invalidField('experts', 'award:expert.err.inactive', { expert: x.expertName });
    const unit = units.get(x.employerUscc.toUpperCase());
    if (unit) throw invalidField('experts', 'award:expert.err.conflict', { expert: x.expertName, unit });
  }
  await trx
    .insertInto('awardAssignment')
    .values(
      experts.map((x) => ({
        applicationId: a.applicationId,
        revision: a.revision,
        expertId: x.expertId,
        role: x.role,
        dueAt: x.dueAt,
        // the conflict check ran against the applicant and every participating unit
        conflictDeclared: true,
        conflictNote: null,
        assignedBy: actor.userName,
      })),
    )
    .execute();
  await applyTransition(trx, a, 'assign', actor, {
    opinion,
    data: {
      experts: experts.map((x) => ({
        expertId: x.expertId,
        name: rows.find((r) => r.expertId === x.expertId)!.expertName,
        role: x.role,
        dueAt: x.dueAt,
      })),
    },
  });
}

/**
 * Active experts free of conflicts with an application, drawn at random (awards.md §6.4: drawn from a pool), those
 * of the application's award type first.
 */
export async function drawExperts(d: Db, a: Application & { awardType: string }, count: number) {
  const units = await conflictUnits(d, a);
  const all = await d.selectFrom('awardExpert').select(['expertId', 'employerUscc', 'specialties']).where('status', '=', '0').execute();
  const pool = all.filter((x) => !units.has(x.employerUscc.toUpperCase()));
  // Fisher–Yates with crypto randomness: a draw nobody can predict
  for (let i = pool.length - 1; i > 0; i--) {
    const j = crypto.getRandomValues(new Uint32Array(1))[0] % (i + 1);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  if (pool.length < count) throw fail('award:expert.err.poolTooSmall', { count, available: pool.length });
  const fits = (x: (typeof pool)[number]) => (x.specialties ?? []).includes(a.awardType);
  return [...pool.filter(fits), ...pool.filter((x) => !fits(x))].slice(0, count).map((x) => x.expertId);
}
