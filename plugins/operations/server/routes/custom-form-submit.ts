import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import {
  checkCaptcha,
  createCaptcha,
  emitEvent,
  envRateLimit,
  eventSubscribed,
  fail,
  formatInstant,
  ok,
  RateLimiter,
  sql,
  type Kernel,
  type RouteApp,
} from '#kernel/server';
import { MEMBER_SESSIONS, maskIp, Wire } from '#kernel/shared';
import { CUSTOM_FORM_HONEYPOT, CUSTOM_FORM_LIMITS, CUSTOM_FORM_STATUS } from '../../shared/custom-form.ts';
import { CUSTOM_FORM_RETURN } from '../../shared/custom-form-result.ts';
import { PAGE_BACK_FIELDS } from '../../shared/page-return.ts';
import { insertGuarded, insertWithinDayLimit, type SubmissionValues } from '../customform/day-limit.ts';
import { checkSubmission, schemaText } from '../customform/schema-fields.ts';
import { clientIp, limitKey, pinnedVersion, submitDay } from '../customform/submissions.ts';
import { formValues } from '../customform/submit-body.ts';
import { attachUploads, customFormUploadRoute } from '../customform/uploads.ts';
import { outcomeOf, returnRedirect, type SubmitOutcome } from '../services/page-return.ts';

/** Submissions (and captchas) a client address may ask for a minute: CUSTOM_FORM_RATE_LIMIT (0 = no limit), default 60. */
export const customFormRateLimit = (env: NodeJS.ProcessEnv = process.env) => envRateLimit('CUSTOM_FORM_RATE_LIMIT', 60, env);

const SubmitBody = Type.Object(
  {
    formId: Type.Union([Wire.id(), Type.String({ pattern: '^[1-9][0-9]{0,9}$' })]),
    data: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown())),
    uuid: Type.Optional(Type.String({ maxLength: 64 })),
    captchaUuid: Type.Optional(Type.String({ maxLength: 64 })),
    captchaCode: Type.Optional(Type.String({ maxLength: 16 })),
    // the page a browser's post goes back to, as the tag signed it
    ...PAGE_BACK_FIELDS,
  },
  { additionalProperties: true },
);
type SubmitBody = Static<typeof SubmitBody>;
const CaptchaQuery = Type.Object({ formId: Wire.id() });

const SUBMITTED = 'operations.customform.submitted';

/**
 * A published form by id (anything else is "no such form", never which of the reasons), with whether anyone is
 * subscribed to its submissions (one read: a submission nobody is told about is written in one statement).
 */
async function publishedForm(kernel: Kernel, formId: number) {
  const f = await kernel.db
    .selectFrom('cmsCustomForm')
    .select([
      'formId',
      'siteId',
      'name',
      'code',
      'status',
      'needCaptcha',
      'needLogin',
      'ruleLimit',
      'dayLimit',
      'publishedVersion',
      eventSubscribed(SUBMITTED).as('subscribed'),
    ])
    .where('formId', '=', formId)
    .executeTakeFirst();
  if (!f || f.status !== CUSTOM_FORM_STATUS.published) throw fail('operations:customform.errors.noForm');
  return f;
}

/**
 * The public custom-form endpoints (no console sign-in; chestnut-api §4.9 `GET /api/customform/captcha?formId`,
 * `POST /api/customform/submit`). A submission is checked against the form's pinned published version (localized
 * messages naming each field), and the form's rules are enforced: the captcha when `needCaptcha`, a member session
 * when `needLogin` (refused when the member plugin does not run), the IP/UUID rule's day limit; a filled honeypot is
 * refused; rate-limited per address, bodies of at most 64 KB. A browser without JavaScript posts the form encoded
 * and is sent back to the page URL the form carries signed, with the result as a message key (`returnRedirect`).
 */
export function customFormSubmitRoutes(app: RouteApp, kernel: Kernel) {
  const limiter = new RateLimiter(customFormRateLimit(), 60_000);
  const publicConfig = { access: 'public' as const, log: false as const, objects: { fields: { formId: false as const } } };

  // a browser's encoded post goes back to the form on the page the tag signed
  const back = (req: FastifyRequest, reply: FastifyReply, o: SubmitOutcome) =>
    returnRedirect(kernel, req, reply, CUSTOM_FORM_RETURN, 'cms-custom-form', o);

  customFormUploadRoute(app, kernel, limiter);

  app.get(
    '/api/customform/captcha',
    { config: { ...publicConfig, anyOrigin: true }, schema: { querystring: CaptchaQuery } },
    async (req) => {
      await limiter.check(req, 'customform-captcha');
      await publishedForm(kernel, req.query.formId);
      return ok(await createCaptcha(kernel.db));
    },
  );

  app.post(
    '/api/customform/submit',
    { bodyLimit: CUSTOM_FORM_LIMITS.submitBytes, config: publicConfig, schema: { body: SubmitBody } },
    async (req: FastifyRequest<{ Body: SubmitBody }>, reply: FastifyReply) => {
      const encoded = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      try {
        const dataId = await submit(kernel, limiter, req);
        return encoded ? back(req, reply, { success: true, key: 'operations:customform.submitted', params: {} }) : ok({ dataId });
      } catch (e) {
        if (!encoded) throw e;
        return back(req, reply, outcomeOf(e));
      }
    },
  );
}

type PublishedForm = Awaited<ReturnType<typeof publishedForm>>;

/** per running product: each form as its last submission read it (at most `FORMS_SEEN` forms) */
const formsSeen = new WeakMap<Kernel, Map<number, PublishedForm>>();
const FORMS_SEEN = 1000;

/**
 * What the insert of a submission also requires when it trusts the form as last read (`store`'s fast way): the form
 * still published in that version with those rules, and still nobody subscribed to its submissions.
 */
const formUnchanged = (f: PublishedForm) =>
  sql<boolean>`exists (select 1 from cms_custom_form f where f.form_id = ${f.formId} and f.status = ${f.status}
      and f.published_version = ${f.publishedVersion} and f.need_captcha = ${f.needCaptcha} and f.need_login = ${f.needLogin}
      and f.rule_limit = ${f.ruleLimit} and f.day_limit = ${f.dayLimit})
    and not ${eventSubscribed(SUBMITTED)}`;

/**
 * A submission, stored. The fast way (a form seen before, no captcha, no files, nobody to tell) is one statement:
 * the form as last read decides the checks, and the insert stores only if the form is still so (`formUnchanged`).
 * Anything else — a first submission, a form changed meanwhile, a refusal — goes the full way from a fresh read.
 */
async function submit(kernel: Kernel, limiter: RateLimiter, req: FastifyRequest<{ Body: SubmitBody }>): Promise<number> {
  await limiter.check(req, 'customform-submit');
  const formId = Number(req.body.formId);
  let seen = formsSeen.get(kernel);
  if (!seen) formsSeen.set(kernel, (seen = new Map()));
  const known = seen.get(formId);
  if (known && known.needCaptcha !== 'Y' && !known.subscribed) {
    const dataId = await store(kernel, req, known, true).catch(() => null);
    if (dataId != null) return dataId;
  }
  const form = await publishedForm(kernel, formId);
  if (seen.size >= FORMS_SEEN && !seen.has(formId)) seen.clear();
  seen.set(formId, form);
  return (await store(kernel, req, form, false))!;
}

/** The checks and the insert of a submission to `form`; `trusted`: the fast way (null when it cannot store). */
async function store(
  kernel: Kernel,
  req: FastifyRequest<{ Body: SubmitBody }>,
  form: PublishedForm,
  trusted: boolean,
): Promise<number | null> {
  const b = req.body;
  // a person never sees the honeypot field; a bot filling every input does
  const hp = (b as Record<string, unknown>)[CUSTOM_FORM_HONEYPOT];
  if (hp !== undefined && hp !== '') throw fail('operations:customform.errors.spam');
  const version = await pinnedVersion(kernel.db, form);
  const input = formValues(version.fields, b as Record<string, unknown>);
  const data = checkSubmission(kernel, req, form.formId, version, input);
  let memberId: number | null = null;
  if (form.needLogin === 'Y') {
    const members = kernel.services.get(MEMBER_SESSIONS);
    if (!members) throw fail('operations:customform.errors.memberUnavailable');
    const m = await members.memberOf(req);
    if (!m) throw fail('operations:customform.errors.needLogin');
    memberId = m.memberId;
  }
  if (form.needCaptcha === 'Y') {
    const c = await checkCaptcha(kernel.db, b.captchaUuid, b.captchaCode);
    if (c === 'expired') throw fail('operations:customform.errors.captchaExpired');
    if (c === 'wrong') throw fail('operations:customform.errors.captchaWrong');
  }
  const ip = clientIp(req);
  const uuid = b.uuid?.trim() || null;
  if (form.ruleLimit === 'UUID' && !uuid) throw fail('operations:customform.errors.noUuid');
  const values: SubmissionValues = {
    form,
    versionNo: version.versionNo,
    data,
    clientIp: maskIp(ip),
    clientKey: await limitKey(kernel.db, form.formId, form.ruleLimit, ip, uuid),
    uuid,
    memberId,
    day: submitDay(kernel),
  };
  // nothing else to write: the submission is one statement; files to tie or people to tell: one transaction
  if (trusted) {
    if (version.uploads) return null;
    const row = await insertGuarded(kernel.db, { ...values, guard: formUnchanged(form) }, form.dayLimit, form);
    if (row && memberId) await kernel.services.get(MEMBER_SESSIONS)?.recordOperation(memberId, 'CustomFormSubmit');
    return row?.dataId ?? null;
  }
  const dataId =
    !version.uploads && !form.subscribed
      ? (await insertWithinDayLimit(kernel.db, values, form.dayLimit)).dataId
      : await kernel.db.transaction().execute(async (trx) => {
          const r = await insertWithinDayLimit(trx, values, form.dayLimit);
          // the files it names become its own (private, read back only through the desk)
          if (version.uploads) {
            await attachUploads(trx, form.formId, version.fields, data, r.dataId, (f) => schemaText(req, f.title) || f.code);
            await trx
              .updateTable('cmsCustomFormData')
              .set({ data: JSON.stringify(data) as never })
              .where('dataId', '=', r.dataId)
              .execute();
          }
          await emitEvent(kernel, trx, SUBMITTED, {
            formId: form.formId,
            formName: form.name,
            formCode: form.code,
            siteId: form.siteId,
            dataId: r.dataId,
            time: formatInstant(Date.now(), kernel.config.timeZone),
          });
          return r.dataId;
        });
  if (memberId) await kernel.services.get(MEMBER_SESSIONS)?.recordOperation(memberId, 'CustomFormSubmit');
  return dataId;
}
