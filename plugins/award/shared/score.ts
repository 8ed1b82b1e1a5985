import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';
import { type ScoreTemplate, itemsOf } from './score-templates.ts';

/** One deduction of an item: why, how many points. */
export const Deduction = Type.Object({
  reason: Wire.text(200),
  points: Type.Number({ exclusiveMinimum: 0, maximum: 1000 }),
});
/** One scored item of a sheet as the expert sends it (the name and maximum are the template's). */
export const SheetItemInput = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z][A-Za-z0-9_.]*$' }),
  score: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 1000 }), Type.Null()])),
  deductions: Type.Optional(Type.Array(Deduction, { maxItems: 20 })),
  comment: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type SheetItemInput = Static<typeof SheetItemInput>;

/** `PUT /award/score/application/:id/sheet` (save a draft) and `POST …/sign` (sign: every item scored). */
export const SheetBody = Type.Object({
  items: Type.Array(SheetItemInput, { maxItems: 200 }),
  bonus: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  overallOpinion: Type.Optional(Type.String({ maxLength: 4000 })),
  recommend: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
});
export type SheetBody = Static<typeof SheetBody>;

/** One item of a stored sheet: the template's name (in the sheet's language when stored: code only) and maximum, the net score. */
export interface SheetItem {
  code: string;
  maxScore: number;
  score: number | null;
  deductions: { reason: string; points: number }[];
  net: number | null;
  comment: string | null;
}

/** A sheet as its own expert (and staff with the assign permission) read it. */
export interface ScoreSheet {
  sheetId: number;
  templateId: string;
  templateVersion: number;
  items: SheetItem[];
  zeroItem: boolean;
  bonus: number;
  total: number;
  grade: string | null;
  overallOpinion: string | null;
  recommend: boolean | null;
  signedAt: string | null;
  updateTime: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A sheet problem: the field, the message key, its parameters (an item by its code). */
export interface SheetProblem {
  field: string;
  key: string;
  params?: Record<string, unknown>;
}

/**
 * Totals a sheet from a template (never from what the client says): each item's net is its score less its
 * deductions; a part is the sum of its nets, the total the parts by weight plus the bonus; the grade follows the
 * template's cut-offs (the round's pass score replacing the first where the template says so). Returns the first
 * problem instead when a score is above its item's maximum, deductions exceed the score, an item is unknown or
 * twice, the bonus is above the template's, or — when signing — an item has no score.
 */
export function computeSheet(
  t: ScoreTemplate,
  b: SheetBody,
  opts: { signing: boolean; passScore?: number | null },
): { problem: SheetProblem } | { items: SheetItem[]; zeroItem: boolean; bonus: number; total: number; grade: string | null } {
  const byCode = new Map<string, SheetItemInput>();
  const known = new Set(itemsOf(t).map((i) => i.code));
  for (const i of b.items) {
    if (!known.has(i.code)) return { problem: { field: 'items', key: 'award:score.err.unknownItem', params: { item: i.code } } };
    if (byCode.has(i.code)) return { problem: { field: 'items', key: 'award:score.err.itemTwice', params: { item: i.code } } };
    byCode.set(i.code, i);
  }
  const bonus = round2(b.bonus ?? 0);
  if (bonus > t.bonusMax) return { problem: { field: 'bonus', key: 'award:score.err.bonusMax', params: { max: t.bonusMax } } };
  const items: SheetItem[] = [];
  let total = 0;
  let complete = true;
  let zeroItem = false;
  for (const part of t.parts) {
    let sum = 0;
    for (const ti of part.items) {
      const given = byCode.get(ti.code);
      const score = given?.score ?? null;
      const deductions = given?.deductions ?? [];
      if (score !== null && score > ti.max)
        return { problem: { field: 'items', key: 'award:score.err.aboveMax', params: { item: ti.code, max: ti.max, score } } };
      const off = deductions.reduce((s, d) => s + d.points, 0);
      if (score !== null && off > score)
        return { problem: { field: 'items', key: 'award:score.err.deductionsAboveScore', params: { item: ti.code, score } } };
      if (score === null) complete = false;
      const net = score === null ? null : round2(score - off);
      if (net === 0) zeroItem = true;
      sum += net ?? 0;
      items.push({ code: ti.code, maxScore: ti.max, score, deductions, net, comment: given?.comment?.trim() || null });
    }
    total += part.weight * sum;
  }
  if (opts.signing) {
    const missing = items.find((i) => i.score === null);
    if (missing) return { problem: { field: 'items', key: 'award:score.err.itemMissing', params: { item: missing.code } } };
    if (!b.overallOpinion?.trim()) return { problem: { field: 'overallOpinion', key: 'award:score.err.opinionRequired' } };
    if (b.recommend == null) return { problem: { field: 'recommend', key: 'award:score.err.recommendRequired' } };
  }
  total = round2(total + bonus);
  return { items, zeroItem, bonus, total, grade: complete ? gradeOf(t, total, zeroItem, opts.passScore) : null };
}

/** The grade of a total under a template. */
export function gradeOf(t: ScoreTemplate, total: number, zeroItem: boolean, passScore?: number | null): string {
  for (const [i, g] of t.grades.entries()) {
    const min = i === 0 && t.passScoreCut && passScore != null ? passScore : g.min;
    if (total >= min && !(g.noZeroItem && zeroItem)) return g.grade;
  }
  return t.fail;
}

/** The aggregate of the expert totals (awards.md §6.4): their mean, without the highest and lowest when five or more. */
export function aggregateOf(totals: readonly number[]): number {
  const s = [...totals].sort((a, b) => a - b);
  const used = s.length >= 5 ? s.slice(1, -1) : s;
  return used.length ? round2(used.reduce((a, b) => a + b, 0) / used.length) : 0;
}
