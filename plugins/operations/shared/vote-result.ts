import type { ReturnChannel } from './page-return.ts';

/**
 * The message keys a published vote's page may be sent back with after a post without JavaScript (issue 34; the
 * way back is page-return.ts, shared with custom forms): the page shows the text of the key from the table the
 * `cms_vote` tag rendered into it, in the site's language, the subject it names by its title there.
 */
export const VOTE_RESULT_KEYS = [
  'operations:vote.submitted',
  'operations:vote.errors.twice',
  'operations:vote.errors.badItem',
  'operations:vote.errors.answerRequired',
  'operations:vote.errors.tooLong',
  'operations:vote.errors.radioOne',
  'operations:vote.errors.skipped',
  'operations:vote.errors.noSubject',
  'operations:vote.errors.noSubjects',
  'operations:vote.errors.sensitive',
  'operations:vote.errors.closed',
  'operations:vote.errors.stopped',
  'operations:vote.errors.notStarted',
  'operations:vote.errors.ended',
  'operations:vote.errors.totalLimit',
  'operations:vote.errors.dayLimit',
  'operations:vote.errors.memberUnavailable',
  'operations:vote.errors.signIn',
  'server:errors.notFound',
  'server:errors.rateLimited',
  'server:errors.internal',
] as const;

/** How a vote's page is sent back (page-return.ts): `vote_result`, `vote_key`, `vote_field`, `p_*`. */
export const VOTE_RETURN: ReturnChannel = { prefix: 'vote', keys: VOTE_RESULT_KEYS };
