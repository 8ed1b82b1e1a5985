/** Permission codes of the monitor plugin (`monitor:<object>:<action>`, chestnut-api.md §2). */
export const MONITOR_PERMISSIONS = [
  'monitor:online:view',
  'monitor:online:query',
  'monitor:online:batchLogout',
  'monitor:online:forceLogout',
  'monitor:job:view',
  'monitor:job:query',
  'monitor:job:add',
  'monitor:job:edit',
  'monitor:job:remove',
  'monitor:job:changeStatus',
  'monitor:job:export',
  'monitor:task:view',
  'monitor:task:add',
  'monitor:task:edit',
  'monitor:task:remove',
  'monitor:task:changeStatus',
  'monitor:task:exec',
  'monitor:async:view',
  'monitor:async:stop',
  'monitor:async:remove',
  'monitor:server:view',
  'monitor:cache:view',
  'monitor:cache:clear',
  'monitor:db:view',
] as const;

export type MonitorPermission = (typeof MONITOR_PERMISSIONS)[number];
