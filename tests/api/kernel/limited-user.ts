import { TEST_USER_PASSWORD, type TestApp } from '../../../kernel/server/testkit.ts';

export const LIMITED_PASSWORD = TEST_USER_PASSWORD;

/** `t.asUser` in the shape older tests call it (perms, dataScope, deptId); returns the ids and the token. */
export async function limitedUser(
  t: TestApp,
  o: { userName: string; perms: string[]; dataScope?: string; deptId: number; customDeptIds?: number[] },
): Promise<{ userId: number; roleId: number; token: string }> {
  const u = await t.asUser({
    userName: o.userName,
    permissions: o.perms,
    dataScope: o.dataScope,
    deptId: o.deptId,
    customDeptIds: o.customDeptIds,
  });
  return { userId: u.userId, roleId: u.roleId, token: u.token };
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
