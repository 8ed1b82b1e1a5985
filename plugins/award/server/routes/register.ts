import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  RateLimiter,
  assertPasswordAllowed,
  checkCaptcha,
  dictLabelKey,
  fail,
  formatInstant,
  hashPassword,
  invalidField,
  ok,
  readUpload,
  sql,
  writeAtomic,
  type Kernel,
} from '#kernel/server';
import {
  REGISTRATION_DICTS,
  REGISTRATION_UPLOAD,
  checkRegistration,
  registrantNickName,
  type RegistrationBody,
} from '../../shared/registration.ts';

/** Where registration attachments live: under DATA_DIR, outside the public `upload/` area, never served publicly. */
export const PRIVATE_DIR = 'award-private';
const FORM = 'registration';
const SCHEMA_WORDS = new Set(['required', 'type', 'minLength', 'maxLength', 'minimum', 'maximum', 'enum', 'pattern', 'format']);
const TOKEN = /^reg_[0-9a-f]{40}$/;

const str = (max: number) => ({ type: 'string', maxLength: max });
const body = {
  type: 'object',
  required: ['account', 'enterprise', 'contact', 'applyLevel', 'charterAgree', 'attachments'],
  properties: {
    account: {
      type: 'object',
      required: ['userName', 'password', 'confirmPassword', 'phone'],
      properties: {
        userName: str(20),
        password: str(128),
        confirmPassword: str(128),
        phone: str(11),
        email: str(100),
        code: str(16),
        uuid: str(64),
      },
    },
    enterprise: { type: 'object' },
    contact: { type: 'object' },
    applyLevel: str(40),
    charterAgree: { type: 'boolean' },
    attachments: {
      type: 'array',
      maxItems: 30,
      items: { type: 'object', required: ['slot', 'path'], properties: { slot: str(40), path: str(80), name: str(255) } },
    },
    schemaVersion: { type: 'integer', minimum: 1 },
  },
} as const;

/** Turns a shared-rule problem into the localized field refusal the console shows beside the field. */
const refuse = (p: { field: string; key: string; params?: Record<string, unknown> }) => invalidField(p.field, p.key, p.params);

/**
 * The public member registration (awards.md §2.10): its form (schema and the dictionary options it needs, since
 * no token is there to read dictionaries), the attachment upload and the sign-up. All three are rate-limited per
 * client IP like the login; the sign-up checks the captcha as the login does.
 */
export async function registerRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;
  const limit = kernel.config.loginRateLimit;
  const signupLimiter = new RateLimiter(limit, 60_000);
  const uploadLimiter = new RateLimiter(limit * 4, 60_000);
  const formLimiter = new RateLimiter(limit * 4, 60_000);

  const dictOptions = async (req: FastifyRequest, types: string[]) => {
    const rows = await db
      .selectFrom('sysDictData')
      .select(['dictType', 'dictValue', 'dictLabel', 'isDefault'])
      .where('dictType', 'in', types)
      .where('status', '=', '0')
      .orderBy('dictType')
      .orderBy('dictSort')
      .execute();
    const out: Record<string, { label: string; value: string; isDefault?: boolean }[]> = {};
    for (const t of types) out[t] = [];
    for (const r of rows)
      out[r.dictType].push({
        value: r.dictValue,
        label: kernel.messages.lookup(req.lang, dictLabelKey(r.dictType, r.dictValue)) ?? r.dictLabel,
        ...(r.isDefault === 'Y' ? { isDefault: true } : {}),
      });
    return out;
  };

  app.get<{ Querystring: { version?: number } }>(
    '/bus/members/registrationForm',
    {
      config: { access: 'public' },
      schema: { querystring: { type: 'object', properties: { version: { type: 'integer', minimum: 1 } } } },
    },
    async (req) => {
      await formLimiter.check(req, 'award-reg-form');
      const form = kernel.forms.get('award', FORM, req.query.version);
      if (!form) throw fail('award:errors.noForm');
      const captchaEnabled = (await kernel.configValue('SysCaptchaEnable')) !== 'false';
      return ok({
        name: FORM,
        version: form.version,
        schema: form.schema,
        dicts: await dictOptions(req, [...new Set(Object.values(REGISTRATION_DICTS))]),
        upload: REGISTRATION_UPLOAD,
        captchaEnabled,
      });
    },
  );

  app.post('/bus/members/upload', { config: { access: 'public', log: false } }, async (req) => {
    await uploadLimiter.check(req, 'award-reg-upload');
    const f = await readUpload(kernel, req, { allowed: [...REGISTRATION_UPLOAD.types], limit: REGISTRATION_UPLOAD.maxBytes });
    const token = `reg_${crypto.randomBytes(20).toString('hex')}`;
    const day = formatInstant(Date.now(), kernel.config.timeZone).slice(0, 10).replace(/-/g, '/');
    const rel = `${PRIVATE_DIR}/registration/${day}/${crypto.randomUUID().replace(/-/g, '')}.${f.ext}`;
    await writeAtomic(path.join(kernel.config.dataDir, rel), f.buf);
    await db
      .insertInto('awardUpload')
      .values({ token, filePath: rel, originalName: path.basename(f.filename), ext: f.ext, size: f.buf.length, ip: req.ip })
      .execute();
    return ok({ path: token, name: path.basename(f.filename), size: f.buf.length });
  });

  app.post<{ Body: RegistrationBody }>(
    '/bus/members/registerBusAssociationMembers',
    { config: { access: 'public', log: false }, schema: { body } },
    async (req) => {
      await signupLimiter.check(req, 'award-register');
      const b = req.body;
      if ((await kernel.configValue('SysCaptchaEnable')) !== 'false') {
        const c = await checkCaptcha(db, b.account.uuid, b.account.code);
        if (c === 'expired') throw invalidField('account.code', 'server:login.captchaExpired');
        if (c === 'wrong') throw invalidField('account.code', 'server:login.captchaWrong');
      }
      const form = kernel.forms.get('award', FORM, b.schemaVersion);
      if (!form) throw invalidField('schemaVersion', 'award:errors.noForm');
      // the schema's fields (required, lengths, enums) on the data as the form holds it
      const { account } = b;
      const { password: _p, confirmPassword: _c, code: _code, uuid: _uuid, ...accountData } = account;
      // the shared rules first (their messages name the rule: check digit, mobile…), then the schema's fields
      const problem = checkRegistration(b);
      if (problem) throw refuse(problem);
      // attachments travel as [{slot, path}]; the form's per-slot upload fields are the console's view of them
      const schemaProblem = kernel.forms.validate(form, {
        account: { ...accountData, password: account.password, confirmPassword: account.confirmPassword },
        enterprise: b.enterprise,
        contact: b.contact,
        applyLevel: b.applyLevel,
        charterAgree: b.charterAgree,
      });
      if (schemaProblem)
        throw invalidField(
          schemaProblem.field,
          SCHEMA_WORDS.has(schemaProblem.keyword) ? `server:schema.${schemaProblem.keyword}` : 'server:schema.invalid',
          {
            ...schemaProblem.params,
            path: schemaProblem.field,
          },
        );
      await assertPasswordAllowed(
        db,
        account.password,
        // the review makes an account with the enterprise's name as its nick name
        { userName: account.userName, phoneNumber: account.phone, email: account.email, nickName: registrantNickName(b) },
        'account.password',
      );

      // dictionary-backed fields take dictionary values
      const dicts = await dictOptions(req, [...new Set(Object.values(REGISTRATION_DICTS))]);
      for (const [field, type] of Object.entries(REGISTRATION_DICTS)) {
        const v = field.split('.').reduce<any>((o, k) => o?.[k], b);
        if (v == null || v === '') continue;
        if (!dicts[type].some((o) => o.value === v)) throw invalidField(field, 'award:errors.dictValue', { value: String(v) });
      }

      const uscc = b.enterprise.uscc;
      const userName = account.userName;
      // one live registration per credit code and per user name; an existing enterprise or account counts too
      const usccTaken =
        (await db.selectFrom('awardEnterprise').select('enterpriseId').where('uscc', '=', uscc).executeTakeFirst()) ??
        (await db
          .selectFrom('awardRegistration')
          .select('registrationId')
          .where('uscc', '=', uscc)
          .where('status', 'in', ['pending', 'passed'])
          .executeTakeFirst());
      if (usccTaken) throw invalidField('enterprise.uscc', 'award:errors.usccTaken');
      const nameTaken =
        (await db.selectFrom('sysUser').select('userId').where(sql`lower(user_name)`, '=', userName.toLowerCase()).executeTakeFirst()) ??
        (await db
          .selectFrom('awardRegistration')
          .select('registrationId')
          .where(sql`lower(user_name)`, '=', userName.toLowerCase())
          .where('status', 'in', ['pending', 'passed'])
          .executeTakeFirst());
      if (nameTaken) throw invalidField('account.userName', 'award:errors.userNameTaken');

      // attachments: only paths this server issued and no registration claimed yet
      const tokens = b.attachments.map((a) => a.path);
      if (tokens.some((t) => !TOKEN.test(t)) || new Set(tokens).size !== tokens.length)
        throw invalidField('attachments', 'award:errors.badAttachment');
      const uploads = tokens.length
        ? await db.selectFrom('awardUpload').selectAll().where('token', 'in', tokens).where('registrationId', 'is', null).execute()
        : [];
      if (uploads.length !== tokens.length) throw invalidField('attachments', 'award:errors.badAttachment');
      const byToken = new Map(uploads.map((u) => [u.token, u]));
      const attachments = b.attachments.map((a) => {
        const u = byToken.get(a.path)!;
        return { slot: a.slot, uploadId: u.uploadId, name: u.originalName, size: u.size, ext: u.ext };
      });

      const hash = await hashPassword(account.password);
      const formData = {
        account: accountData,
        enterprise: b.enterprise,
        contact: b.contact,
        applyLevel: b.applyLevel,
        charterAgree: b.charterAgree,
      };
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto('awardRegistration')
            .values({
              userName,
              passwordHash: hash,
              phone: account.phone,
              email: account.email || null,
              uscc,
              enterpriseName: b.enterprise.enterpriseName.trim(),
              applyLevel: b.applyLevel,
              formData,
              attachments: JSON.stringify(attachments) as any,
              schemaVersion: form.version,
              ip: req.ip,
              lang: req.lang,
            })
            .returning('registrationId')
            .executeTakeFirstOrThrow();
          const claimed = await trx
            .updateTable('awardUpload')
            .set({ registrationId: row.registrationId })
            .where('token', 'in', tokens.length ? tokens : ['-'])
            .where('registrationId', 'is', null)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== tokens.length) throw invalidField('attachments', 'award:errors.badAttachment');
          return row.registrationId;
        })
        .catch((e: unknown) => {
          // two sign-ups at once: the partial unique indexes decide
          if ((e as { code?: string; constraint?: string }).code === '23505') {
            const c = (e as { constraint?: string }).constraint ?? '';
            throw c.includes('uscc')
              ? invalidField('enterprise.uscc', 'award:errors.usccTaken')
              : invalidField('account.userName', 'award:errors.userNameTaken');
          }
          throw e;
        });
      return ok({ registrationId: id }, req.t('award:register.submitted'));
    },
  );
}
