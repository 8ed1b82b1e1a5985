import crypto from 'node:crypto';
import type { Db } from '../db/database.ts';
import { sql } from '../db/database.ts';
import { SECURITY_LIMITS } from '../../shared/constants.ts';

/** A new math captcha: the answer is stored in PostgreSQL for 2 minutes and can be used once. */
export async function createCaptcha(db: Db): Promise<{ uuid: string; img: string }> {
  const [{ default: svgCaptcha }, { default: sharp }] = await Promise.all([import('svg-captcha'), import('sharp')]);
  const c = svgCaptcha.createMathExpr({
    mathMin: 1,
    mathMax: 9,
    mathOperator: '+-',
    width: 120,
    height: 40,
    noise: 2,
    color: true,
    background: '#f4f6f8',
  });
  const png = await sharp(Buffer.from(c.data)).png().toBuffer();
  const uuid = crypto.randomUUID();
  await db
    .insertInto('sysCaptcha')
    .values({
      uuid,
      code: c.text,
      expireTime: sql<string>`now() + make_interval(secs => ${SECURITY_LIMITS.captchaTtlSeconds})`,
    })
    .execute();
  // opportunistic cleanup of expired answers
  await db.deleteFrom('sysCaptcha').where('expireTime', '<', sql<string>`now()`).execute();
  return { uuid, img: png.toString('base64') };
}

/**
 * Consumes a captcha answer: it is deleted whether right or wrong, so one solved captcha cannot be
 * replayed. Returns 'ok', 'expired' (unknown/expired uuid) or 'wrong'.
 */
export async function checkCaptcha(db: Db, uuid: string | undefined, code: string | undefined): Promise<'ok' | 'expired' | 'wrong'> {
  if (!uuid) return 'expired';
  const row = await db
    .deleteFrom('sysCaptcha')
    .where('uuid', '=', uuid)
    .returning(['code', sql<boolean>`expire_time > now()`.as('live')])
    .executeTakeFirst();
  if (!row?.live) return 'expired';
  return (code ?? '').trim().toLowerCase() === row.code.toLowerCase() ? 'ok' : 'wrong';
}
