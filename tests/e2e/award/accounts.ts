import type pg from 'pg';
import { hashPassword } from '../../../kernel/server/auth/password.ts';

/**
 * Set-up shared by the award browser tests: an enterprise with its applicant account (role `applicant`, as a passed
 * registration leaves them) and a structure-quality round open now with one photo slot.
 */
export async function applicantAccount(
  db: pg.Client,
  o: { userName: string; nickName: string; password: string; enterprise: Record<string, string> },
): Promise<{ enterpriseId: number; userId: number }> {
  const columns = Object.keys(o.enterprise);
  const e = await db.query(
    `insert into award_enterprise (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     returning enterprise_id`,
    Object.values(o.enterprise),
  );
  const u = await db.query(
    `insert into sys_user (user_name, nick_name, password, status, password_modify_time) values ($1, $2, $3, '0', now())
     returning user_id`,
    [o.userName, o.nickName, await hashPassword(o.password)],
  );
  const ids = { enterpriseId: Number(e.rows[0].enterprise_id), userId: Number(u.rows[0].user_id) };
  await db.query(`insert into sys_user_role (user_id, role_id) select $1, role_id from sys_role where role_key = 'applicant'`, [
    ids.userId,
  ]);
  await db.query('insert into award_enterprise_user (user_id, enterprise_id) values ($1, $2)', [ids.userId, ids.enterpriseId]);
  return ids;
}

/** A structure-quality round of 2025 open until 2099 (quota 2), its photos slot wanting a caption or not: its id. */
export async function structureRound(db: pg.Client, title: string, captionRequired: boolean): Promise<number> {
  const slots = [
    { code: 'photos', label: '工程照片', required: true, accept: ['png', 'jpg'], minCount: 1, maxCount: 5, maxSizeMB: 5, captionRequired },
  ];
  const r = await db.query(
    `insert into award_round (award_type, title, year, batch, open_at, close_at, max_per_enterprise, attachment_slots, schema_version)
     values ('structureaward', $1, 2025, 1, '2020-01-01', '2099-12-31', 2, $2, 1) returning round_id`,
    [title, JSON.stringify(slots)],
  );
  return Number(r.rows[0].round_id);
}
