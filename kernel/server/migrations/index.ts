import { m0001 } from './0001-core.ts';
import { m0002 } from './0002-scheduler.ts';
import { m0003I18nVersion } from './0003-i18n-version.ts';
import { m0004UserMenu } from './0004-user-menu.ts';
import { m0005AccountKeys } from './0005-account-keys.ts';
import { m0006ThirdPartyLogin } from './0006-third-party-login.ts';
import { m0007Pusher } from './0007-pusher.ts';
import { m0008PushRecipientName } from './0008-push-recipient-name.ts';
import { m0009AppSecret } from './0009-app-secret.ts';

/** The kernel's own migrations, recorded as plugin `kernel`. */
export const KERNEL_MIGRATIONS = [
  m0001,
  m0002,
  m0003I18nVersion,
  m0004UserMenu,
  m0005AccountKeys,
  m0006ThirdPartyLogin,
  m0007Pusher,
  m0008PushRecipientName,
  m0009AppSecret,
];

/** The tables the kernel creates and owns: no plugin declares or alters them. */
export const KERNEL_TABLES = [
  'zx_migration',
  'zx_seed',
  'sys_dept',
  'sys_user',
  'sys_role',
  'sys_menu',
  'sys_user_role',
  'sys_role_menu',
  'sys_user_menu',
  'sys_role_dept',
  'sys_config',
  'sys_dict_type',
  'sys_dict_data',
  'sys_i18n_dict',
  'sys_session',
  'sys_captcha',
  'sys_oper_log',
  'sys_logininfor',
  'sys_security_config',
  'sys_instance',
  'sys_job',
  'sys_job_log',
  'sys_scheduled_task',
  'sys_task_log',
  'sys_async_task',
  'sys_user_oauth',
  'sys_oauth_state',
  'sys_push_channel',
  'sys_push_subscription',
  'sys_push_template',
  'sys_push_occurrence',
  'sys_push_delivery',
  'sys_push_message',
  'sys_secret',
] as const;
