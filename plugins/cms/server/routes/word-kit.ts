import type { FastifyRequest } from 'fastify';
import { invalidField, notFound, sql, type Kernel, type ObjectRouteContext, type RouteObjects } from '#kernel/server';
import { WORD_LIMITS, type WordKind } from '../../shared/word.ts';
import { requiredSite } from '../services/site-access.ts';

/**
 * What the routes of the four word kinds and the two group kinds share (chestnut-api §1.14): their tables, log
 * titles and xlsx columns, and the rules of a word (trimmed, unique in its group, type or list) and of a group
 * (the current site's).
 */

type Req = FastifyRequest;
type Db = ObjectRouteContext['db'];
export type GroupTable = 'cmsTagWordGroup' | 'cmsHotWordGroup';
export type WordTable = 'cmsTagWord' | 'cmsHotWord' | 'cmsSensitiveWord' | 'cmsErrorproneWord';
/** What a word is unique in: its group (tag and hot words), its type (sensitive words), or the whole list. */
export type WordScope = { column: 'groupId' | 'type'; value: number | string } | null;
/** A word row's own columns besides the word and who wrote it. */
export type WordValues = Record<string, string | number | null>;
export type WordRow = Record<string, unknown>;

/** The group reads and adds are also served on the CMS side (chestnut-api §1.4: `/cms/hotword/group/…`, `/cms/tagword/group…`). */
export const GROUP_BASES = ['/word', '/cms'] as const;
// the CMS side serves the content editor and the site extends, whose users may not manage words
export const readAccess = (base: string) => (base === '/word' ? 'word:view' : ['word:view', 'cms:site:view']);
export const logOf = (title: string) => (type: string) => ({ title: `cms:log.${title}`, type });

/** The objects the ids of a word kind's routes name: tag and hot words and their groups are a site's, the other words global. */
export const WORD_OBJECTS: Record<WordKind, RouteObjects> = {
  tagword: { fields: { groupId: 'tagWordGroup', wordId: 'tagWord', body: 'tagWord' } },
  hotword: { fields: { groupId: 'hotWordGroup', wordId: 'hotWord', body: 'hotWord' } },
  sensitiveword: { fields: { wordId: false, body: false } },
  errorproneword: { fields: { wordId: false, body: false } },
};

/**
 * Per word kind: its table, its log title (capitalized, its sheet name), whether its words are in a site's
 * groups (then their use and hit counts are exported too), and its xlsx columns: the import reads the
 * export's columns in the same order, so an export can be imported again.
 */
// `cached`: read by the checks and renders through the words cache (invalidateWords), which an add or edit drops
export const KINDS: Record<WordKind, { table: WordTable; log: string; grouped: boolean; cached: boolean; columns: string[] }> = {
  tagword: { table: 'cmsTagWord', log: 'tagWord', grouped: true, cached: false, columns: ['word', 'remark'] },
  hotword: { table: 'cmsHotWord', log: 'hotWord', grouped: true, cached: true, columns: ['word', 'url', 'urlTarget', 'remark'] },
  sensitiveword: {
    table: 'cmsSensitiveWord',
    log: 'sensitiveWord',
    grouped: false,
    cached: true,
    columns: ['word', 'type', 'replaceWord', 'remark'],
  },
  errorproneword: {
    table: 'cmsErrorproneWord',
    log: 'errorProneWord',
    grouped: false,
    cached: true,
    columns: ['word', 'replaceWord', 'remark'],
  },
};

/** The export columns of a kind: its import columns, then the use counts of grouped words, then the creation time. */
export const exportColumnsOf = (kind: WordKind) => [
  ...KINDS[kind].columns,
  ...(KINDS[kind].grouped ? ['useCount', 'hitCount'] : []),
  'createTime',
];

/** A word as stored: trimmed, on one line, within bounds (the wire schema checks the rest). */
export function cleanWord(raw: string, field = 'word', max: number = WORD_LIMITS.word): string {
  const w = raw.trim();
  if (!w) throw invalidField(field, 'server:schema.required');
  if (/[\r\n\t]/.test(w)) throw invalidField(field, 'server:schema.pattern');
  if (w.length > max) throw invalidField(field, 'server:schema.maxLength', { limit: max });
  return w;
}

/** An optional text as stored: trimmed, null when empty. */
export const text = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());

/** A remark of an imported row, within bounds. */
export const remarkOf = (v: string) => {
  if (v.length > WORD_LIMITS.remark) throw invalidField('remark', 'server:schema.maxLength', { limit: WORD_LIMITS.remark });
  return v;
};

/** The group of `groupId` when it is the current site's; another site's group is "not found" to the caller. */
export async function siteGroup(kernel: Kernel, table: GroupTable, req: Req, groupId: number, field = 'groupId') {
  const site = await requiredSite(kernel, req);
  const g = await kernel.db
    .selectFrom(table)
    .select(['groupId', 'siteId', 'name', 'code'])
    .where('groupId', '=', groupId)
    .executeTakeFirst();
  if (!g || g.siteId !== site.siteId) throw invalidField(field, 'cms:errors.wordGroupNotFound', { value: groupId });
  return g;
}

/** Refuses a group code the site already has, ignoring case. */
export async function uniqueGroupCode(db: Db, table: GroupTable, siteId: number, code: string, self?: number) {
  let q = db.selectFrom(table).select('groupId').where('siteId', '=', siteId).where(sql`lower(code)`, '=', code.toLowerCase());
  if (self) q = q.where('groupId', '<>', self);
  if (await q.executeTakeFirst()) throw invalidField('code', 'cms:errors.wordGroupCodeTaken', { value: code });
}

/** Refuses a word its group (or type, or the whole list) already holds, ignoring case. */
async function uniqueWord(db: Db, table: WordTable, scope: WordScope, word: string, self?: number) {
  let q = db
    .selectFrom(table as 'cmsTagWord')
    .select('wordId')
    .where(sql`lower(word)`, '=', word.toLowerCase());
  if (scope) q = q.where(scope.column as 'groupId', '=', scope.value as number);
  if (self) q = q.where('wordId', '<>', self);
  if (await q.executeTakeFirst()) throw invalidField('word', 'cms:errors.wordTaken', { value: word });
}

/** Refuses an id that is no word of the kind, or (tag and hot words) none of the current site: not found. */
export async function existingWord(kernel: Kernel, kind: WordKind, req: Req, wordId: number) {
  let q = kernel.db
    .selectFrom(KINDS[kind].table as 'cmsTagWord')
    .select('wordId')
    .where('wordId', '=', wordId);
  if (KINDS[kind].grouped) q = q.where('siteId', '=', (await requiredSite(kernel, req)).siteId);
  if (!(await q.executeTakeFirst())) throw notFound(String(wordId));
}

/** Inserts a cleaned word unless its scope holds it already; answers `{wordId}`. */
export async function insertWord(db: Db, table: WordTable, req: Req, scope: WordScope, word: string, values: WordValues) {
  await uniqueWord(db, table, scope, word);
  // the table stands as one of the four for kysely's typing (its required columns are the caller's `values`)
  return db
    .insertInto(table as 'cmsTagWord')
    .values({ ...(values as { siteId: number; groupId: number }), word, createBy: req.user!.userName })
    .returning('wordId')
    .executeTakeFirstOrThrow();
}

/** Writes an edited, cleaned word unless another word of its scope is the same. */
export async function updateWord(db: Db, table: WordTable, req: Req, wordId: number, scope: WordScope, word: string, values: WordValues) {
  await uniqueWord(db, table, scope, word, wordId);
  await db
    .updateTable(table as 'cmsTagWord')
    .set({ ...values, word, updateBy: req.user!.userName, updateTime: sql`now()` })
    .where('wordId', '=', wordId)
    .execute();
}
