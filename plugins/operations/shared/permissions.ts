/**
 * Permission codes of the operations plugin: its directory, friend links and ads keep their v1.4.3 codes
 * (chestnut-api §2: `cms:friendlink:*`, `cms:advertisement:*`), the Statistics screen `stat:view`.
 */
export const OPERATIONS_PERMISSIONS = [
  'operations:view',
  // friend links (menu 2036, buttons 2074–2076)
  'cms:friendlink:view',
  'cms:friendlink:add',
  'cms:friendlink:edit',
  'cms:friendlink:delete',
  // ad spaces and ads (menu 2038)
  'cms:advertisement:view',
  'cms:advertisement:add',
  'cms:advertisement:edit',
  'cms:advertisement:delete',
  // Statistics (menu 2080)
  'stat:view',
  // comments (menu 2065, buttons 2069–2070)
  'comment:view',
  'comment:audit',
  'comment:delete',
] as const;
export type OperationsPermission = (typeof OPERATIONS_PERMISSIONS)[number];
