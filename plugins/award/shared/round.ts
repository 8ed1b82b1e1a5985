import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';
import { AWARD_TYPES } from './permissions.ts';

const DATETIME = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';

/** One attachment slot of a round (awards.md §1.6): per-slot count, size and format limits. */
export const AttachmentSlot = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z][A-Za-z0-9_]*$' }),
  label: Wire.text(100),
  required: Type.Boolean(),
  accept: Type.Array(Type.String({ minLength: 1, maxLength: 10, pattern: '^[a-z0-9]+$' }), { minItems: 1, maxItems: 20 }),
  minCount: Type.Integer({ minimum: 0, maximum: 100 }),
  maxCount: Type.Integer({ minimum: 1, maximum: 100 }),
  maxSizeMB: Type.Number({ exclusiveMinimum: 0, maximum: 2048 }),
  captionRequired: Type.Optional(Type.Boolean()),
});
export type AttachmentSlot = Static<typeof AttachmentSlot>;

/** One scale rule (awards.md §5): a category's field must reach a minimum. */
export const ScaleRule = Type.Object({
  category: Type.Optional(Type.String({ maxLength: 50 })),
  field: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z][A-Za-z0-9_.]*$' }),
  min: Type.Number(),
});

const fields = {
  awardType: Type.Enum([...AWARD_TYPES]),
  title: Wire.text(200),
  year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  batch: Type.Integer({ minimum: 1, maximum: 99 }),
  openAt: Type.String({ pattern: DATETIME }),
  closeAt: Type.String({ pattern: DATETIME }),
  scaleRules: Type.Array(ScaleRule, { maxItems: 50 }),
  prerequisites: Type.Array(Type.Enum([...AWARD_TYPES]), { maxItems: 9 }),
  maxPerEnterprise: Type.Integer({ minimum: 0, maximum: 1000 }),
  requiresMembership: Type.Boolean(),
  /** applications are recommended (city association, authority) before the association's initial review (§6.3 #4) */
  recommenderRequired: Type.Optional(Type.Boolean()),
  /** a site inspection report is recorded before the expert review completes (§6.3 #11) */
  siteInspectionRequired: Type.Optional(Type.Boolean()),
  attachmentSlots: Type.Array(AttachmentSlot, { maxItems: 50 }),
  scoreTemplate: Type.Optional(Type.Union([Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9_-]*$' }), Type.Null()])),
  passScore: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 1000 }), Type.Null()])),
  publicityDays: Type.Integer({ minimum: 0, maximum: 90 }),
  publicityWorkingDays: Type.Boolean(),
  /** the committee vote passes when votes for > ratio × members present (awards.md §6.4 CommitteeDecision rule) */
  committeePassRatio: Type.Optional(Type.Number({ minimum: 0, exclusiveMaximum: 1 })),
  returnLimit: Type.Integer({ minimum: 0, maximum: 10 }),
  resubmitDeadlineDays: Type.Integer({ minimum: 1, maximum: 365 }),
  schemaVersion: Type.Integer({ minimum: 1, maximum: 1000 }),
  /** the fewest experts an application of the round is assigned (awards.md §6.3 #10); 2 when not given */
  minExperts: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  remark: Wire.optionalText(500),
};

/** `POST /award/round` */
export const RoundAdd = Type.Object(fields);
export type RoundAdd = Static<typeof RoundAdd>;
/** `PUT /award/round` */
export const RoundEdit = Type.Object({ roundId: Wire.id(), version: Wire.version(), ...fields });
export type RoundEdit = Static<typeof RoundEdit>;
/** `GET /award/round/list` */
export const RoundQuery = Type.Object({
  awardType: Type.Optional(Type.Enum([...AWARD_TYPES])),
  title: Wire.filter(100),
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
});
export type RoundQuery = Static<typeof RoundQuery>;

/** Open state of a round, derived from its times: not yet open, open, closed (dictionary `award_round_state`). */
export type RoundState = 'pending' | 'open' | 'closed';

export interface Round extends RoundAdd {
  roundId: number;
  version: number;
  state: RoundState;
  createBy: string | null;
  createTime: string;
}

/** The state of a round at `now` (all times `yyyy-MM-dd HH:mm:ss` in one zone, so they compare as text). */
export function roundState(r: { openAt: string; closeAt: string }, now: string): RoundState {
  if (now < r.openAt) return 'pending';
  return now < r.closeAt ? 'open' : 'closed';
}

/** Cross-field rules of a round (the shapes are the schema's): the first problem as `{field, key}`, or null. */
export function checkRound(r: RoundAdd): { field: string; key: string; params?: Record<string, unknown> } | null {
  if (r.closeAt <= r.openAt) return { field: 'closeAt', key: 'award:errors.closeBeforeOpen' };
  if (r.prerequisites.includes(r.awardType)) return { field: 'prerequisites', key: 'award:errors.prerequisiteSelf' };
  const codes = new Set<string>();
  for (const s of r.attachmentSlots) {
    if (codes.has(s.code)) return { field: 'attachmentSlots', key: 'award:errors.slotDuplicate', params: { slot: s.code } };
    codes.add(s.code);
    if (s.minCount > s.maxCount) return { field: 'attachmentSlots', key: 'award:errors.slotCountRange', params: { slot: s.code } };
    if (s.required && s.minCount < 1) return { field: 'attachmentSlots', key: 'award:errors.slotRequiredMin', params: { slot: s.code } };
  }
  return null;
}
