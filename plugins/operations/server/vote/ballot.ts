import { invalidField } from '#kernel/server';
import { VOTE_END, VOTE_LIMITS, type VoteAnswer, type VoteSubjectRow } from '../../shared/vote.ts';

/** What a submission says of one subject: the chosen items or the text written. */
export interface GivenAnswer {
  itemIds?: number[];
  text?: string;
}

/** The field a subject's answer goes by (also the name of its control in the published form). */
export const answerField = (subjectId: number) => `s${subjectId}`;

const ids = (v: unknown): number[] =>
  (Array.isArray(v) ? v : [v]).flatMap((x) => (/^[1-9][0-9]{0,15}$/.test(String(x)) ? [Number(x)] : [Number.NaN]));

/**
 * The answers of a submission by subject: a JSON client's `answers`, or a browser's encoded form (`s<subjectId>` the
 * item chosen or the text written, `s<subjectId>[<itemId>]` per ticked box, or `s<subjectId>` repeated).
 */
export function givenAnswers(subjects: VoteSubjectRow[], body: Record<string, unknown>): Map<number, GivenAnswer> {
  const out = new Map<number, GivenAnswer>();
  if (Array.isArray(body.answers)) {
    for (const a of body.answers as { subjectId: number; itemIds?: number[]; text?: string }[]) {
      if (out.has(a.subjectId)) throw invalidField(answerField(a.subjectId), 'operations:vote.errors.twice');
      out.set(a.subjectId, { itemIds: a.itemIds, text: a.text });
    }
    return out;
  }
  for (const s of subjects) {
    const field = answerField(s.subjectId);
    const boxes = Object.keys(body).filter((k) => k.startsWith(`${field}[`) && k.endsWith(']'));
    const v = body[field];
    if (s.type === 'input') {
      if (typeof v === 'string' && v.trim() !== '') out.set(s.subjectId, { text: v });
    } else if (boxes.length) out.set(s.subjectId, { itemIds: boxes.flatMap((k) => ids(body[k])) });
    else if (v !== undefined && v !== '') out.set(s.subjectId, { itemIds: ids(v) });
  }
  return out;
}

/** One subject's answer checked against it: radio exactly one of its items, checkbox at least one, input a text. */
function checkedAnswer(s: VoteSubjectRow, a: GivenAnswer | undefined): VoteAnswer {
  const field = answerField(s.subjectId);
  const p = { subject: s.title };
  if (s.type === 'input') {
    const text = a?.text?.trim() ?? '';
    if (a?.itemIds?.length) throw invalidField(field, 'operations:vote.errors.badItem', p);
    if (!text) throw invalidField(field, 'operations:vote.errors.answerRequired', p);
    if (text.length > VOTE_LIMITS.inputText)
      throw invalidField(field, 'operations:vote.errors.tooLong', { ...p, max: VOTE_LIMITS.inputText });
    return { subjectId: s.subjectId, text };
  }
  if (a?.text !== undefined && a.text !== '') throw invalidField(field, 'operations:vote.errors.badItem', p);
  const chosen = [...new Set(a?.itemIds ?? [])];
  if (!chosen.length) throw invalidField(field, 'operations:vote.errors.answerRequired', p);
  if (s.type === 'radio' && chosen.length !== 1) throw invalidField(field, 'operations:vote.errors.radioOne', p);
  const own = new Set(s.itemList.map((i) => i.itemId));
  if (chosen.some((id) => !own.has(id))) throw invalidField(field, 'operations:vote.errors.badItem', p);
  return { subjectId: s.subjectId, itemIds: chosen.sort((x, y) => x - y) };
}

/**
 * The answers as counted: the subjects the submission's own answers lead through, from the first in order — after
 * each, its chosen radio item's `nextSubjectId`, else the subject's, else the next in order (-1 ends; a branch
 * that does not go forward is taken as "next", so the walk always ends). Every subject on the way is answered;
 * a subject with no items to choose from is passed over; an answer to a subject the path skips is refused — or,
 * with `dropSkipped` (a browser's plain form, which shows every subject without its script), left out.
 */
export function ballotOf(subjects: VoteSubjectRow[], given: Map<number, GivenAnswer>, dropSkipped = false): VoteAnswer[] {
  const out: VoteAnswer[] = [];
  const visited = new Set<number>();
  let i = 0;
  while (i < subjects.length) {
    const s = subjects[i];
    visited.add(s.subjectId);
    let next = s.nextSubjectId;
    if (s.type !== 'input' && !s.itemList.length) {
      i++;
      continue;
    }
    const answer = checkedAnswer(s, given.get(s.subjectId));
    out.push(answer);
    if (s.type === 'radio') {
      const item = s.itemList.find((x) => x.itemId === answer.itemIds![0]);
      if (item?.nextSubjectId) next = item.nextSubjectId;
    }
    if (next === VOTE_END) break;
    const j = next ? subjects.findIndex((x) => x.subjectId === next) : -1;
    i = j > i ? j : i + 1;
  }
  for (const [subjectId] of given)
    if (!visited.has(subjectId) && !(dropSkipped && subjects.some((x) => x.subjectId === subjectId))) {
      const s = subjects.find((x) => x.subjectId === subjectId);
      throw invalidField(answerField(subjectId), s ? 'operations:vote.errors.skipped' : 'operations:vote.errors.noSubject', {
        subject: s?.title ?? '',
      });
    }
  if (!out.length) throw invalidField('answers', 'operations:vote.errors.noSubjects');
  return out;
}

/** The canonical text of a submission's answers (what its chain hash covers): fixed key order, items ascending. */
export function canonicalAnswers(answers: VoteAnswer[]): string {
  return JSON.stringify(
    answers.map((a) =>
      a.text !== undefined
        ? { subjectId: Number(a.subjectId), text: String(a.text) }
        : { subjectId: Number(a.subjectId), itemIds: [...(a.itemIds ?? [])].map(Number).sort((x, y) => x - y) },
    ),
  );
}
