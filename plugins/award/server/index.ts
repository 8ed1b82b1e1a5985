import { defineServerPlugin, objectAccess } from '#kernel/server';
import { MEMBER_ENTERPRISES } from '#kernel/shared';
import { AWARD_PERMISSIONS } from '../shared/permissions.ts';
import { m0001Members } from './migrations/0001-members.ts';
import { m0002Applications } from './migrations/0002-applications.ts';
import { m0003Review } from './migrations/0003-review.ts';
import { m0004Experts } from './migrations/0004-experts.ts';
import { m0005Publicity } from './migrations/0005-publicity.ts';
import { m0006Recommend } from './migrations/0006-recommend.ts';
import { m0007SiteInspection } from './migrations/0007-site-inspection.ts';
import { m0008ScoreSheetWriter } from './migrations/0008-score-sheet-writer.ts';
import { m0009RegistrationLang } from './migrations/0009-registration-lang.ts';
import { applicationRoutes } from './routes/application.ts';
import { applicationDraftRoutes } from './routes/application-draft.ts';
import { applicationFileRoutes } from './routes/application-file.ts';
import { applicationSubmitRoutes } from './routes/application-submit.ts';
import { awardSchemaRoutes } from './routes/award-schema.ts';
import { enterpriseRoutes } from './routes/enterprise.ts';
import { expertRoutes } from './routes/expert.ts';
import { expertAssignmentRoutes } from './routes/expert-assignment.ts';
import { registerRoutes } from './routes/register.ts';
import { registrationRoutes } from './routes/registration.ts';
import { reviewRoutes } from './routes/review.ts';
import { decisionRoutes } from './routes/decision.ts';
import { publicityRoutes } from './routes/publicity.ts';
import { announcementRoutes } from './routes/announcement.ts';
import { publicNoticeRoutes } from './routes/public-notice.ts';
import { roundExportRoutes } from './routes/round-export.ts';
import { roundRoutes } from './routes/round.ts';
import { scoreRoutes } from './routes/score.ts';
import { awardJobs } from './jobs.ts';
import { awardSeed } from './seed.ts';
import { ensureApplicantRole } from './services/applicant.ts';
import { ensureExpertRole } from './services/expert-role.ts';
import { memberEnterprises } from './services/member-enterprises.ts';
import { awardObjectKinds } from './services/object-kinds.ts';
import './db/tables.ts';
import './db/publicity-tables.ts';
import { AWARD_EVENTS } from './push-events.ts';

/**
 * Awards: the public member registration and its review, enterprises and their applicant accounts, award rounds
 * (awards.md §2.10, §5), and the applications of the nine award forms (§1–§3, §7); the review workflow builds on these.
 */
export default defineServerPlugin({
  id: 'award',
  dependsOn: ['system'],
  permissions: [...AWARD_PERMISSIONS],
  tables: [
    'award_upload',
    'award_registration',
    'award_enterprise',
    'award_enterprise_user',
    'award_message',
    'award_round',
    'award_application',
    'award_application_snapshot',
    'award_review_record',
    'award_expert',
    'award_assignment',
    'award_score_sheet',
    'award_committee_decision',
    'award_publicity',
    'award_publicity_entry',
    'award_objection',
  ],
  // SPEC §7: the member registration lives under /bus/members
  prefixes: ['/award/', '/bus/'],
  migrations: [
    m0001Members,
    m0002Applications,
    m0003Review,
    m0004Experts,
    m0005Publicity,
    m0006Recommend,
    m0007SiteInspection,
    m0008ScoreSheetWriter,
    m0009RegistrationLang,
  ],
  seed: awardSeed,
  jobs: awardJobs,
  events: AWARD_EVENTS,
  async init(kernel) {
    // a member of the published sites may belong to one of its enterprises (read by the member plugin)
    kernel.services.provide(MEMBER_ENTERPRISES, memberEnterprises(kernel), 'award');
    await ensureApplicantRole(kernel);
    await ensureExpertRole(kernel);
  },
  async routes(app, kernel) {
    // first: every route registered below checks the objects its ids name (services/object-kinds.ts)
    objectAccess(app, awardObjectKinds(kernel));
    await registerRoutes(app, kernel);
    await registrationRoutes(app, kernel);
    await enterpriseRoutes(app, kernel);
    await roundRoutes(app, kernel);
    await roundExportRoutes(app, kernel);
    await awardSchemaRoutes(app, kernel);
    await applicationRoutes(app, kernel);
    await applicationDraftRoutes(app, kernel);
    await applicationSubmitRoutes(app, kernel);
    await applicationFileRoutes(app, kernel);
    await reviewRoutes(app, kernel);
    await expertRoutes(app, kernel);
    await expertAssignmentRoutes(app, kernel);
    await scoreRoutes(app, kernel);
    await decisionRoutes(app, kernel);
    await publicityRoutes(app, kernel);
    await announcementRoutes(app, kernel);
    await publicNoticeRoutes(app, kernel);
  },
});
