import { CONTENT_STATUS, CONTENT_STATUSES, type ContentStatus } from './content.ts';

const { DRAFT, TO_PUBLISH, PUBLISHED, OFFLINE, ARCHIVED, EDITING } = CONTENT_STATUS;

/** Who takes a content transition: an editor through a route, or the system (scheduled jobs, other plugins' notices). */
export type ContentActor = 'editor' | 'system';

/**
 * Where a transition leads: a status; `recycled` (into the recycle bin, its status kept to come back with);
 * `previous` (out of the recycle bin, back to the status it had, a draft when none was kept).
 */
export type ContentTarget = ContentStatus | 'recycled' | 'previous';

export interface ContentTransition {
  /** the statuses it may start from (none: the content is new) */
  from: readonly ContentStatus[];
  to: ContentTarget;
  actor: ContentActor;
}

/**
 * The status machine of a CMS content (chestnut-api §4.1, with SPEC §4's archived '50' beside offline). Every
 * status a content gets is written by services/content-status.ts from this table, so a step from the wrong status
 * is refused in one place. Where the rules of v1.4.3 and ours differ it is said on the row.
 */
export const CONTENT_TRANSITIONS = {
  /** new content and copies (independent or mapping) start as drafts */
  add: { from: [], to: DRAFT, actor: 'editor' },
  copy: { from: CONTENT_STATUSES, to: DRAFT, actor: 'editor' },
  /** saving a to-publish, published or archived content re-edits it (saving a draft, offline or re-edited one keeps its status) */
  edit: { from: [TO_PUBLISH, PUBLISHED, ARCHIVED], to: EDITING, actor: 'editor' },
  /** from any status but archived (an archived content is re-edited first); a published one is published again */
  publish: { from: [DRAFT, TO_PUBLISH, PUBLISHED, OFFLINE, EDITING], to: PUBLISHED, actor: 'editor' },
  /** from any status but published and archived */
  toPublish: { from: [DRAFT, TO_PUBLISH, OFFLINE, EDITING], to: TO_PUBLISH, actor: 'editor' },
  offline: { from: [TO_PUBLISH, PUBLISHED, EDITING], to: OFFLINE, actor: 'editor' },
  /** archive: v1.4.3's service body is empty; ours takes the pages off the site as offline does */
  archive: { from: [PUBLISHED, OFFLINE], to: ARCHIVED, actor: 'editor' },
  /** v1.4.3 deletes drafts and offline contents; archived ones too here */
  delete: { from: [DRAFT, OFFLINE, ARCHIVED], to: 'recycled', actor: 'editor' },
  /** from the recycle bin: the status it was deleted with */
  recover: { from: [DRAFT, OFFLINE, ARCHIVED], to: 'previous', actor: 'editor' },
  /** moving to another catalog resets to a draft */
  move: { from: CONTENT_STATUSES, to: DRAFT, actor: 'editor' },
  /** the publish job: to-publish contents whose publish date has come */
  publishDue: { from: [TO_PUBLISH], to: PUBLISHED, actor: 'system' },
  /** the offline job: contents past their offline date (to-publish ones wait for their publish date first) */
  offlineDue: { from: [PUBLISHED, EDITING], to: OFFLINE, actor: 'system' },
  /** a notice another plugin publishes as an article: written as a draft, published at once */
  noticePublish: { from: [DRAFT], to: PUBLISHED, actor: 'system' },
  /** the notice withdrawn by its plugin: off the site as an editor's offline */
  noticeOffline: { from: [TO_PUBLISH, PUBLISHED, EDITING], to: OFFLINE, actor: 'system' },
} as const satisfies Record<string, ContentTransition>;
export type ContentAction = keyof typeof CONTENT_TRANSITIONS;
export const CONTENT_ACTIONS = Object.keys(CONTENT_TRANSITIONS) as ContentAction[];

/** Whether a content in `status` may take `action`. */
export const contentActionAllowed = (action: ContentAction, status: ContentStatus): boolean =>
  (CONTENT_TRANSITIONS[action].from as readonly ContentStatus[]).includes(status);

/** The actions a content in `status` may take, for the buttons a screen offers (the server decides). */
export const contentActionsFrom = (status: ContentStatus, actor: ContentActor = 'editor'): ContentAction[] =>
  CONTENT_ACTIONS.filter((a) => CONTENT_TRANSITIONS[a].actor === actor && contentActionAllowed(a, status));
