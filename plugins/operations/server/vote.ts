import { CMS_HOST, type Kernel, type RouteApp, workerScript } from '#kernel/server';
import { voteRoutes } from './routes/vote.ts';
import { voteAuditRoutes } from './routes/vote-audit.ts';
import { votePublicRoutes } from './routes/vote-public.ts';
import { voteSubjectRoutes } from './routes/vote-subject.ts';
import { voteStop } from './vote/sealer.ts';
import './db/vote-tables.ts';

export { VOTE_TABLES, m0011Vote } from './migrations/0011-vote.ts';
export { voteJobs, voteSeed } from './vote/jobs.ts';
export { voteStop };

/** at init: the cms_vote template tag, in every thread that renders */
export function voteInit(kernel: Kernel) {
  kernel.services
    .get(CMS_HOST)
    ?.registerTagModule(workerScript('operations-vote-tags', new URL('./render/vote-tags.worker.ts', import.meta.url)), 'operations');
}

/** the votes' routes (after the plugin's object access hook, whose kinds include `vote` and `voteSubject`) */
export function voteAreaRoutes(app: RouteApp, kernel: Kernel) {
  voteRoutes(app, kernel);
  voteSubjectRoutes(app, kernel);
  voteAuditRoutes(app, kernel);
  votePublicRoutes(app, kernel);
}
