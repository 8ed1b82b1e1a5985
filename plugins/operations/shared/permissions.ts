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
  // custom forms (menu 430649774219333: the code's `cms:customform:*`, also on the menu, whose v1.4.3 seed said
  // `cms:custom:view`) and their submissions, each data route with its own (v1.4.3 left them open)
  'cms:customform:view',
  'cms:customform:add',
  'cms:customform:edit',
  'cms:customform:delete',
  'cms:customform:data:view',
  'cms:customform:data:add',
  'cms:customform:data:edit',
  'cms:customform:data:delete',
  'cms:customform:data:export',
  // Statistics (menu 2080)
  'stat:view',
  // comments (menu 2065, buttons 2069–2070)
  'comment:view',
  'comment:audit',
  'comment:delete',
  // votes (menu 2066, buttons 2071–2073; the hidden subject page 2067 needs vote:view)
  'vote:view',
  'vote:add',
  'vote:edit',
  'vote:delete',
] as const;
export type OperationsPermission = (typeof OPERATIONS_PERMISSIONS)[number];
