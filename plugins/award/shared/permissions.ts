/** Permission codes of the award plugin (`award:<object>:<action>`, awards.md §6.1). */
export const AWARD_PERMISSIONS = [
  'award:member:review',
  'award:enterprise:list',
  'award:enterprise:mine',
  'award:round:list',
  'award:round:add',
  'award:round:edit',
  'award:round:remove',
  'award:application:list',
  'award:application:add',
  'award:application:edit',
  'award:application:submit',
  'award:application:export',
  'award:application:examine',
  'award:application:recommend',
  'award:application:assign',
  'award:application:score',
  'award:application:decide',
  'award:application:publish',
  'award:application:revoke',
  'award:expert:list',
  'award:expert:add',
  'award:expert:edit',
  'award:expert:remove',
] as const;
export type AwardPermission = (typeof AWARD_PERMISSIONS)[number];

/** The role key of enterprise accounts created by a passed registration (data scope: own enterprise). */
export const APPLICANT_ROLE = 'applicant';

/** Award types (awards.md §2 headings; dictionary `award_type`). */
export const AWARD_TYPES = [
  'creditregistrationaward',
  'structureaward',
  'constructQualityAward',
  'decorationQualityAward',
  'cityQualityAward',
  'greenconstructionaward',
  'reputationlevelaward',
  'safetyconstructionaward',
  'excellententerprisesaward',
] as const;
export type AwardType = (typeof AWARD_TYPES)[number];
