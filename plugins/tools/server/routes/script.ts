import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, type Kernel, type RouteApp, invalidField, ok, sql, verifyPassword } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { CONSOLE_KEY_HEADER, ConsoleUnlock, SCRIPT_LIMITS, ScriptRun } from '../../shared/script.ts';
import { assertConsole as assertConsoleOf } from '../script/console-access.ts';
import { runScript, runWriteScript } from '../script/script-runner.ts';

const hashKey = (key: string) => crypto.hash('sha256', key, 'hex');

/**
 * The script console (v1.4.3 `POST /groovy/exec`, menu 2064, issue 36): off unless the config switch is on; for
 * the super administrator only, whose password is asked again for each console session (`/groovy/unlock` hands
 * the console a key bound to the sign-in session); each run is logged with its whole text and output.
 */
export async function scriptRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  const assertConsole = (req: FastifyRequest) => assertConsoleOf(kernel, req);

  app.post(
    '/groovy/unlock',
    { config: { access: 'tool:groovy:exec', log: { title: 'tools:log.unlock', type: 'OTHER' } }, schema: { body: ConsoleUnlock } },
    async (req) => {
      await assertConsole(req);
      const u = await db.selectFrom('sysUser').select('password').where('userId', '=', req.user!.userId).executeTakeFirstOrThrow();
      if (!(await verifyPassword(u.password, req.body.password))) throw invalidField('password', 'tools:script.wrongPassword');
      const key = crypto.randomBytes(32).toString('base64url');
      // a session's older keys (another console tab, an earlier visit) and everyone's expired ones go
      await db
        .deleteFrom('toolConsoleKey')
        .where((eb) => eb.or([eb('tokenHash', '=', req.user!.tokenHash), eb('expiresAt', '<', sql<string>`now()`)]))
        .execute();
      await db
        .insertInto('toolConsoleKey')
        .values({
          keyHash: hashKey(key),
          tokenHash: req.user!.tokenHash,
          userId: req.user!.userId,
          expiresAt: sql<string>`now() + make_interval(mins => ${SCRIPT_LIMITS.unlockMinutes})`,
        })
        .execute();
      return ok({ key, minutes: SCRIPT_LIMITS.unlockMinutes });
    },
  );

  app.post(
    '/groovy/exec',
    // the operation log keeps the whole script and its whole output
    { config: { access: 'tool:groovy:exec', log: { title: 'tools:log.exec', type: 'OTHER', full: true } }, schema: { body: ScriptRun } },
    async (req) => {
      await assertConsole(req);
      const key = req.headers[CONSOLE_KEY_HEADER];
      const live =
        typeof key === 'string' && key
          ? await db
              .updateTable('toolConsoleKey')
              .set({ expiresAt: sql<string>`now() + make_interval(mins => ${SCRIPT_LIMITS.unlockMinutes})` })
              .where('keyHash', '=', hashKey(key))
              .where('tokenHash', '=', req.user!.tokenHash)
              .where('userId', '=', req.user!.userId)
              .where('expiresAt', '>', sql<string>`now()`)
              .returning('keyHash')
              .executeTakeFirst()
          : undefined;
      if (!live) throw new AppError(ResultCode.FORBIDDEN, 'tools:script.locked');
      const user = { userId: req.user!.userId, userName: req.user!.userName };
      const b = req.body;
      const result =
        b.mode === 'write'
          ? await runWriteScript(kernel, req.t, b.scriptText, user, b.confirm)
          : await runScript(kernel, req.t, b.scriptText, user);
      // v1.4.3 answers the output text; the stop reason, if any, is its last line and the message
      const { output, error, ...more } = result;
      return { code: ResultCode.SUCCESS, msg: error ?? req.t('server:ok'), data: output, ...more };
    },
  );
}
