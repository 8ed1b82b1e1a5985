import { type Db, type Kernel, type PushSubject, emitEvent } from '#kernel/server';
import { type ReviewAction, TRANSITIONS } from '../../shared/workflow.ts';

/** Which transitions the applicant hears of (AWARD_EVENTS): by the state they lead to, or the action itself. */
function eventOf(action: ReviewAction): string | null {
  if (action === 'announce') return 'award.application.announced';
  const to = TRANSITIONS[action].to;
  if (to === 'RETURNED') return 'award.application.returned';
  if (to === 'PRELIM_PASSED') return 'award.application.passed';
  if (to === 'PUBLICITY') return 'award.application.publicity';
  return null;
}

/** The application as its messages name it, and its enterprise's contact. */
const applicationOf = (trx: Db, applicationId: number) =>
  trx
    .selectFrom('awardApplication as a')
    .innerJoin('awardEnterprise as e', 'e.enterpriseId', 'a.enterpriseId')
    .select([
      'a.applicationNo',
      'a.projectName',
      'a.awardLevel',
      'a.returnDeadline',
      'a.enterpriseId',
      'e.enterpriseName',
      'e.contactName',
      'e.contactEmail',
    ])
    .where('a.applicationId', '=', applicationId)
    .executeTakeFirstOrThrow();

/**
 * Tells the applicant of a transition that concerns them (returned, passed, in publicity, announced), inside the
 * transition's transaction: the enterprise's contact e-mail, and its accounts in-site, each in the language
 * its account last signed in with.
 */
export async function noticeTransition(
  kernel: Kernel,
  trx: Db,
  applicationId: number,
  action: ReviewAction,
  opinion?: string | null,
): Promise<void> {
  const code = eventOf(action);
  if (!code) return;
  const a = await applicationOf(trx, applicationId);
  const users = await trx.selectFrom('awardEnterpriseUser').select('userId').where('enterpriseId', '=', a.enterpriseId).execute();
  // the contact's address speaks the first account's language; every account gets its in-site message
  const subjects: PushSubject[] = users.map((u, i) => ({
    userId: u.userId,
    email: i === 0 ? a.contactEmail : null,
    name: a.contactName ?? a.enterpriseName,
  }));
  if (!users.length && a.contactEmail) subjects.push({ email: a.contactEmail, name: a.contactName ?? a.enterpriseName });
  await emitEvent(
    kernel,
    trx,
    code,
    {
      applicationId,
      applicationNo: a.applicationNo ?? '',
      projectName: a.projectName ?? '',
      enterpriseName: a.enterpriseName,
      awardLevel: a.awardLevel ?? '',
      deadline: a.returnDeadline ?? '',
      opinion: opinion ?? '',
    },
    subjects,
  );
}

/** Tells the experts assigned to an application (their accounts: e-mail and in-site). */
export async function noticeExpertsAssigned(kernel: Kernel, trx: Db, applicationId: number, expertIds: number[]): Promise<void> {
  if (!expertIds.length) return;
  const a = await applicationOf(trx, applicationId);
  const experts = await trx
    .selectFrom('awardExpert as x')
    .innerJoin('sysUser as u', 'u.userId', 'x.userId')
    .select(['x.userId', 'x.expertName', 'u.email'])
    .where('x.expertId', 'in', expertIds)
    .execute();
  await emitEvent(
    kernel,
    trx,
    'award.expert.assigned',
    { applicationId, applicationNo: a.applicationNo ?? '', projectName: a.projectName ?? '' },
    experts.map((x) => ({ userId: x.userId, email: x.email, name: x.expertName })),
  );
}

/** Tells a registrant the result of their registration (passed, returned, rejected) at the address they registered. */
export async function noticeRegistration(
  kernel: Kernel,
  trx: Db,
  r: { enterpriseName: string; userName: string; email: string | null; formData: unknown; lang?: string | null },
  result: 'passed' | 'returned' | 'rejected',
  opinion: string | null,
): Promise<void> {
  const contact = ((r.formData as { contact?: Record<string, string> } | null)?.contact ?? {}) as Record<string, string>;
  const email = contact.contactEmail || r.email;
  await emitEvent(
    kernel,
    trx,
    'award.registration.result',
    { enterpriseName: r.enterpriseName, userName: r.userName, result, opinion: opinion ?? '' },
    email ? [{ email, name: contact.contactName || r.enterpriseName, lang: r.lang }] : [],
  );
}
