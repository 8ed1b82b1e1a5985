/** The counts the console's site card shows (`GET /cms/dashboard/stat`), in their order. */
export const CMS_STAT_COUNTS = ['catalogCount', 'contentCount', 'resourceCount', 'templateCount'] as const;
