import type { Migration } from '#kernel/server';

/**
 * Recommender rounds and annual reviews (awards.md §5 `recommenderRequired`, §6.3 #4 and #20): a round may require a
 * recommendation before the association's initial review; review records gain the annual-review stage.
 */
export const m0006Recommend: Migration = {
  id: '0006-recommend',
  up: `
alter table award_round add column recommender_required boolean not null default false;
alter table award_review_record drop constraint award_review_record_stage_check;
alter table award_review_record add constraint award_review_record_stage_check
  check (stage in ('SUBMIT', 'RECOMMEND', 'PRELIM', 'EXPERT', 'SITE', 'COMMITTEE', 'PUBLICITY', 'ANNOUNCE', 'REVOKE', 'ANNUAL', 'SYSTEM'));
`,
};
