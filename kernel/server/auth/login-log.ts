import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { clientInfo } from './client-info.ts';

/** Records one login or logout attempt in sys_logininfor (status '0' success, '1' failure). */
export async function writeLoginLog(
  db: Db,
  req: FastifyRequest,
  e: { userId?: number | null; userName: string; ok: boolean; msg: string; logType?: '0' | '1' },
): Promise<void> {
  const info = clientInfo(req);
  await db
    .insertInto('sysLogininfor')
    .values({
      userId: e.userId ?? null,
      userName: e.userName.slice(0, 64),
      logType: e.logType ?? '0',
      status: e.ok ? '0' : '1',
      ipaddr: info.ip,
      loginLocation: info.location,
      browser: info.browser,
      os: info.os,
      msg: e.msg,
    })
    .execute();
}
