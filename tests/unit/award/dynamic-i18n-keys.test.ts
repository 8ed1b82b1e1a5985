import { APPLICATION_STATUSES, PRECHECK_LEVELS, SlotFile } from '../../../plugins/award/shared/application.ts';
import { NOTICE_CHANNELS, OBJECTION_STATUSES, PUBLICITY_KINDS } from '../../../plugins/award/shared/decision.ts';
import { EXPERT_ROLES, SHEET_STATUSES } from '../../../plugins/award/shared/expert.ts';
import { AWARD_TYPES } from '../../../plugins/award/shared/permissions.ts';
import { SCORE_TEMPLATES } from '../../../plugins/award/shared/score-templates.ts';
import { INSPECTION_CONCLUSIONS, INSPECTION_TEXTS, REVIEW_ACTIONS, REVIEW_STAGES } from '../../../plugins/award/shared/workflow.ts';
import { PUBLIC_COLUMNS } from '../../../plugins/award/server/routes/public-notice.ts';
import { describeDynamicKeys } from '../dynamic-i18n-kit.ts';

describeDynamicKeys({
  folder: 'plugins/award',
  families: {
    'award:types.*': AWARD_TYPES,
    'award:status.*': APPLICATION_STATUSES,
    'award:action.*': REVIEW_ACTIONS,
    'award:stage.*': REVIEW_STAGES,
    'award:expert.role.*': EXPERT_ROLES,
    'award:score.grade.*': [...new Set(SCORE_TEMPLATES.flatMap((s) => [...s.grades.map((g) => g.grade), s.fail]))],
    'award:inspection.result.*': INSPECTION_CONCLUSIONS,
    'award:examine.fileKey.*': Object.keys(SlotFile.properties),
    'award:expert.panel.sheetStatus.*': SHEET_STATUSES,
    'award:decision.objStatus.*': OBJECTION_STATUSES,
    'award:publicity.kind.*': PUBLICITY_KINDS,
    'award:publicity.channel.*': NOTICE_CHANNELS,
    'award:publicity.col.*': PUBLIC_COLUMNS,
    'award:inspection.*': INSPECTION_TEXTS.map(([name]) => name),
    'award:app.*': PRECHECK_LEVELS,
  },
  pinned: {
    'award:slot.*': "a round's attachment slots (award_round rows, codes from schemas/award/*.json); the console falls back to their label",
  },
});
