import type { Migration } from '#kernel/server';

/**
 * A score sheet records who saved it last, as every versioned table does (its edits go through the kernel's
 * versioned update, which writes `update_by` with the version check).
 */
export const m0008ScoreSheetWriter: Migration = {
  id: '0008-score-sheet-writer',
  up: `
alter table award_score_sheet add column update_by text;
`,
};
