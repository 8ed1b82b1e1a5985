/**
 * Permission codes of the member plugin (chestnut-api §2 menus 2060–2063): the directory `member`, the member list
 * `member:list:view` and its buttons, level config `member:level:*`, exp config `member:exp:*`.
 */
export const MEMBER_PERMISSIONS = [
  'member',
  // member list (menu 2063)
  'member:list:view',
  'member:list:add',
  'member:list:edit',
  'member:list:delete',
  'member:list:resetPwd',
  // level config (menu 2062)
  'member:level:view',
  'member:level:add',
  'member:level:edit',
  'member:level:delete',
  // exp config (menu 2061)
  'member:exp:view',
  'member:exp:add',
  'member:exp:edit',
  'member:exp:delete',
] as const;
export type MemberPermission = (typeof MEMBER_PERMISSIONS)[number];
