import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDb, sql } from '../../kernel/server/db/database.ts';
import '../../kernel/server/db/core-tables.ts';
import { seedUsers, BENCH_USER_PASSWORD } from '../api/kernel/seed-users.ts';
import { KeepAliveClient } from './lib/http.ts';
import type { TargetContext } from './api-load.ts';

const SCOPED_USER = 'bench_scoped';

/** The connection string of the bench server's own embedded PostgreSQL (its port and password live in DATA_DIR). */
export function embeddedUrl(dataDir: string): string {
  const pid = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = fs.readFileSync(path.join(dataDir, 'pg.secret'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(pid[3])}/zhuxie`;
}

function embeddedPool(dataDir: string): pg.Pool {
  return new pg.Pool({ connectionString: embeddedUrl(dataDir), max: 2 });
}

/**
 * Seeds 10,000 users and signs in a user whose role sees "own department and below" with the
 * user-list permission, so every request pays for the dept join AND the data-scope filter.
 * Returns that user's token.
 */
export async function prepareUserList(ctx: TargetContext): Promise<string> {
  const pool = embeddedPool(ctx.dataDir);
  const db = openDb(pool);
  try {
    await seedUsers(db, 10_000);
    const root = await db.selectFrom('sysDept').select('deptId').where('parentId', '=', 0).orderBy('deptId').executeTakeFirstOrThrow();
    const menu = await db.selectFrom('sysMenu').select('menuId').where('perms', '=', 'system:user:view').executeTakeFirstOrThrow();
    const role = await db
      .insertInto('sysRole')
      .values({ roleName: 'Bench scoped', roleKey: 'bench_scoped', roleSort: 99, dataScope: '4', createBy: 'bench' })
      .returning('roleId')
      .executeTakeFirstOrThrow();
    await db.insertInto('sysRoleMenu').values({ roleId: role.roleId, menuId: menu.menuId }).execute();
    const hash = (await db.selectFrom('sysUser').select('password').where('userName', '=', 'bench_1').executeTakeFirstOrThrow()).password;
    const user = await db
      .insertInto('sysUser')
      .values({ userName: SCOPED_USER, nickName: 'Bench scoped', deptId: root.deptId, password: hash, createBy: 'bench' })
      .returning('userId')
      .executeTakeFirstOrThrow();
    await db.insertInto('sysUserRole').values({ userId: user.userId, roleId: role.roleId }).execute();
    // the table as a live database keeps it (as the content list's): statistics (without them the planner
    // guesses 160 rows in scope and reads all 10,000 to sort them, instead of walking the primary key) and
    // vacuumed, so autovacuum's first pass over the 10,000 new rows does not land inside the measured seconds
    await sql`vacuum analyze sys_user`.execute(db);
  } finally {
    await db.destroy();
  }
  const c = new KeepAliveClient(ctx.base);
  try {
    const r = await c.request<{ code: number; data: string; msg: string }>('POST', '/prod-api/login', {
      body: { username: SCOPED_USER, password: BENCH_USER_PASSWORD },
    });
    if (r.body.code !== 200) throw new Error(`bench scoped login failed: ${r.body.msg}`);
    return r.body.data;
  } finally {
    c.close();
  }
}
