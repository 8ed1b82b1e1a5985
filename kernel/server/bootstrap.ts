import crypto from 'node:crypto';
import type { Db } from './db/database.ts';
import { sql } from './db/database.ts';
import { hashPassword } from './auth/password.ts';
import { ConfigError, type AppConfig } from './config.ts';
import { securePasswordPolicy } from './auth/password-policy.ts';
import { checkPassword } from '../shared/validation.ts';
import { SUPER_ROLE } from '../shared/permission.ts';

const WHY: Record<string, string> = {
  required: 'it is empty',
  passwordLength: 'wrong length',
  passwordRule: 'it needs letters and digits',
  passwordWeak: 'it is a common password',
  passwordSensitive: 'it contains the account name',
  passwordPersonal: 'it contains the account name',
};

/**
 * First start: the root department, the super-admin role and the `admin` user. The password comes from
 * ADMIN_PASSWORD, or is generated, printed once and must be changed at first login. Returns true when
 * this was the first start.
 */
export async function bootstrapAdmin(db: Db, config: AppConfig, print: (m: string) => void): Promise<boolean> {
  const any = await db.selectFrom('sysUser').select('userId').limit(1).executeTakeFirst();
  if (any) return false;
  const generated = !config.adminPassword;
  const policy = securePasswordPolicy();
  const admin = { userName: 'admin', nickName: 'Administrator' };
  if (config.adminPassword) {
    const broken = checkPassword(config.adminPassword, policy, admin);
    if (broken)
      throw new ConfigError(
        `ADMIN_PASSWORD does not meet the password policy (${policy.minLength}–${policy.maxLength} characters, ` +
          `letters and digits, not a common password, not the account name): ${WHY[broken.key.split('.')[0]] ?? broken.key}`,
      );
  }
  let password = config.adminPassword ?? '';
  while (!password || checkPassword(password, policy, admin)) password = crypto.randomBytes(12).toString('base64url');
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const dept = await trx
      .insertInto('sysDept')
      .values({ deptName: '筑协', parentId: 0, ancestors: '0', orderNum: 0, createBy: 'system' })
      .returning('deptId')
      .executeTakeFirstOrThrow();
    const role = await trx
      .insertInto('sysRole')
      .values({
        roleName: '超级管理员',
        roleKey: SUPER_ROLE,
        roleSort: 1,
        dataScope: '1',
        createBy: 'system',
        remark: 'super administrator',
      })
      .returning('roleId')
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('sysUser')
      .values({
        userName: 'admin',
        nickName: 'Administrator',
        deptId: dept.deptId,
        password: hash,
        sex: '2',
        forceModifyPassword: generated ? 'Y' : 'N',
        passwordModifyTime: sql<string>`now()`,
        createBy: 'system',
      })
      .returning('userId')
      .executeTakeFirstOrThrow();
    await trx.insertInto('sysUserRole').values({ userId: user.userId, roleId: role.roleId }).execute();
    await trx
      .insertInto('sysSecurityConfig')
      .values({
        status: '0',
        passwordLenMin: policy.minLength,
        passwordLenMax: policy.maxLength,
        passwordRule: policy.rule,
        weakPasswords: policy.weakPasswords.join('\n'),
        createBy: 'system',
        remark: 'default policy',
      })
      .execute();
    if (config.captchaEnabled != null)
      await trx
        .updateTable('sysConfig')
        .set({ configValue: String(config.captchaEnabled) })
        .where('configKey', '=', 'SysCaptchaEnable')
        .execute();
  });
  if (generated) print(`\n  Zhuxie first start: user "admin", password "${password}" (shown once; change it at first login)\n`);
  return true;
}
