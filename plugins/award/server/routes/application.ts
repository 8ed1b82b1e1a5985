import type { RouteApp } from '#kernel/server';
import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  type Db,
  type Kernel,
  fail,
  formatInstant,
  idParam,
  invalidField,
  likeValue,
  listRoute,
  notFound,
  ok,
  readUpload,
  sql,
  writeAtomic,
} from '#kernel/server';
import {
  ApplicationAdd,
  ApplicationEdit,
  type ApplicationQuery,
  ApplicationQuery as ApplicationQuerySchema,
  ApplicationSubmit,
  type ApplicationRow,
  EDITABLE_STATUSES,
  type PreCheck,
  type SlotFile,
  TYPE_CODES,
} from '../../shared/application.ts';
import { AWARD_TYPES, type AwardType } from '../../shared/permissions.ts';
import { type ReturnedField, formDiff, insideReturned } from '../../shared/workflow.ts';
import { type ActorRef, applyTransition, changesSincePrevious, lastSnapshot } from '../services/workflow.ts';
import { roundState } from '../../shared/round.ts';
import type { ApplicationFile } from '../db/tables.ts';
import { type RoundRow, checkAttachments, checkForm, preCheck, quotaUsed, slotsOf } from '../services/application-checks.ts';
import { awardForm } from '../services/award-forms.ts';
import { fileParams, sendApplicationFile } from '../services/application-file.ts';
import { applicantOf as applicantOfCaller, scopeOf as scopeOfCaller, visibleApplication } from '../services/application-access.ts';
import { printApplication } from '../services/application-print.ts';
import { localizePreCheck } from '../services/precheck-text.ts';
import { PRIVATE_DIR } from './register.ts';

const LIST = 'award:application:list';
const ADD = 'award:application:add';
const EDIT = 'award:application:edit';
const SUBMIT = 'award:application:submit';
const log = (type: string) => ({ title: 'award:log.application', type });

/** Application upload formats (each slot narrows them) and the largest file any slot may take. */
const UPLOAD_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'mp4'];
const UPLOAD_MAX = 500 * 1024 * 1024;

const COLUMNS = [
  'a.applicationId',
  'a.applicationNo',
  'a.roundId',
  'a.awardType',
  'a.enterpriseId',
  'a.projectName',
  'a.schemaVersion',
  'a.status',
  'a.revision',
  'a.version',
  'a.submittedTime',
  'a.createTime',
  'a.updateTime',
  'e.enterpriseName',
  'r.title as roundTitle',
] as const;

const ROUND_COLUMNS = [
  'roundId',
  'awardType',
  'title',
  'openAt',
  'closeAt',
  'scaleRules',
  'prerequisites',
  'maxPerEnterprise',
  'requiresMembership',
  'attachmentSlots',
  'schemaVersion',
] as const;

/** The project name an application is listed by (project awards), or the enterprise's for enterprise awards. */
const projectNameOf = (d: Record<string, any>): string | null => {
  const v = d?.project?.projectName ?? d?.applicant?.enterpriseName;
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : null;
};

/**
 * Award applications (awards.md §1, §3, §6–§7): per-type lists, a draft saved as it is, the pre-check and the
 * submission that validates the form against the schema version it was filled with, the round window, the quota
 * and the eligibility rules, and freezes a snapshot. An applicant account (award_enterprise_user) reaches only
 * its own enterprise's applications, by id too; association staff with the permissions reach all.
 */
export async function applicationRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const now = () => formatInstant(Date.now(), kernel.config.timeZone);

  const scopeOf = (req: FastifyRequest) => scopeOfCaller(db, req);
  const applicantOf = (req: FastifyRequest) => applicantOfCaller(db, req);

  const loadRound = async (d: Db, id: number) => {
    const r = await d
      .selectFrom('awardRound')
      .select([...ROUND_COLUMNS])
      .where('roundId', '=', id)
      .executeTakeFirst();
    if (!r) throw invalidField('roundId', 'award:errors.noRound');
    return r as RoundRow;
  };

  const load = (req: FastifyRequest, id: number, d: Db = db, lock = false) => visibleApplication(db, req, id, d, lock);

  /** Who acts, for the review record. */
  const actorOf = (req: FastifyRequest): ActorRef => ({ userId: req.user!.userId, userName: req.user!.userName, ip: req.ip });

  /**
   * A returned application keeps every field but the returned ones as submitted (§6.3 #5, "only those stay
   * editable"): a change elsewhere is refused naming the field.
   */
  const assertOnlyReturnedChanged = async (
    d: Db,
    a: { applicationId: number; awardType: string; schemaVersion: number; returnedFields: ReturnedField[] | null },
    formData: Record<string, unknown>,
  ) => {
    const last = await lastSnapshot(d, a.applicationId);
    if (!last) return;
    const locked = formDiff(last.formData, formData).find((c) => !insideReturned(c.path, a.returnedFields ?? []));
    if (locked) throw invalidField(locked.path, 'award:errors.fieldLocked', { field: locked.path });
  };

  const formOf = (type: string, version: number) => {
    const f = awardForm(kernel, type, version);
    if (!f) throw fail('award:errors.noSchema', { type, version });
    return f;
  };

  /**
   * The attachments of submitted form data as stored rows: each upload must be this enterprise's and unclaimed or
   * already this application's; names, sizes and formats come from the upload rows, never from the client.
   */
  const attachmentsOf = async (d: Db, formData: Record<string, unknown>, enterpriseId: number, applicationId: number | null) => {
    const given = (formData.attachments ?? {}) as Record<string, SlotFile[]>;
    if (typeof given !== 'object' || Array.isArray(given)) throw invalidField('attachments', 'award:errors.badAttachment');
    const wanted = Object.entries(given).flatMap(([slot, list]) =>
      (Array.isArray(list) ? list : []).map((f) => ({
        slot,
        uploadId: Number(f?.uploadId),
        caption: typeof f?.caption === 'string' ? f.caption.slice(0, 200) : undefined,
      })),
    );
    if (
      wanted.some((w) => !Number.isInteger(w.uploadId) || w.uploadId < 1) ||
      new Set(wanted.map((w) => w.uploadId)).size !== wanted.length
    )
      throw invalidField('attachments', 'award:errors.badAttachment');
    const rows = wanted.length
      ? await d
          .selectFrom('awardUpload')
          .select(['uploadId', 'originalName', 'size', 'ext', 'applicationId'])
          .where(
            'uploadId',
            'in',
            wanted.map((w) => w.uploadId),
          )
          .where('enterpriseId', '=', enterpriseId)
          .execute()
      : [];
    const byId = new Map(rows.map((r) => [r.uploadId, r]));
    const files: ApplicationFile[] = [];
    for (const w of wanted) {
      const u = byId.get(w.uploadId);
      if (!u || (u.applicationId !== null && u.applicationId !== applicationId))
        throw invalidField(`attachments.${w.slot}`, 'award:errors.badAttachment');
      files.push({
        slot: w.slot,
        uploadId: u.uploadId,
        name: u.originalName,
        size: u.size,
        ext: u.ext,
        ...(w.caption ? { caption: w.caption } : {}),
      });
    }
    const normalized: Record<string, SlotFile[]> = {};
    for (const f of files)
      (normalized[f.slot] ??= []).push({ uploadId: f.uploadId, name: f.name, size: f.size, ...(f.caption ? { caption: f.caption } : {}) });
    return { files, formData: { ...formData, attachments: normalized } };
  };

  const claim = async (d: Db, files: ApplicationFile[], applicationId: number) => {
    if (files.length)
      await d
        .updateTable('awardUpload')
        .set({ applicationId })
        .where(
          'uploadId',
          'in',
          files.map((f) => f.uploadId),
        )
        .where('applicationId', 'is', null)
        .execute();
  };

  // ---- the form schema ----------------------------------------------------------------------------------------
  app.get(
    '/award/schema/:type',
    {
      config: { access: LIST },
      schema: {
        params: { type: 'object', required: ['type'], properties: { type: { type: 'string', maxLength: 60 } } },
        querystring: { type: 'object', properties: { version: { type: 'integer', minimum: 1, maximum: 100000 } } },
      },
    },
    async (req) => {
      const { type } = req.params as { type: string };
      const { version } = req.query as { version?: number };
      const form = (AWARD_TYPES as readonly string[]).includes(type) ? awardForm(kernel, type, version) : undefined;
      if (!form)
        throw notFound(version ? req.t('award:errors.noSchemaVersion', { type, version }) : req.t('award:errors.noSchemaType', { type }));
      return ok({ type: form.type, version: form.version, schema: form.schema });
    },
  );

  // ---- rounds an applicant may apply to ------------------------------------------------------------------------
  app.get(
    '/award/application/rounds',
    {
      config: { access: LIST },
      schema: { querystring: Type.Object({ awardType: Type.Enum([...AWARD_TYPES]) }) },
    },
    async (req) => {
      const { awardType } = req.query as { awardType: AwardType };
      const rows = await db
        .selectFrom('awardRound')
        .select([...ROUND_COLUMNS, 'year', 'batch'])
        .where('awardType', '=', awardType)
        .where('closeAt', '>', sql<string>`now()`)
        .orderBy('openAt', 'desc')
        .execute();
      return ok(
        rows.map((r) => {
          const form = awardForm(kernel, r.awardType, r.schemaVersion) ?? awardForm(kernel, r.awardType);
          return {
            roundId: r.roundId,
            awardType: r.awardType,
            title: r.title,
            year: r.year,
            batch: r.batch,
            openAt: r.openAt,
            closeAt: r.closeAt,
            maxPerEnterprise: r.maxPerEnterprise,
            schemaVersion: form?.version ?? r.schemaVersion,
            slots: form ? slotsOf(r as RoundRow, form) : [],
            state: roundState(r, now()),
          };
        }),
      );
    },
  );

  // ---- list, detail ---------------------------------------------------------------------------------------------
  listRoute<ApplicationRow>(app, kernel, {
    url: '/award/application/list',
    access: LIST,
    exportAccess: 'award:application:export',
    filters: ApplicationQuerySchema,
    sorts: { createTime: 'a.createTime', submittedTime: 'a.submittedTime', status: 'a.status', projectName: 'a.projectName' },
    defaultOrder: [['a.createTime', 'desc']],
    tiebreak: ['a.applicationId', 'desc'],
    query: async (req, q: ApplicationQuery) => {
      const scope = await scopeOf(req);
      let s = db
        .selectFrom('awardApplication as a')
        .innerJoin('awardEnterprise as e', 'e.enterpriseId', 'a.enterpriseId')
        .innerJoin('awardRound as r', 'r.roundId', 'a.roundId');
      if (scope !== null) s = s.where('a.enterpriseId', '=', scope);
      if (q.awardType) s = s.where('a.awardType', '=', q.awardType);
      const types = (q.awardTypes ?? '').split(',').filter((x) => (AWARD_TYPES as readonly string[]).includes(x));
      if (types.length) s = s.where('a.awardType', 'in', types);
      if (q.status) s = s.where('a.status', '=', q.status);
      if (q.roundId) s = s.where('a.roundId', '=', q.roundId);
      if (q.projectName) s = s.where('a.projectName', 'ilike', likeValue(q.projectName));
      if (q.enterpriseName) s = s.where('e.enterpriseName', 'ilike', likeValue(q.enterpriseName));
      return s;
    },
    columns: [...COLUMNS],
    count: 'exact',
    export: {
      sheet: 'Applications',
      logTitle: 'award:log.application',
      columns: ({ t }) => [
        { header: t('award:app.applicationNo'), value: (r) => r.applicationNo, width: 18 },
        { header: t('award:app.awardType'), value: (r) => t(`award:types.${r.awardType}`), width: 24 },
        { header: t('award:app.round'), value: (r) => r.roundTitle, width: 30 },
        { header: t('award:app.enterprise'), value: (r) => r.enterpriseName, width: 30 },
        { header: t('award:app.projectName'), value: (r) => r.projectName, width: 30 },
        { header: t('award:app.status'), value: (r) => t(`award:status.${r.status}`), width: 16 },
        { header: t('award:app.submittedTime'), value: (r) => r.submittedTime, width: 20 },
      ],
    },
  });

  const detail = async (req: FastifyRequest, id: number) => {
    const a = await load(req, id);
    const e = await db.selectFrom('awardEnterprise').select('enterpriseName').where('enterpriseId', '=', a.enterpriseId).executeTakeFirst();
    const round = await loadRound(db, a.roundId);
    // the return settings a reviewer's dialog starts from (the server applies them again)
    const returns = await db
      .selectFrom('awardRound')
      .select(['returnLimit', 'resubmitDeadlineDays'])
      .where('roundId', '=', a.roundId)
      .executeTakeFirstOrThrow();
    const form = awardForm(kernel, a.awardType, a.schemaVersion);
    const { attachments: _files, ...rest } = a;
    return {
      ...rest,
      ...returns,
      enterpriseName: e?.enterpriseName,
      roundTitle: round.title,
      roundState: roundState(round, now()),
      slots: form ? slotsOf(round, form) : [],
      editable: (await scopeOf(req)) !== null && (EDITABLE_STATUSES as readonly string[]).includes(a.status),
    };
  };

  app.get('/award/application/:id', { config: { access: LIST }, schema: { params: idParam } }, async (req) =>
    ok(await detail(req, req.params.id)),
  );

  // the printable application: the same scope as the detail (another enterprise's id reads as missing)
  app.get('/award/application/:id/print', { config: { access: LIST, log: false }, schema: { params: idParam } }, async (req, reply) => {
    const a = await load(req, req.params.id);
    const e = await db.selectFrom('awardEnterprise').select('enterpriseName').where('enterpriseId', '=', a.enterpriseId).executeTakeFirst();
    const round = await loadRound(db, a.roundId);
    const form = formOf(a.awardType, a.schemaVersion);
    const html = await printApplication(
      kernel,
      req,
      { ...a, roundTitle: round.title, enterpriseName: e?.enterpriseName ?? '', precheck: a.precheck as PreCheck | null },
      form,
      slotsOf(round, form),
    );
    reply.header('Content-Type', 'text/html; charset=utf-8');
    reply.header('Cache-Control', 'private, no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    // the document runs nothing and loads nothing: its only style is inline
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.send(html);
  });

  // ---- drafts ---------------------------------------------------------------------------------------------------
  app.post('/award/application', { config: { access: ADD, log: log('INSERT') }, schema: { body: ApplicationAdd } }, async (req) => {
    const b = req.body as ApplicationAdd;
    const enterpriseId = await applicantOf(req);
    const round = await loadRound(db, b.roundId);
    if (roundState(round, now()) === 'closed') throw invalidField('roundId', 'award:errors.roundClosed', { closeAt: round.closeAt });
    // the round names the form version; the newest one is used when the round's is not shipped
    const form = awardForm(kernel, round.awardType, round.schemaVersion) ?? awardForm(kernel, round.awardType);
    if (!form) throw fail('award:errors.noSchemaType', { type: round.awardType });
    const id = await db.transaction().execute(async (trx) => {
      if (round.awardType === 'excellententerprisesaward') {
        // one record per enterprise per round (awards.md §2.9)
        const has = await trx
          .selectFrom('awardApplication')
          .select('applicationId')
          .where('roundId', '=', round.roundId)
          .where('enterpriseId', '=', enterpriseId)
          .where('status', '<>', 'WITHDRAWN')
          .executeTakeFirst();
        if (has) throw invalidField('roundId', 'award:errors.oneRecord');
      }
      const { files, formData } = await attachmentsOf(trx, b.formData, enterpriseId, null);
      const row = await trx
        .insertInto('awardApplication')
        .values({
          roundId: round.roundId,
          awardType: round.awardType,
          enterpriseId,
          projectName: projectNameOf(formData),
          schemaVersion: form.version,
          formData,
          attachments: JSON.stringify(files) as any,
          createBy: req.user!.userName,
        })
        .returning('applicationId')
        .executeTakeFirstOrThrow();
      await claim(trx, files, row.applicationId);
      return row.applicationId;
    });
    return ok({ applicationId: id, schemaVersion: form.version });
  });

  app.put('/award/application', { config: { access: EDIT, log: log('UPDATE') }, schema: { body: ApplicationEdit } }, async (req) => {
    const b = req.body as ApplicationEdit;
    // only the enterprise fills its application: staff review it, never change it
    await applicantOf(req);
    await db.transaction().execute(async (trx) => {
      const a = await load(req, b.applicationId, trx, true);
      if (!(EDITABLE_STATUSES as readonly string[]).includes(a.status)) throw fail('award:errors.notEditable', { status: a.status });
      if (a.version !== b.version) throw invalidField('version', 'award:errors.applicationChanged');
      const { files, formData } = await attachmentsOf(trx, b.formData, a.enterpriseId, a.applicationId);
      if (a.status === 'RETURNED' && a.returnedFields?.length) await assertOnlyReturnedChanged(trx, a, formData);
      await trx
        .updateTable('awardApplication')
        .set({
          formData,
          attachments: JSON.stringify(files) as any,
          projectName: projectNameOf(formData),
          version: sql`version + 1`,
          updateBy: req.user!.userName,
          updateTime: sql`now()`,
        })
        .where('applicationId', '=', a.applicationId)
        .execute();
      await claim(trx, files, a.applicationId);
    });
    return ok();
  });

  // ---- pre-check and submission ---------------------------------------------------------------------------------
  app.post(
    '/award/application/:id/pre-check',
    { config: { access: EDIT, log: log('OTHER') }, schema: { params: idParam } },
    async (req) => {
      const a = await load(req, req.params.id);
      const round = await loadRound(db, a.roundId);
      const result = localizePreCheck(req, await preCheck(kernel, a, round, formOf(a.awardType, a.schemaVersion)));
      await db
        .updateTable('awardApplication')
        .set({ precheck: JSON.stringify(result) as any, precheckTime: sql`now()` })
        .where('applicationId', '=', a.applicationId)
        .execute();
      return ok(result);
    },
  );

  app.post(
    '/award/application/:id/submit',
    { config: { access: SUBMIT, log: log('UPDATE') }, schema: { params: idParam, body: ApplicationSubmit } },
    async (req) => {
      const id = req.params.id;
      const { version } = req.body as { version: number };
      await applicantOf(req);
      const result = await db.transaction().execute(async (trx) => {
        const a = await load(req, id, trx, true);
        if (!(EDITABLE_STATUSES as readonly string[]).includes(a.status)) throw fail('award:errors.notEditable', { status: a.status });
        if (a.version !== version) throw invalidField('version', 'award:errors.applicationChanged');
        const round = await loadRound(trx, a.roundId);
        // a returned application is resubmitted until its return deadline, even after the round closed (§6.3 #6)
        const resubmit = a.status === 'RETURNED';
        if (resubmit) {
          if (a.returnDeadline && a.returnDeadline < now()) throw fail('award:errors.returnDeadlinePassed', { deadline: a.returnDeadline });
        } else {
          const state = roundState(round, now());
          if (state !== 'open') throw fail(`award:errors.roundNotOpen.${state}`, { openAt: round.openAt, closeAt: round.closeAt });
        }
        // the enterprise's applications in the round are locked so two submissions cannot both pass the quota
        await trx
          .selectFrom('awardApplication')
          .select('applicationId')
          .where('roundId', '=', a.roundId)
          .where('enterpriseId', '=', a.enterpriseId)
          .forUpdate()
          .execute();
        if (!resubmit && round.maxPerEnterprise > 0) {
          const used = await quotaUsed(trx, a.roundId, a.enterpriseId, a.applicationId);
          if (used >= round.maxPerEnterprise) throw fail('award:errors.quota', { max: round.maxPerEnterprise });
        }
        const form = formOf(a.awardType, a.schemaVersion);
        const data = structuredClone(a.formData);
        const problems = await checkForm(trx, form, data, now().slice(0, 10));
        if (problems.length) {
          const p = problems[0];
          const label = p.label ? req.t(p.label) : p.field;
          throw invalidField(p.field, 'award:errors.field', { label, message: req.t(p.key, { ...p.params, field: label }) });
        }
        const attachmentProblem = checkAttachments(a.attachments, slotsOf(round, form))[0];
        if (attachmentProblem)
          throw invalidField(attachmentProblem.field ?? 'attachments', attachmentProblem.key, {
            ...attachmentProblem.params,
            slot: req.t(`award:slot.${attachmentProblem.params?.slot}`),
          });
        const checked = localizePreCheck(req, await preCheck(kernel, { ...a, formData: data }, round, form, trx));
        if (checked.fail.length) throw fail('award:errors.precheckFailed', { reasons: checked.fail.map((f) => f.msg).join('; ') });
        const revision = a.revision + 1;
        const applicationNo = a.applicationNo ?? (await nextNumber(trx, a.awardType as AwardType, now().slice(0, 4)));
        await trx
          .updateTable('awardApplication')
          .set({
            formData: data,
            projectName: projectNameOf(data),
            precheck: JSON.stringify(checked) as any,
            precheckTime: sql`now()`,
            revision,
            applicationNo,
            submittedTime: sql`now()`,
          })
          .where('applicationId', '=', a.applicationId)
          .execute();
        await applyTransition(trx, { ...a, revision }, resubmit ? 'resubmit' : 'submit', actorOf(req), {
          data: { warn: checked.warn.length, changes: resubmit ? await changesSincePrevious(trx, a.applicationId, data) : undefined },
        });
        await trx
          .insertInto('awardApplicationSnapshot')
          .values({
            applicationId: a.applicationId,
            revision,
            schemaVersion: a.schemaVersion,
            status: 'SUBMITTED',
            formData: data,
            attachments: JSON.stringify(a.attachments) as any,
            precheck: JSON.stringify(checked) as any,
            ip: req.ip,
            createBy: req.user!.userName,
          })
          .execute();
        return { applicationNo, revision, precheck: checked };
      });
      return ok(result, req.t('award:app.submitted'));
    },
  );

  // ---- private attachments --------------------------------------------------------------------------------------
  app.post('/award/application/upload', { config: { access: EDIT, log: false } }, async (req) => {
    const enterpriseId = await applicantOf(req);
    const f = await readUpload(kernel, req, { allowed: UPLOAD_TYPES, limit: UPLOAD_MAX });
    const day = now().slice(0, 10).replace(/-/g, '/');
    const rel = `${PRIVATE_DIR}/application/${day}/${crypto.randomUUID().replace(/-/g, '')}.${f.ext}`;
    await writeAtomic(path.join(kernel.config.dataDir, rel), f.buf);
    const name = path.basename(f.filename);
    const row = await db
      .insertInto('awardUpload')
      .values({
        token: `app_${crypto.randomBytes(20).toString('hex')}`,
        filePath: rel,
        originalName: name,
        ext: f.ext,
        size: f.buf.length,
        ip: req.ip,
        enterpriseId,
      })
      .returning('uploadId')
      .executeTakeFirstOrThrow();
    return ok({ uploadId: row.uploadId, name, size: f.buf.length, ext: f.ext });
  });

  // GET to view; the POST twin serves the console's download helper
  app.route({
    method: ['GET', 'POST'],
    url: '/award/application/:id/file/:uploadId',
    config: { access: LIST, log: false, allowRepeat: true },
    schema: { params: fileParams },
    handler: async (req, reply) => {
      const { id, uploadId } = req.params as { id: number; uploadId: number };
      const a = await load(req, id);
      return sendApplicationFile(kernel, reply, a.applicationId, uploadId);
    },
  });
}

/** The next application number of a type and year: `{code}-{year}-{seq5}` (awards.md §1.1). */
async function nextNumber(d: Db, type: AwardType, year: string): Promise<string> {
  const prefix = `${TYPE_CODES[type]}-${year}-`;
  // serialises numbering per prefix for the rest of the transaction
  await sql`select pg_advisory_xact_lock(hashtext(${prefix}))`.execute(d);
  const last = await d
    .selectFrom('awardApplication')
    .select('applicationNo')
    .where('applicationNo', 'like', `${prefix}%`)
    .orderBy('applicationNo', 'desc')
    .executeTakeFirst();
  const seq = last?.applicationNo ? Number(last.applicationNo.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(seq).padStart(5, '0')}`;
}
