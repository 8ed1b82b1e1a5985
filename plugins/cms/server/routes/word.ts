import type { RouteApp } from '#kernel/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import {
  AppError,
  fail,
  idsBody,
  invalidField,
  likeValue,
  listRoute,
  notFound,
  ok,
  readUpload,
  readXlsx,
  sendXlsx,
  sql,
  type Kernel,
  type ListRouteSpec,
  type RouteObjects,
} from '#kernel/server';
import { LANGUAGES } from '#kernel/shared';
import {
  ErrorProneWordAdd,
  ErrorProneWordEdit,
  GroupWordQuery,
  HOT_WORD_URL,
  HotWordAdd,
  HotWordEdit,
  HotWordGroupAdd,
  HotWordGroupEdit,
  SENSITIVE_TYPES,
  SensitiveWordAdd,
  SensitiveWordEdit,
  SensitiveWordQuery,
  TagWordAdd,
  TagWordBatchAdd,
  TagWordEdit,
  TagWordGroupAdd,
  TagWordGroupEdit,
  URL_TARGETS,
  WORD_KINDS,
  WORD_LIMITS,
  WordCheck,
  type WordGroupNode,
  type WordImportResult,
  type WordKind,
  WordQuery,
} from '../../shared/word.ts';
import { requiredSite } from '../services/site-access.ts';
import { checkSensitive, findErrorProne, invalidateWords } from '../services/words.ts';

const MAX_IMPORT_ROWS = 5000;
/** The group reads and adds are also served on the CMS side (chestnut-api §1.4: `/cms/hotword/group/…`, `/cms/tagword/group…`). */
const GROUP_BASES = ['/word', '/cms'] as const;
// the CMS side serves the content editor and the site extends, whose users may not manage words
/** The objects the ids of a word kind's routes name: tag and hot words and their groups are a site's, the other words global. */
const WORD_OBJECTS: Record<WordKind, RouteObjects> = {
  tagword: { fields: { groupId: 'tagWordGroup', wordId: 'tagWord', body: 'tagWord' } },
  hotword: { fields: { groupId: 'hotWordGroup', wordId: 'hotWord', body: 'hotWord' } },
  sensitiveword: { fields: { wordId: false, body: false } },
  errorproneword: { fields: { wordId: false, body: false } },
};
const TAG_GROUP_OBJECTS: RouteObjects = { fields: { groupId: 'tagWordGroup', parentId: 'tagWordGroup', body: 'tagWordGroup' } };
const HOT_GROUP_OBJECTS: RouteObjects = { fields: { groupId: 'hotWordGroup', body: 'hotWordGroup' } };
const readAccess = (base: string) => (base === '/word' ? 'word:view' : ['word:view', 'cms:site:view']);
const logOf = (title: string) => (type: string) => ({ title: `cms:log.${title}`, type });
const tagGroupLog = logOf('tagWordGroup');
const hotGroupLog = logOf('hotWordGroup');
const tagLog = logOf('tagWord');
const capitalized = (v: string) => v[0]!.toUpperCase() + v.slice(1);

type Req = FastifyRequest;
type GroupTable = 'cmsTagWordGroup' | 'cmsHotWordGroup';
type WordTable = 'cmsTagWord' | 'cmsHotWord' | 'cmsSensitiveWord' | 'cmsErrorproneWord';
/** What a word is unique in: its group (tag and hot words), its type (sensitive words), or the whole list. */
type WordScope = { column: 'groupId' | 'type'; value: number | string } | null;
/** A word row's own columns besides the word and who wrote it. */
type WordValues = Record<string, string | number | null>;
type Row = Record<string, unknown>;

/**
 * Per word kind: its table, its log title (capitalized, its sheet name), whether its words are in a site's
 * groups (then their use and hit counts are exported too), and its xlsx columns: the import reads the
 * export's columns in the same order, so an export can be imported again.
 */
// `cached`: read by the checks and renders through the words cache (invalidateWords), which an add or edit drops
const KINDS: Record<WordKind, { table: WordTable; log: string; grouped: boolean; cached: boolean; columns: string[] }> = {
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
const COLUMN_WIDTHS: Record<string, number> = { word: 24, url: 40, replaceWord: 24, remark: 30, createTime: 20 };

/** The export columns of a kind: its import columns, then the use counts of grouped words, then the creation time. */
export const exportColumnsOf = (kind: WordKind) => [
  ...KINDS[kind].columns,
  ...(KINDS[kind].grouped ? ['useCount', 'hitCount'] : []),
  'createTime',
];
const exportColumns =
  (kind: WordKind) =>
  ({ t }: Req) =>
    exportColumnsOf(kind).map((c) => ({
      header: t(`cms:fields.${c}`),
      value: c === 'type' ? (r: Row) => t(`cms:word.sensitiveTypes.${r.type}`) : (r: Row) => r[c],
      width: COLUMN_WIDTHS[c],
    }));

/** A word as stored: trimmed, on one line, within bounds (the wire schema checks the rest). */
function cleanWord(raw: string, field = 'word', max: number = WORD_LIMITS.word): string {
  const w = raw.trim();
  if (!w) throw invalidField(field, 'server:schema.required');
  if (/[\r\n\t]/.test(w)) throw invalidField(field, 'server:schema.pattern');
  if (w.length > max) throw invalidField(field, 'server:schema.maxLength', { limit: max });
  return w;
}

const text = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());

/**
 * CMS → Words (chestnut-api §1.14): tag words and hot words in groups of the current site, the global
 * sensitive and error-prone words; lists with search, export and xlsx import; the editor's checks.
 */
export async function wordRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  // ---- groups: owned by the current site; a group of another site is "not found" to the caller
  const siteGroup = async (table: GroupTable, req: Req, groupId: number, field = 'groupId') => {
    const site = await requiredSite(kernel, req);
    const g = await db.selectFrom(table).select(['groupId', 'siteId', 'name', 'code']).where('groupId', '=', groupId).executeTakeFirst();
    if (!g || g.siteId !== site.siteId) throw invalidField(field, 'cms:errors.wordGroupNotFound', { value: groupId });
    return g;
  };

  const uniqueGroupCode = async (table: GroupTable, siteId: number, code: string, self?: number) => {
    let q = db.selectFrom(table).select('groupId').where('siteId', '=', siteId).where(sql`lower(code)`, '=', code.toLowerCase());
    if (self) q = q.where('groupId', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField('code', 'cms:errors.wordGroupCodeTaken', { value: code });
  };

  for (const base of GROUP_BASES)
    app.get(`${base}/tagword/group/treedata`, { config: { access: readAccess(base) } }, async (req) => {
      const site = await requiredSite(kernel, req);
      const rows = await db
        .selectFrom('cmsTagWordGroup')
        .select(['groupId', 'parentId', 'name', 'code', 'logo', 'sortFlag', 'remark'])
        .where('siteId', '=', site.siteId)
        .orderBy('sortFlag')
        .orderBy('groupId')
        .execute();
      const nodes = new Map<number, WordGroupNode>();
      for (const r of rows)
        nodes.set(r.groupId, {
          id: r.groupId,
          parentId: r.parentId,
          label: r.name,
          props: { code: r.code, sortFlag: r.sortFlag, logo: r.logo, remark: r.remark },
          children: [],
        });
      const roots: WordGroupNode[] = [];
      for (const n of nodes.values()) (nodes.get(n.parentId)?.children ?? roots).push(n);
      return ok(roots);
    });

  for (const base of GROUP_BASES)
    app.get(`${base}/hotword/group/treedata`, { config: { access: readAccess(base) } }, async (req) => {
      const site = await requiredSite(kernel, req);
      const rows = await db
        .selectFrom('cmsHotWordGroup')
        .select(['groupId', 'name', 'code', 'sortFlag', 'remark'])
        .where('siteId', '=', site.siteId)
        .orderBy('sortFlag')
        .orderBy('groupId')
        .execute();
      return ok(
        rows.map<WordGroupNode>((r) => ({
          id: r.groupId,
          parentId: 0,
          label: r.name,
          props: { code: r.code, sortFlag: r.sortFlag, remark: r.remark },
          children: [],
        })),
      );
    });

  // the site extends' HotWordGroups choose from these (value = code)
  for (const base of GROUP_BASES)
    app.get(`${base}/hotword/group/options`, { config: { access: ['word:view', 'cms:site:view'] } }, async (req) => {
      const site = await requiredSite(kernel, req);
      const rows = await db
        .selectFrom('cmsHotWordGroup')
        .select(['name', 'code'])
        .where('siteId', '=', site.siteId)
        .orderBy('sortFlag')
        .orderBy('groupId')
        .execute();
      return ok(rows.map((r) => ({ value: r.code, label: r.name })));
    });

  const assertParent = async (siteId: number, parentId: number, self?: number) => {
    if (!parentId) return;
    const p = await db.selectFrom('cmsTagWordGroup').select(['siteId', 'parentId']).where('groupId', '=', parentId).executeTakeFirst();
    if (!p || p.siteId !== siteId) throw invalidField('parentId', 'cms:errors.wordGroupNotFound', { value: parentId });
    if (self == null) return;
    // the parent may not be the group itself or one of its descendants
    for (let id: number = parentId, guard = 0; id && guard < 1000; guard++) {
      if (id === self) throw invalidField('parentId', 'cms:errors.wordGroupIntoItself');
      const up = await db.selectFrom('cmsTagWordGroup').select('parentId').where('groupId', '=', id).executeTakeFirst();
      id = up?.parentId ?? 0;
    }
  };

  for (const base of GROUP_BASES)
    app.post(
      `${base}/tagword/group`,
      { config: { objects: TAG_GROUP_OBJECTS, access: 'word:add', log: tagGroupLog('INSERT') }, schema: { body: TagWordGroupAdd } },
      async (req) => {
        const b = req.body;
        const site = await requiredSite(kernel, req);
        await assertParent(site.siteId, b.parentId);
        await uniqueGroupCode('cmsTagWordGroup', site.siteId, b.code);
        const row = await db
          .insertInto('cmsTagWordGroup')
          .values({
            siteId: site.siteId,
            parentId: b.parentId,
            name: b.name.trim(),
            code: b.code,
            logo: text(b.logo),
            sortFlag: b.sortFlag ?? 0,
            remark: text(b.remark),
            createBy: req.user!.userName,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return ok(row);
      },
    );

  app.put(
    '/word/tagword/group',
    { config: { objects: TAG_GROUP_OBJECTS, access: 'word:edit', log: tagGroupLog('UPDATE') }, schema: { body: TagWordGroupEdit } },
    async (req) => {
      const b = req.body;
      const g = await siteGroup('cmsTagWordGroup', req, b.groupId);
      await assertParent(g.siteId, b.parentId, g.groupId);
      await uniqueGroupCode('cmsTagWordGroup', g.siteId, b.code, g.groupId);
      await db
        .updateTable('cmsTagWordGroup')
        .set({
          parentId: b.parentId,
          name: b.name.trim(),
          code: b.code,
          logo: text(b.logo),
          sortFlag: b.sortFlag ?? 0,
          remark: text(b.remark),
          updateBy: req.user!.userName,
          updateTime: sql`now()`,
        })
        .where('groupId', '=', g.groupId)
        .execute();
      return ok();
    },
  );

  // ChestnutCMS deletes a group's words with it; a group that still has child groups is refused (rather
  // than leaving them without a parent)
  app.delete(
    '/word/tagword/group',
    { config: { objects: TAG_GROUP_OBJECTS, access: 'word:delete', log: tagGroupLog('DELETE') }, schema: { body: idsBody } },
    async (req) => {
      const groups = await Promise.all(req.body.map((id) => siteGroup('cmsTagWordGroup', req, id)));
      const ids = groups.map((g) => g.groupId);
      const child = await db
        .selectFrom('cmsTagWordGroup as c')
        .innerJoin('cmsTagWordGroup as p', 'p.groupId', 'c.parentId')
        .select('p.name')
        .where('c.parentId', 'in', ids)
        .where('c.groupId', 'not in', ids)
        .executeTakeFirst();
      if (child) throw fail('cms:errors.wordGroupHasChildren', { name: child.name });
      await db.deleteFrom('cmsTagWordGroup').where('groupId', 'in', ids).execute();
      await invalidateWords(kernel);
      return ok();
    },
  );

  for (const base of GROUP_BASES)
    app.post(
      `${base}/hotword/group`,
      { config: { objects: HOT_GROUP_OBJECTS, access: 'word:add', log: hotGroupLog('INSERT') }, schema: { body: HotWordGroupAdd } },
      async (req) => {
        const b = req.body;
        const site = await requiredSite(kernel, req);
        await uniqueGroupCode('cmsHotWordGroup', site.siteId, b.code);
        const row = await db
          .insertInto('cmsHotWordGroup')
          .values({
            siteId: site.siteId,
            name: b.name.trim(),
            code: b.code,
            sortFlag: b.sortFlag ?? 0,
            remark: text(b.remark),
            createBy: req.user!.userName,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await invalidateWords(kernel);
        return ok(row);
      },
    );

  app.put(
    '/word/hotword/group',
    { config: { objects: HOT_GROUP_OBJECTS, access: 'word:edit', log: hotGroupLog('UPDATE') }, schema: { body: HotWordGroupEdit } },
    async (req) => {
      const b = req.body;
      const g = await siteGroup('cmsHotWordGroup', req, b.groupId);
      await uniqueGroupCode('cmsHotWordGroup', g.siteId, b.code, g.groupId);
      await db
        .updateTable('cmsHotWordGroup')
        .set({
          name: b.name.trim(),
          code: b.code,
          sortFlag: b.sortFlag ?? 0,
          remark: text(b.remark),
          updateBy: req.user!.userName,
          updateTime: sql`now()`,
        })
        .where('groupId', '=', g.groupId)
        .execute();
      await invalidateWords(kernel);
      return ok();
    },
  );

  app.delete(
    '/word/hotword/group',
    { config: { objects: HOT_GROUP_OBJECTS, access: 'word:delete', log: hotGroupLog('DELETE') }, schema: { body: idsBody } },
    async (req) => {
      const groups = await Promise.all(req.body.map((id) => siteGroup('cmsHotWordGroup', req, id)));
      await db
        .deleteFrom('cmsHotWordGroup')
        .where(
          'groupId',
          'in',
          groups.map((g) => g.groupId),
        )
        .execute();
      await invalidateWords(kernel);
      return ok();
    },
  );

  // ---- words
  /** Refuses a word its group (or type, or the whole list) already holds, ignoring case. */
  const uniqueWord = async (table: WordTable, scope: WordScope, word: string, self?: number) => {
    let q = db
      .selectFrom(table as 'cmsTagWord')
      .select('wordId')
      .where(sql`lower(word)`, '=', word.toLowerCase());
    if (scope) q = q.where(scope.column as 'groupId', '=', scope.value as number);
    if (self) q = q.where('wordId', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField('word', 'cms:errors.wordTaken', { value: word });
  };

  /** Refuses an id that is no word of the kind, or (tag and hot words) none of the current site: not found. */
  const existingWord = async (kind: WordKind, req: Req, wordId: number) => {
    let q = db
      .selectFrom(KINDS[kind].table as 'cmsTagWord')
      .select('wordId')
      .where('wordId', '=', wordId);
    if (KINDS[kind].grouped) q = q.where('siteId', '=', (await requiredSite(kernel, req)).siteId);
    if (!(await q.executeTakeFirst())) throw notFound(String(wordId));
  };

  /** Inserts a cleaned word unless its scope holds it already; answers `{wordId}`. */
  const insertWord = async (table: WordTable, req: Req, scope: WordScope, word: string, values: WordValues) => {
    await uniqueWord(table, scope, word);
    // the table stands as one of the four for kysely's typing (its required columns are the caller's `values`)
    return db
      .insertInto(table as 'cmsTagWord')
      .values({ ...(values as { siteId: number; groupId: number }), word, createBy: req.user!.userName })
      .returning('wordId')
      .executeTakeFirstOrThrow();
  };

  /** Writes an edited, cleaned word unless another word of its scope is the same. */
  const updateWord = async (table: WordTable, req: Req, wordId: number, scope: WordScope, word: string, values: WordValues) => {
    await uniqueWord(table, scope, word, wordId);
    await db
      .updateTable(table as 'cmsTagWord')
      .set({ ...values, word, updateBy: req.user!.userName, updateTime: sql`now()` })
      .where('wordId', '=', wordId)
      .execute();
  };

  const removeWords = async (table: WordTable, req: Req, ids: number[], siteScoped: boolean) => {
    let q = db.deleteFrom(table as 'cmsTagWord').where('wordId', 'in', ids);
    if (siteScoped) q = q.where('siteId', '=', (await requiredSite(kernel, req)).siteId);
    await q.execute();
    await invalidateWords(kernel);
    return ok();
  };

  /** The list of a word kind at `/word/<kind>` and its export at `/word/<kind>/export` (newest first on ties). */
  const wordList = (
    kind: WordKind,
    spec: Pick<ListRouteSpec<Row>, 'filters' | 'sorts' | 'defaultOrder' | 'query' | 'columns' | 'select'>,
  ) =>
    listRoute<Row>(app, kernel, {
      url: `/word/${kind}`,
      access: 'word:view',
      exportAccess: 'word:view',
      objects: WORD_OBJECTS[kind],
      tiebreak: ['wordId', 'desc'],
      count: 'exact',
      ...spec,
      export: {
        sheet: capitalized(KINDS[kind].log),
        url: `/word/${kind}/export`,
        logTitle: `cms:log.${KINDS[kind].log}`,
        columns: exportColumns(kind),
      },
    });

  /**
   * The add (`POST /word/<kind>`, answering `{wordId}`) and edit (`PUT /word/<kind>`, of an existing word) of a
   * word kind; the cached kinds drop their cache after each.
   */
  const wordWrites = <A extends TSchema, E extends TSchema>(
    kind: WordKind,
    spec: {
      add: A;
      edit: E;
      insert: (req: Req, b: Static<A>) => Promise<{ wordId: number }>;
      update: (req: Req, b: Static<E>) => Promise<void>;
    },
  ) => {
    const log = logOf(KINDS[kind].log);
    const written = async () => {
      if (KINDS[kind].cached) await invalidateWords(kernel);
    };
    app.post(
      `/word/${kind}`,
      { config: { objects: WORD_OBJECTS[kind], access: 'word:add', log: log('INSERT') }, schema: { body: spec.add } },
      async (req) => {
        const row = await spec.insert(req, req.body as Static<A>);
        await written();
        return ok(row);
      },
    );
    app.put(
      `/word/${kind}`,
      { config: { objects: WORD_OBJECTS[kind], access: 'word:edit', log: log('UPDATE') }, schema: { body: spec.edit } },
      async (req) => {
        const b = req.body as Static<E>;
        await existingWord(kind, req, (b as { wordId: number }).wordId);
        await spec.update(req, b);
        await written();
        return ok();
      },
    );
  };

  /**
   * The writes of a grouped kind (tag and hot words): its group must be the current site's, the word unique in
   * its group; `values` are the kind's own columns on an edit.
   */
  const groupedWrites = <A extends TSchema, E extends TSchema>(
    kind: 'tagword' | 'hotword',
    spec: {
      add: A;
      edit: E;
      insert: (req: Req, g: { siteId: number; groupId: number }, b: Static<A>) => Promise<{ wordId: number }>;
      values: (b: Static<E>) => WordValues;
    },
  ) => {
    const [table, groups] =
      kind === 'tagword' ? (['cmsTagWord', 'cmsTagWordGroup'] as const) : (['cmsHotWord', 'cmsHotWordGroup'] as const);
    wordWrites(kind, {
      add: spec.add,
      edit: spec.edit,
      insert: async (req, b) => spec.insert(req, await siteGroup(groups, req, (b as { groupId: number }).groupId), b),
      update: async (req, b) => {
        const { wordId, groupId, word } = b as { wordId: number; groupId: number; word: string };
        const g = await siteGroup(groups, req, groupId);
        const values = { groupId: g.groupId, ...spec.values(b) };
        await updateWord(table, req, wordId, { column: 'groupId', value: g.groupId }, cleanWord(word), values);
      },
    });
  };

  for (const kind of WORD_KINDS)
    app.delete(
      `/word/${kind}`,
      { config: { objects: WORD_OBJECTS[kind], access: 'word:delete', log: logOf(KINDS[kind].log)('DELETE') }, schema: { body: idsBody } },
      async (req) => removeWords(KINDS[kind].table, req, req.body, KINDS[kind].grouped),
    );

  // inserts shared by the add routes and the imports (values already on the wire schema's terms)
  const insertTag = async (
    req: Req,
    siteId: number,
    groupId: number,
    v: { word: string; logo?: string | null; sortFlag?: number; remark?: string | null },
  ) => {
    const values = { siteId, groupId, logo: text(v.logo), sortFlag: v.sortFlag ?? 0, remark: text(v.remark) };
    return insertWord('cmsTagWord', req, { column: 'groupId', value: groupId }, cleanWord(v.word), values);
  };
  const insertHot = async (
    req: Req,
    siteId: number,
    groupId: number,
    v: { word: string; url: string; urlTarget: string; remark?: string | null },
  ) => {
    const values = { siteId, groupId, url: v.url.trim(), urlTarget: v.urlTarget, remark: text(v.remark) };
    return insertWord('cmsHotWord', req, { column: 'groupId', value: groupId }, cleanWord(v.word), values);
  };
  const insertSensitive = async (
    req: Req,
    v: { type: 'BLACK' | 'WHITE'; word: string; replaceWord?: string | null; remark?: string | null },
  ) => {
    const values = { type: v.type, replaceWord: text(v.replaceWord), remark: text(v.remark) };
    return insertWord('cmsSensitiveWord', req, { column: 'type', value: v.type }, cleanWord(v.word), values);
  };
  const insertErrorProne = async (req: Req, v: { word: string; replaceWord: string; remark?: string | null }) => {
    const word = cleanWord(v.word);
    const replaceWord = cleanWord(v.replaceWord, 'replaceWord', WORD_LIMITS.replaceWord);
    return insertWord('cmsErrorproneWord', req, null, word, { replaceWord, remark: text(v.remark) });
  };

  // tag words
  wordList('tagword', {
    filters: GroupWordQuery,
    sorts: { word: 'word', useCount: 'useCount', hitCount: 'hitCount', sortFlag: 'sortFlag', createTime: 'createTime' },
    defaultOrder: [['sortFlag', 'asc']],
    query: async (req, query) => {
      const q = query as GroupWordQuery;
      const g = await siteGroup('cmsTagWordGroup', req, q.groupId);
      let s = db.selectFrom('cmsTagWord').where('groupId', '=', g.groupId);
      if (q.query) s = s.where('word', 'ilike', likeValue(q.query));
      return s;
    },
    columns: ['wordId', 'groupId', 'word', 'logo', 'useCount', 'hitCount', 'sortFlag', 'remark', 'createTime'],
  });

  groupedWrites('tagword', {
    add: TagWordAdd,
    edit: TagWordEdit,
    insert: (req, g, b) => insertTag(req, g.siteId, g.groupId, b),
    values: (b) => ({ logo: text(b.logo), sortFlag: b.sortFlag ?? 0, remark: text(b.remark) }),
  });

  app.post(
    '/word/tagword/batchAdd',
    { config: { objects: WORD_OBJECTS.tagword, access: 'word:add', log: tagLog('INSERT') }, schema: { body: TagWordBatchAdd } },
    async (req) => {
      const g = await siteGroup('cmsTagWordGroup', req, req.body.groupId);
      const words = [...new Map(req.body.words.map((w) => [w.trim().toLowerCase(), w.trim()])).values()].filter(Boolean);
      let inserted = 0;
      const skipped: string[] = [];
      for (const w of words) {
        try {
          await insertTag(req, g.siteId, g.groupId, { word: w });
          inserted++;
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          skipped.push(w);
        }
      }
      return ok({ inserted, skipped });
    },
  );

  // hot words
  wordList('hotword', {
    filters: GroupWordQuery,
    sorts: { word: 'word', useCount: 'useCount', hitCount: 'hitCount', createTime: 'createTime' },
    query: async (req, query) => {
      const q = query as GroupWordQuery;
      const g = await siteGroup('cmsHotWordGroup', req, q.groupId);
      let s = db.selectFrom('cmsHotWord').where('groupId', '=', g.groupId);
      if (q.query) s = s.where((eb) => eb.or([eb('word', 'ilike', likeValue(q.query!)), eb('url', 'ilike', likeValue(q.query!))]));
      return s;
    },
    columns: ['wordId', 'groupId', 'word', 'url', 'urlTarget', 'useCount', 'hitCount', 'remark', 'createTime'],
  });

  groupedWrites('hotword', {
    add: HotWordAdd,
    edit: HotWordEdit,
    insert: (req, g, b) => insertHot(req, g.siteId, g.groupId, b),
    values: (b) => ({ url: b.url.trim(), urlTarget: b.urlTarget, remark: text(b.remark) }),
  });

  // sensitive words (global)
  wordList('sensitiveword', {
    filters: SensitiveWordQuery,
    sorts: { word: 'word', type: 'type', createTime: 'createTime' },
    query: async (_req, query) => {
      const q = query as SensitiveWordQuery;
      let s = db.selectFrom('cmsSensitiveWord');
      if (q.query) s = s.where('word', 'ilike', likeValue(q.query));
      if (q.type) s = s.where('type', '=', q.type);
      return s;
    },
    columns: ['wordId', 'type', 'word', 'replaceWord', 'remark', 'createTime'],
  });

  wordWrites('sensitiveword', {
    add: SensitiveWordAdd,
    edit: SensitiveWordEdit,
    insert: insertSensitive,
    update: async (req, b) => {
      const values = { type: b.type, replaceWord: text(b.replaceWord), remark: text(b.remark) };
      await updateWord('cmsSensitiveWord', req, b.wordId, { column: 'type', value: b.type }, cleanWord(b.word), values);
    },
  });

  // error-prone words (global)
  wordList('errorproneword', {
    filters: WordQuery,
    sorts: { word: 'word', createTime: 'createTime' },
    query: async (_req, query) => {
      const q = query as WordQuery;
      let s = db.selectFrom('cmsErrorproneWord');
      if (q.query) s = s.where((eb) => eb.or([eb('word', 'ilike', likeValue(q.query!)), eb('replaceWord', 'ilike', likeValue(q.query!))]));
      return s;
    },
    columns: ['wordId', 'word', 'replaceWord', 'remark', 'createTime'],
  });

  wordWrites('errorproneword', {
    add: ErrorProneWordAdd,
    edit: ErrorProneWordEdit,
    insert: insertErrorProne,
    update: async (req, b) => {
      const word = cleanWord(b.word);
      const replaceWord = cleanWord(b.replaceWord, 'replaceWord', WORD_LIMITS.replaceWord);
      await updateWord('cmsErrorproneWord', req, b.wordId, null, word, { replaceWord, remark: text(b.remark) });
    },
  });

  // ---- the editor's checks (any signed-in editor may check a text)
  app.post('/word/sensitiveword/check', { config: { access: 'login', log: false }, schema: { body: WordCheck } }, async (req) =>
    ok(await checkSensitive(kernel, req.body.text)),
  );
  app.post('/word/errorproneword/check', { config: { access: 'login', log: false }, schema: { body: WordCheck } }, async (req) =>
    ok((await findErrorProne(kernel, req.body.text)).map((x) => ({ w: x.word, r: x.replacement }))),
  );

  // ---- xlsx imports: the kind's columns of the export, in the same order

  /** a sensitive type by its code or its label in any language */
  const sensitiveType = (v: string): 'BLACK' | 'WHITE' => {
    const s = v.trim();
    if (!s) return 'BLACK';
    for (const type of SENSITIVE_TYPES) {
      if (type === s.toUpperCase()) return type;
      for (const lng of LANGUAGES)
        if (kernel.messages.lookup(lng, `cms:word.sensitiveTypes.${type}`)?.toLowerCase() === s.toLowerCase()) return type;
    }
    throw invalidField('type', 'server:schema.enum');
  };
  const urlTarget = (v: string): string => {
    const s = v.trim() || '_blank';
    if (!(URL_TARGETS as readonly string[]).includes(s)) throw invalidField('urlTarget', 'server:schema.enum');
    return s;
  };
  const hotUrl = (v: string): string => {
    const s = v.trim();
    if (!s) throw invalidField('url', 'server:schema.required');
    if (s.length > WORD_LIMITS.url || !HOT_WORD_URL.test(s)) throw invalidField('url', 'server:schema.pattern');
    return s;
  };
  const remarkOf = (v: string) => {
    if (v.length > WORD_LIMITS.remark) throw invalidField('remark', 'server:schema.maxLength', { limit: WORD_LIMITS.remark });
    return v;
  };

  const template = (kind: WordKind) => async (req: Req, reply: FastifyReply) =>
    sendXlsx(
      reply,
      `${kind}_template`,
      KINDS[kind].columns.map((c) => ({ header: req.t(`cms:fields.${c}`), value: () => '', width: 20 })),
      [],
    );

  for (const kind of WORD_KINDS) {
    app.get(`/word/${kind}/importTemplate`, { config: { access: 'word:add' } }, template(kind));
    // the console's downloads are POSTs
    app.post(`/word/${kind}/importTemplate`, { config: { access: 'word:add', log: false } }, template(kind));
    app.post(
      `/word/${kind}/import`,
      { config: { access: 'word:add', log: { title: `cms:log.${KINDS[kind].log}`, type: 'IMPORT' } } },
      async (req) => {
        const { buf, fields } = await readUpload(kernel, req, { allowed: ['xlsx'] });
        let group: { groupId: number; siteId: number } | null = null;
        if (kind === 'tagword' || kind === 'hotword') {
          const id = Number(fields.groupId);
          if (!Number.isInteger(id) || id < 1) throw invalidField('groupId', 'server:schema.required');
          group = await siteGroup(kind === 'tagword' ? 'cmsTagWordGroup' : 'cmsHotWordGroup', req, id);
        }
        let rows: Awaited<ReturnType<typeof readXlsx>>;
        try {
          rows = await readXlsx(buf, KINDS[kind].columns);
        } catch {
          throw fail('cms:errors.wordImportBadFile');
        }
        if (!rows.length) throw fail('cms:errors.wordImportEmpty');
        if (rows.length > MAX_IMPORT_ROWS) throw fail('cms:errors.wordImportTooMany', { max: MAX_IMPORT_ROWS });
        const result: WordImportResult = { inserted: 0, failures: [] };
        for (const { row, values: v } of rows) {
          try {
            if (kind === 'tagword') await insertTag(req, group!.siteId, group!.groupId, { word: v.word, remark: remarkOf(v.remark) });
            else if (kind === 'hotword')
              await insertHot(req, group!.siteId, group!.groupId, {
                word: v.word,
                url: hotUrl(v.url),
                urlTarget: urlTarget(v.urlTarget),
                remark: remarkOf(v.remark),
              });
            else if (kind === 'sensitiveword') {
              const replaceWord = v.replaceWord.trim() ? cleanWord(v.replaceWord, 'replaceWord', WORD_LIMITS.replaceWord) : null;
              await insertSensitive(req, { type: sensitiveType(v.type), word: v.word, replaceWord, remark: remarkOf(v.remark) });
            } else await insertErrorProne(req, { word: v.word, replaceWord: v.replaceWord, remark: remarkOf(v.remark) });
            result.inserted++;
          } catch (e) {
            if (!(e instanceof AppError)) throw e;
            const params = Array.isArray(e.params) ? e.params : { ...e.params };
            if (!Array.isArray(params) && typeof params.field === 'string') params.field = req.t(`cms:fields.${params.field}`);
            result.failures.push({ row, word: v.word, msg: req.t(e.key, params) });
          }
        }
        if (result.inserted) await invalidateWords(kernel);
        const msg = result.failures.length
          ? req.t('cms:word.importPartly', { inserted: result.inserted, failed: result.failures.length })
          : req.t('cms:word.importDone', { inserted: result.inserted });
        return ok(result, msg);
      },
    );
  }
}
