import { defineServerPlugin } from '#kernel/server';
import { AWARD_PERMISSIONS } from '../shared/permissions.ts';
import { m0001Members } from './migrations/0001-members.ts';
import { enterpriseRoutes } from './routes/enterprise.ts';
import { registerRoutes } from './routes/register.ts';
import { registrationRoutes } from './routes/registration.ts';
import { roundRoutes } from './routes/round.ts';
import { awardJobs } from './jobs.ts';
import { awardSeed } from './seed.ts';
import { ensureApplicantRole } from './services/applicant.ts';
import './db/tables.ts';

/**
 * Awards: the public member registration and its review, enterprises and their applicant accounts, award rounds
 * (awards.md §2.10, §5); the nine application forms and the review workflow build on these.
 */
export default defineServerPlugin({
  id: 'award',
  dependsOn: ['system'],
  permissions: [...AWARD_PERMISSIONS],
  tables: ['award_upload', 'award_registration', 'award_enterprise', 'award_enterprise_user', 'award_message', 'award_round'],
  // SPEC §7: the member registration lives under /bus/members
  prefixes: ['/award/', '/bus/'],
  migrations: [m0001Members],
  seed: awardSeed,
  jobs: awardJobs,
  init: ensureApplicantRole,
  async routes(app, kernel) {
    await registerRoutes(app, kernel);
    await registrationRoutes(app, kernel);
    await enterpriseRoutes(app, kernel);
    await roundRoutes(app, kernel);
  },
});
