import { type Db, type Kernel, formatInstant, sql } from '#kernel/server';
import { type CheckItem, type PreCheck, QUOTA_FREE_STATUSES } from '../../shared/application.ts';
import { type SchemaNode, type FormProblem, walkForm } from '../../shared/form-walk.ts';
import { type AttachmentSlot, roundState } from '../../shared/round.ts';
import type { ApplicationFile } from '../db/tables.ts';
import type { AwardForm } from './award-forms.ts';

export interface RoundRow {
  roundId: number;
  awardType: string;
  title: string;
  openAt: string;
  closeAt: string;
  scaleRules: unknown;
  prerequisites: unknown;
  maxPerEnterprise: number;
  requiresMembership: boolean;
  attachmentSlots: unknown;
  schemaVersion: number;
}

/** What the checks read of an application. */
export interface CheckedApplication {
  applicationId: number;
  awardType: string;
  enterpriseId: number;
  formData: Record<string, unknown>;
  attachments: ApplicationFile[];
}

/** The attachment slots that apply: the round's when it sets any, else the form's own defaults. */
export function slotsOf(round: RoundRow, form: AwardForm): AttachmentSlot[] {
  const own = round.attachmentSlots as AttachmentSlot[] | null;
  if (own?.length) return own;
  const find = (n: SchemaNode): AttachmentSlot[] | null => {
    if (n['x-component'] === 'award.AttachmentSlots') return (n['x-component-props']?.slots ?? []) as AttachmentSlot[];
    for (const c of Object.values((n.properties ?? {}) as Record<string, SchemaNode>)) {
      const r = find(c);
      if (r) return r;
    }
    return null;
  };
  return find(form.schema) ?? [];
}

const at = (data: unknown, path: string): unknown =>
  path.split('.').reduce<any>((o, k) => (o == null || typeof o !== 'object' ? undefined : o[k]), data);

/** Every value under `data` whose key matches, with its dotted path (tables included). */
function valuesNamed(data: unknown, key: RegExp, base = ''): [string, unknown][] {
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data as Record<string, unknown>).flatMap(([k, v]) => {
    const p = base ? `${base}.${k}` : k;
    return [...(key.test(k) ? [[p, v] as [string, unknown]] : []), ...(v && typeof v === 'object' ? valuesNamed(v, key, p) : [])];
  });
}

/** The form's problems as pre-check failures (each names its field). */
const formFailures = (problems: FormProblem[]): CheckItem[] =>
  problems.map((p) => ({ code: 'form', key: p.key, params: { ...p.params, label: p.label }, field: p.field }));

/**
 * Validates the form data of an application against its schema version (modifying it: hidden fields dropped,
 * computed ratios recomputed) and its dictionary values; the field problems, first first.
 */
export async function checkForm(db: Db, form: AwardForm, formData: Record<string, unknown>, today: string): Promise<FormProblem[]> {
  const { problems, dictValues } = walkForm(form.schema, formData, today);
  if (dictValues.length) {
    const types = [...new Set(dictValues.map((d) => d.dictType))];
    const rows = await db
      .selectFrom('sysDictData')
      .select(['dictType', 'dictValue'])
      .where('dictType', 'in', types)
      .where('status', '=', '0')
      .execute();
    const known = new Set(rows.map((r) => `${r.dictType}\u0000${r.dictValue}`));
    for (const d of dictValues)
      if (!known.has(`${d.dictType}\u0000${d.value}`))
        problems.push({ field: d.field, label: d.label, key: 'award:errors.dictValue', params: { value: d.value } });
  }
  return problems;
}

/** The attachment problems against the slots: required counts, formats, sizes, captions, unknown slots. */
export function checkAttachments(files: ApplicationFile[], slots: AttachmentSlot[]): CheckItem[] {
  const out: CheckItem[] = [];
  const field = (s: string) => `attachments.${s}`;
  for (const f of files)
    if (!slots.some((s) => s.code === f.slot))
      out.push({ code: 'attachment', key: 'award:errors.slotUnknown', params: { slot: f.slot }, field: field(f.slot) });
  for (const s of slots) {
    const mine = files.filter((f) => f.slot === s.code);
    const min = Math.max(s.minCount, s.required ? 1 : 0);
    if (mine.length < min)
      out.push({ code: 'attachment', key: 'award:errors.slotMin', params: { slot: s.code, min }, field: field(s.code) });
    if (mine.length > s.maxCount)
      out.push({ code: 'attachment', key: 'award:errors.slotTooMany', params: { slot: s.code, max: s.maxCount }, field: field(s.code) });
    for (const f of mine) {
      if (!s.accept.includes(f.ext))
        out.push({
          code: 'attachment',
          key: 'award:errors.slotFormat',
          params: { slot: s.code, name: f.name, types: s.accept.join(', ') },
          field: field(s.code),
        });
      if (f.size > s.maxSizeMB * 1024 * 1024)
        out.push({
          code: 'attachment',
          key: 'award:errors.slotSize',
          params: { slot: s.code, name: f.name, size: s.maxSizeMB },
          field: field(s.code),
        });
      if (s.captionRequired && !f.caption?.trim())
        out.push({ code: 'attachment', key: 'award:errors.slotCaption', params: { slot: s.code, name: f.name }, field: field(s.code) });
    }
  }
  return out;
}

/** Applications of the enterprise in the round that use its quota, this one excluded. */
export async function quotaUsed(db: Db, roundId: number, enterpriseId: number, selfId: number): Promise<number> {
  const r = await db
    .selectFrom('awardApplication')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('roundId', '=', roundId)
    .where('enterpriseId', '=', enterpriseId)
    .where('applicationId', '<>', selfId)
    .where('status', 'not in', [...QUOTA_FREE_STATUSES])
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Values that must not be given (declarations that exclude, failed tests) and values that only warn. */
const MUST_NOT: { path: RegExp; value: unknown; level: 'fail' | 'warn'; key: string }[] = [
  { path: /^(negative|declarations)\.[A-Za-z0-9]+$/, value: 'yes', level: 'fail', key: 'award:check.declaration' },
  { path: /\.finishesStarted$/, value: 'yes', level: 'fail', key: 'award:check.finishesStarted' },
  { path: /^quality\.entityTestResult$/, value: 'fail', level: 'fail', key: 'award:check.testFailed' },
  { path: /^decoration\.(indoorEnvTest|cwPerformanceTest)\.[A-Za-z]+$/, value: 'fail', level: 'fail', key: 'award:check.testFailed' },
  { path: /^stageScores\.\d+\.zeroItem$/, value: 'yes', level: 'fail', key: 'award:check.zeroItem' },
  { path: /\.userSatisfaction$/, value: 'unsatisfied', level: 'warn', key: 'award:check.unsatisfied' },
];

/**
 * The pre-check of awards.md §7 (also run on submit): the form and its attachments, the round window, the quota,
 * membership, prerequisite awards, scale rules, exclusion declarations, and warnings (expired certificates,
 * pass rates under 100 %). Nothing is written.
 */
export async function preCheck(
  kernel: Kernel,
  app: CheckedApplication,
  round: RoundRow,
  form: AwardForm,
  // a submit checks inside its transaction: reading through it keeps a held connection from waiting on another
  db: Db = kernel.db,
): Promise<PreCheck> {
  const now = formatInstant(Date.now(), kernel.config.timeZone);
  const today = now.slice(0, 10);
  const out: PreCheck = { pass: [], warn: [], fail: [], checkedAt: now };
  const verdict = (ok: boolean, item: CheckItem, level: 'fail' | 'warn' = 'fail') => (ok ? out.pass : out[level]).push(item);

  const data = structuredClone(app.formData);
  const problems = await checkForm(db, form, data, today);
  verdict(problems.length === 0, { code: 'form', key: 'award:check.form' });
  out.fail.push(...formFailures(problems));
  const attachmentProblems = checkAttachments(app.attachments, slotsOf(round, form));
  verdict(attachmentProblems.length === 0, { code: 'attachments', key: 'award:check.attachments' });
  out.fail.push(...attachmentProblems);

  const state = roundState(round, now);
  verdict(state === 'open', {
    code: 'window',
    key: `award:check.window.${state}`,
    params: { openAt: round.openAt, closeAt: round.closeAt },
  });

  if (round.maxPerEnterprise > 0) {
    const used = await quotaUsed(db, round.roundId, app.enterpriseId, app.applicationId);
    verdict(used < round.maxPerEnterprise, { code: 'quota', key: 'award:check.quota', params: { used, max: round.maxPerEnterprise } });
  }
  if (round.requiresMembership) {
    const e = await db
      .selectFrom('awardEnterprise')
      .select(['memberLevel', 'status'])
      .where('enterpriseId', '=', app.enterpriseId)
      .executeTakeFirst();
    verdict(!!e?.memberLevel && e.status === '0', { code: 'membership', key: 'award:check.membership' });
  }
  for (const type of (round.prerequisites as string[] | null) ?? []) {
    const held = await db
      .selectFrom('awardApplication')
      .select('applicationId')
      .where('enterpriseId', '=', app.enterpriseId)
      .where('awardType', '=', type)
      .where('status', '=', 'APPROVED')
      .executeTakeFirst();
    verdict(!!held, { code: 'prerequisite', key: 'award:check.prerequisite', params: { type } });
  }
  for (const rule of (round.scaleRules as { category?: string; field: string; min: number }[] | null) ?? []) {
    const category = at(data, 'project.projectCategory') ?? at(data, 'municipal.municipalCategory');
    if (rule.category && rule.category !== category) continue;
    const v = at(data, rule.field) ?? at(data, `project.${rule.field}`);
    verdict(typeof v === 'number' && v >= rule.min, {
      code: 'scale',
      key: 'award:check.scale',
      params: { field: rule.field, min: rule.min },
      field: rule.field,
    });
  }
  if (app.awardType === 'greenconstructionaward' && at(data, 'green.phase') === 'acceptance') {
    const no = at(data, 'green.registrationNo');
    const reg = await db
      .selectFrom('awardApplication')
      .select('applicationId')
      .where('enterpriseId', '=', app.enterpriseId)
      .where('awardType', '=', 'greenconstructionaward')
      .where('applicationNo', '=', String(no ?? ''))
      .where('status', '=', 'APPROVED')
      .where(sql<string>`form_data->'green'->>'phase'`, '=', 'registration')
      .executeTakeFirst();
    verdict(!!reg, { code: 'greenRegistration', key: 'award:check.greenRegistration', field: 'green.registrationNo' });
  }
  for (const rule of MUST_NOT)
    for (const [path, v] of valuesNamed(data, /./).filter(([p]) => rule.path.test(p)))
      if (v === rule.value) out[rule.level].push({ code: 'declaration', key: rule.key, params: { field: path }, field: path });
  for (const [path, v] of valuesNamed(data, /[eE]xpiry$/))
    if (typeof v === 'string' && v && v < today)
      out.warn.push({ code: 'expiry', key: 'award:check.expired', params: { date: v }, field: path });
  for (const [path, v] of valuesNamed(data, /PassRate$/))
    if (typeof v === 'number' && v < 100)
      out.warn.push({ code: 'passRate', key: 'award:check.passRate', params: { rate: v }, field: path });
  return out;
}
