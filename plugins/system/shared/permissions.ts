/** Permission codes of the system plugin (`system:<object>:<action>`). */
const crud = <O extends string, E extends string = never>(o: O, extra: readonly E[] = []) =>
  ['view', 'add', 'edit', 'remove', ...extra].map((a) => `system:${o}:${a}` as `system:${O}:${'view' | 'add' | 'edit' | 'remove' | E}`);

export const SYSTEM_PERMISSIONS = [
  ...crud('user', ['export', 'import', 'resetPwd']),
  ...crud('role', ['export']),
  ...crud('menu'),
  ...crud('dept'),
  ...crud('post', ['export']),
  ...crud('dict', ['export']),
  ...crud('config', ['export']),
  ...crud('notice'),
  ...crud('i18ndict', ['export']),
  ...crud('iprule'),
  ...crud('security'),
  ...crud('wechat'),
  ...crud('pusher'),
  'system:operlog:view',
  'system:operlog:remove',
  'system:operlog:export',
  'system:logininfor:view',
  'system:logininfor:remove',
  'system:logininfor:export',
  'system:logininfor:unlock',
] as const;

export type SystemPermission = (typeof SYSTEM_PERMISSIONS)[number];
