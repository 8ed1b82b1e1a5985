import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AppError,
  activeSecurityConfig,
  assertDeptsInScope,
  assertPasswordAllowed,
  assertUsersInScope,
  dataScopeOf,
  fail,
  hashPassword,
  invalidField,
  ok,
  readXlsx,
  sendXlsx,
  sql,
  type DataScope,
  type Kernel,
} from '#kernel/server';
import { LANGUAGES, ResultCode } from '#kernel/shared';
import { assertMayManage, endSessionsOf } from '../services/user-guards.ts';
import { validateUser } from '../services/user-validate.ts';
import type { ImportFailure, ImportResult } from '../../shared/user.ts';

/** Template and import columns, in order. */
export const COLUMNS = ['deptId', 'userName', 'nickName', 'email', 'phoneNumber', 'sex', 'status', 'password'] as const;
const MAX_ROWS = 5000;

/** Accepts a dict value or its label in any language ("男", "Male", "0"). */
function dictValue(kernel: Kernel, prefix: string, values: string[], text: string): string | null | undefined {
  const v = text.trim();
  if (!v) return undefined;
  if (values.includes(v)) return v;
  for (const lng of LANGUAGES)
    for (const val of values) if (kernel.messages.lookup(lng, `${prefix}.${val}`)?.toLowerCase() === v.toLowerCase()) return val;
  return null;
}

/** Reads the multipart `file` and the `updateSupport` switch (a form field or a query parameter). */
async function readUpload(req: FastifyRequest): Promise<{ buf: Buffer; updateSupport: boolean }> {
  let buf: Buffer | null = null;
  let update = String((req.query as Record<string, unknown>)?.updateSupport ?? '');
  if (!req.isMultipart()) throw fail('server:upload.noFile');
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || !/\.xlsx$/i.test(part.filename)) {
        part.file.resume();
        throw fail('system:userImport.badFile');
      }
      buf = await part.toBuffer();
    } else if (part.fieldname === 'updateSupport') update = String(part.value);
  }
  if (!buf) throw fail('server:upload.noFile');
  return { buf, updateSupport: update === 'true' || update === '1' };
}

/** Import of users from xlsx, row by row: a bad row is reported and skipped, every good row is saved. */
export async function userImportRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;

  const template = async (req: FastifyRequest, reply: FastifyReply) =>
    sendXlsx(
      reply,
      'UserTemplate',
      COLUMNS.map((c) => ({ header: req.t(`system:fields.${c}`), value: (r: Record<string, unknown>) => r[c], width: 16 })),
      [],
    );
  app.get('/system/user/importTemplate', { config: { access: 'system:user:import' } }, template);
  app.post('/system/user/importTemplate', { config: { access: 'system:user:import', log: false } }, template);

  app.post(
    '/system/user/importData',
    { config: { access: 'system:user:import', log: { title: 'system:log.userImport', type: 'IMPORT' } } },
    async (req) => {
      const { buf, updateSupport } = await readUpload(req);
      let rows: Awaited<ReturnType<typeof readXlsx>>;
      try {
        rows = await readXlsx(buf, [...COLUMNS]);
      } catch {
        throw fail('system:userImport.badFile');
      }
      if (!rows.length) throw fail('system:userImport.empty');
      if (rows.length > MAX_ROWS) throw fail('system:userImport.tooMany', { max: MAX_ROWS });
      const scope = await dataScopeOf(kernel, req);
      const cfg = await activeSecurityConfig(db);
      const failures: ImportFailure[] = [];
      let inserted = 0;
      let updated = 0;
      for (const { row, values: v } of rows) {
        try {
          const r = await importRow(kernel, req, scope, v, updateSupport, cfg?.forceModifyPwdAfterAdd === 'Y');
          if (r === 'inserted') inserted++;
          else updated++;
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          const params = Array.isArray(e.params) ? e.params : { ...e.params };
          if (!Array.isArray(params) && typeof params.field === 'string') params.field = req.t(`system:fields.${params.field}`);
          failures.push({ row, userName: v.userName, msg: req.t(e.key, params) });
        }
      }
      const msg = failures.length
        ? req.t('system:userImport.partly', { inserted, updated, failed: failures.length })
        : req.t('system:userImport.done', { inserted, updated });
      const result: ImportResult = { inserted, updated, failures };
      return ok(result, msg);
    },
  );
}

async function importRow(
  kernel: Kernel,
  req: FastifyRequest,
  scope: DataScope,
  v: Record<string, string>,
  updateSupport: boolean,
  forceModify: boolean,
): Promise<'inserted' | 'updated'> {
  const { db } = kernel;
  const deptId = Number(v.deptId);
  if (!v.deptId.trim()) throw invalidField('deptId', 'server:schema.required');
  if (!Number.isInteger(deptId) || deptId < 1) throw invalidField('deptId', 'server:schema.type');
  const sexValue = dictValue(kernel, 'system:sex', ['0', '1', '2'], v.sex);
  const statusValue = dictValue(kernel, 'system:userStatus', ['0', '1'], v.status);
  if (sexValue === null) throw invalidField('sex', 'server:schema.enum');
  if (statusValue === null) throw invalidField('status', 'server:schema.enum');
  const sex = sexValue ?? '2';
  const status = statusValue ?? '0';
  const userName = v.userName.trim();
  if (!userName) throw invalidField('userName', 'server:schema.required');
  const existing = await db
    .selectFrom('sysUser')
    .select(['userId', 'status'])
    .where(sql`lower(user_name)`, '=', userName.toLowerCase())
    .executeTakeFirst();
  if (existing && !updateSupport) throw invalidField('userName', 'system:errors.userNameTaken', { value: userName });
  const fields = await validateUser(db, {
    userId: existing?.userId,
    userName,
    nickName: v.nickName,
    email: v.email.trim(),
    phoneNumber: v.phoneNumber.trim(),
  });
  if (!(await db.selectFrom('sysDept').select('deptId').where('deptId', '=', deptId).executeTakeFirst()))
    throw invalidField('deptId', 'system:errors.deptNotFound');
  await assertDeptsInScope(db, scope, [deptId]);
  if (existing) {
    // an update may not reach outside the scope or touch a super admin; the password column is ignored
    await assertUsersInScope(db, scope, [existing.userId]);
    await assertMayManage(db, req, [existing.userId]);
    if (existing.userId === req.user!.userId && status !== '0') throw new AppError(ResultCode.FORBIDDEN, 'system:errors.cannotDisableSelf');
    await db
      .updateTable('sysUser')
      .set({
        nickName: fields.nickName,
        email: fields.email,
        phoneNumber: fields.phoneNumber,
        deptId,
        sex,
        status,
        updateBy: req.user!.userName,
        updateTime: sql<string>`now()`,
        version: sql<number>`version + 1`,
      })
      .where('userId', '=', existing.userId)
      .execute();
    if (status !== '0' && existing.status === '0') await endSessionsOf(kernel, req, [existing.userId]);
    return 'updated';
  }
  await assertPasswordAllowed(db, v.password, fields, 'password');
  await db
    .insertInto('sysUser')
    .values({
      ...fields,
      deptId,
      sex,
      status,
      password: await hashPassword(v.password),
      forceModifyPassword: forceModify ? 'Y' : 'N',
      passwordModifyTime: sql<string>`now()`,
      createBy: req.user!.userName,
    })
    .execute();
  return 'inserted';
}
