import {
  CONTENT_COUNTERS,
  CONTENT_TOTALS,
  DEVICE_TYPES,
  SOURCE_TYPES,
  TRAFFIC_KEYS,
  TREND_GRANS,
  VISIT_KINDS,
} from '../../../plugins/operations/shared/stat.ts';
import { AD_TYPES } from '../../../plugins/operations/shared/advertisement.ts';
import { LINK_CHECK_STATES } from '../../../plugins/operations/shared/link.ts';
import { STAT_MENU } from '../../../plugins/operations/shared/stat-menu.ts';
import { CUSTOM_FORM_DATA_STATUSES, CUSTOM_FORM_RULES } from '../../../plugins/operations/shared/custom-form.ts';
import { COMMENT_AUDIT_STATES } from '../../../plugins/operations/shared/comment.ts';
import { COMMENT_PAGE_DONE, COMMENT_PAGE_FIELDS } from '../../../plugins/operations/shared/comment-page.ts';
import { VOTE_ITEM_TYPES, VOTE_STATUSES, VOTE_SUBJECT_TYPES, VOTE_USER_TYPES } from '../../../plugins/operations/shared/vote.ts';
import { describeDynamicKeys } from '../dynamic-i18n-kit.ts';

describeDynamicKeys({
  folder: 'plugins/operations',
  families: {
    // links
    'operations:link.check.states.*': LINK_CHECK_STATES,
    // ads
    'operations:ad.types.*': AD_TYPES,
    'operations:ad.report.*': ['file', 'day', 'site', 'space', 'ad', 'views', 'clicks', 'ctr', 'visitors', 'botShare'],
    // stats
    'operations:stat.menu.*': STAT_MENU.flatMap((g) => [g.id, ...g.reports]),
    'operations:stat.gran.*': TREND_GRANS,
    'operations:stat.fields.*': [...TRAFFIC_KEYS, ...CONTENT_COUNTERS, ...CONTENT_TOTALS],
    'operations:stat.source.*': SOURCE_TYPES,
    'operations:stat.device.*': DEVICE_TYPES,
    'operations:stat.kind.*': VISIT_KINDS,
    // custom forms
    'operations:customform.rules.*': CUSTOM_FORM_RULES,
    'operations:customform.dataStatus.*': CUSTOM_FORM_DATA_STATUSES,
    'operations:customform.status.*': ['draft', 'published', 'offline'],
    'operations:customform.data.*': ['dataId', 'status', 'assignee', 'notes', 'clientIp', 'versionNo', 'createTime'],
    // comments
    'operations:comment.audit.*': COMMENT_AUDIT_STATES,
    'operations:comment.waited.*': ['m', 'h', 'd'],
    // the comment page: the fields a refusal names, what a post did
    'operations:comment.page.fields.*': COMMENT_PAGE_FIELDS,
    'operations:comment.page.done.*': COMMENT_PAGE_DONE,
    // votes
    'operations:vote.status.*': VOTE_STATUSES,
    'operations:vote.viewType.*': ['0', '1', '2'],
    'operations:vote.userTypes.*': VOTE_USER_TYPES,
    'operations:vote.subjectType.*': VOTE_SUBJECT_TYPES,
    'operations:vote.itemTypes.*': VOTE_ITEM_TYPES,
  },
  checkedElsewhere: {
    // fieldColumns((f) => t(`link.group.${f}`), fields): checked by the 'console columns' test
    'operations:link.group.*': 'plugins/operations/client/pages/link/LinkGroupPage.tsx (its column list)',
    'operations:link.link.*': 'plugins/operations/client/pages/link/LinkListPage.tsx (its column list)',
    'operations:customform.form.*': 'plugins/operations/client/pages/customform/CustomFormPage.tsx (its column list)',
    'operations:vote.form.*': 'plugins/operations/client/pages/vote/VotePage.tsx (its column list)',
  },
});
