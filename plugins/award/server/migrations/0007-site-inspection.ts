import type { Migration } from '#kernel/server';

/**
 * Site inspections (awards.md §6.4 SiteInspection, §6.3 #11 "site report present where required"): a round may
 * require one before the expert review completes. The reports are the `inspect` review records.
 */
export const m0007SiteInspection: Migration = {
  id: '0007-site-inspection',
  up: `
alter table award_round add column site_inspection_required boolean not null default false;
`,
};
