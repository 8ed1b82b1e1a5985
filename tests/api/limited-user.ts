import type { TestApp } from '../../kernel/server/testkit.ts';
import { hashPassword } from '../../kernel/server/auth/password.ts';

export const LIMITED_PASSWORD = 'Limited#123';

/**
 * Creates a role holding exactly the seeded menu rows of `perms` with the given data scope, and a user
 * in `deptId` holding it; returns the ids and a fresh login token.
 */
export async function limitedUser(
  t: TestApp,
  o: { userName: string; perms: string[]; dataScope?: string; deptId: number; customDeptIds?: number[] },
): Promise<{ userId: number; roleId: number; token: string }> {
  const db = t.kernel.db;
  const role = await db
    .insertInto('sysRole')
    .values({ roleName: `role-${o.userName}`, roleKey: `role_${o.userName}`, roleSort: 9, dataScope: o.dataScope ?? '1' })
    .returning('roleId')
    .executeTakeFirstOrThrow();
  if (o.perms.length) {
    const menus = await db.selectFrom('sysMenu').select('menuId').where('perms', 'in', o.perms).execute();
    await db
      .insertInto('sysRoleMenu')
      .values(menus.map((m) => ({ roleId: role.roleId, menuId: m.menuId })))
      .execute();
  }
  for (const deptId of o.customDeptIds ?? []) await db.insertInto('sysRoleDept').values({ roleId: role.roleId, deptId }).execute();
  const user = await db
    .insertInto('sysUser')
    .values({ userName: o.userName, nickName: o.userName, deptId: o.deptId, password: await hashPassword(LIMITED_PASSWORD) })
    .returning('userId')
    .executeTakeFirstOrThrow();
  await db.insertInto('sysUserRole').values({ userId: user.userId, roleId: role.roleId }).execute();
  return { userId: user.userId, roleId: role.roleId, token: await t.login(o.userName, LIMITED_PASSWORD) };
}

/** Builds a multipart/form-data body for `app.inject`. */
export function multipart(fields: Record<string, string>, file: { field: string; name: string; content: Buffer; type?: string }) {
  const boundary = `----zx${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
