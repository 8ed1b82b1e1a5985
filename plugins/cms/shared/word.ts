import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** Bounds of the word lists (chestnut-api §1.14). */
export const WORD_LIMITS = { word: 100, replaceWord: 100, url: 500, groupName: 100, groupCode: 50, remark: 500, batch: 500 } as const;

/** A group code: letters, digits and underscore (SPEC §5), unique in its site ignoring case. */
export const WORD_GROUP_CODE_PATTERN = '^[A-Za-z0-9_]+$';
const groupCode = () => Type.String({ minLength: 1, maxLength: WORD_LIMITS.groupCode, pattern: WORD_GROUP_CODE_PATTERN });
const word = () => Wire.text(WORD_LIMITS.word);
const sortFlag = Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 }));
const remark = Wire.optionalText(WORD_LIMITS.remark);

/** Link targets of a hot word. */
export const URL_TARGETS = ['_blank', '_self'] as const;
export type UrlTarget = (typeof URL_TARGETS)[number];
/** Types of a sensitive word: sensitive (refused) or whitelist (allowed even where it contains a sensitive one). */
export const SENSITIVE_TYPES = ['BLACK', 'WHITE'] as const;
export type SensitiveType = (typeof SENSITIVE_TYPES)[number];
/** The four word lists, as their URLs name them (`/word/<kind>`). */
export const WORD_KINDS = ['tagword', 'hotword', 'sensitiveword', 'errorproneword'] as const;
export type WordKind = (typeof WORD_KINDS)[number];

/** `POST /word/tagword/group` (owner = the current site; parent 0 = top). */
export const TagWordGroupAdd = Type.Object({
  parentId: Type.Integer({ minimum: 0, maximum: 2147483647 }),
  name: Wire.text(WORD_LIMITS.groupName),
  code: groupCode(),
  logo: Wire.optionalText(500),
  sortFlag,
  remark,
});
export type TagWordGroupAdd = Static<typeof TagWordGroupAdd>;
/** `PUT /word/tagword/group` */
export const TagWordGroupEdit = Type.Object({ groupId: Wire.id(), ...TagWordGroupAdd.properties });
export type TagWordGroupEdit = Static<typeof TagWordGroupEdit>;

/** `POST /word/hotword/group` (owner = the current site). */
export const HotWordGroupAdd = Type.Object({ name: Wire.text(WORD_LIMITS.groupName), code: groupCode(), sortFlag, remark });
export type HotWordGroupAdd = Static<typeof HotWordGroupAdd>;
/** `PUT /word/hotword/group` */
export const HotWordGroupEdit = Type.Object({ groupId: Wire.id(), ...HotWordGroupAdd.properties });
export type HotWordGroupEdit = Static<typeof HotWordGroupEdit>;

/** `POST /word/tagword` */
export const TagWordAdd = Type.Object({ groupId: Wire.id(), word: word(), logo: Wire.optionalText(500), sortFlag, remark });
export type TagWordAdd = Static<typeof TagWordAdd>;
export const TagWordEdit = Type.Object({ wordId: Wire.id(), ...TagWordAdd.properties });
export type TagWordEdit = Static<typeof TagWordEdit>;
/** `POST /word/tagword/batchAdd`: several words into one group (duplicates skipped). */
export const TagWordBatchAdd = Type.Object({
  groupId: Wire.id(),
  words: Type.Array(Type.String({ maxLength: WORD_LIMITS.word }), { minItems: 1, maxItems: WORD_LIMITS.batch }),
});
export type TagWordBatchAdd = Static<typeof TagWordBatchAdd>;

/** A hot word's link: http(s) or site-relative (the console checks it as the server does). */
export const HOT_WORD_URL = /^([Hh][Tt][Tt][Pp][Ss]?:\/\/\S+|\/\S*)$/;

/** `POST /word/hotword`: the link must be http(s) or site-relative. */
export const HotWordAdd = Type.Object({
  groupId: Wire.id(),
  word: word(),
  url: Type.String({ minLength: 1, maxLength: WORD_LIMITS.url, pattern: HOT_WORD_URL.source }),
  urlTarget: Type.Enum([...URL_TARGETS]),
  remark,
});
export type HotWordAdd = Static<typeof HotWordAdd>;
export const HotWordEdit = Type.Object({ wordId: Wire.id(), ...HotWordAdd.properties });
export type HotWordEdit = Static<typeof HotWordEdit>;

/** `POST /word/sensitiveword` */
export const SensitiveWordAdd = Type.Object({
  type: Type.Enum([...SENSITIVE_TYPES]),
  word: word(),
  replaceWord: Wire.optionalText(WORD_LIMITS.replaceWord),
  remark,
});
export type SensitiveWordAdd = Static<typeof SensitiveWordAdd>;
export const SensitiveWordEdit = Type.Object({ wordId: Wire.id(), ...SensitiveWordAdd.properties });
export type SensitiveWordEdit = Static<typeof SensitiveWordEdit>;

/** `POST /word/errorproneword` */
export const ErrorProneWordAdd = Type.Object({ word: word(), replaceWord: Wire.text(WORD_LIMITS.replaceWord), remark });
export type ErrorProneWordAdd = Static<typeof ErrorProneWordAdd>;
export const ErrorProneWordEdit = Type.Object({ wordId: Wire.id(), ...ErrorProneWordAdd.properties });
export type ErrorProneWordEdit = Static<typeof ErrorProneWordEdit>;

/** `GET /word/tagword`, `/word/hotword`: the words of a group of the current site. */
export const GroupWordQuery = Type.Object({ groupId: Wire.id(), query: Wire.filter(WORD_LIMITS.word) });
export type GroupWordQuery = Static<typeof GroupWordQuery>;
/** `GET /word/sensitiveword` */
export const SensitiveWordQuery = Type.Object({
  query: Wire.filter(WORD_LIMITS.word),
  type: Type.Optional(Type.Enum([...SENSITIVE_TYPES])),
});
export type SensitiveWordQuery = Static<typeof SensitiveWordQuery>;
/** `GET /word/errorproneword` */
export const WordQuery = Type.Object({ query: Wire.filter(WORD_LIMITS.word) });
export type WordQuery = Static<typeof WordQuery>;

/** `POST /word/sensitiveword/check`, `/word/errorproneword/check`: the text of a content (HTML allowed). */
export const WordCheck = Type.Object({ text: Type.String({ maxLength: 1_000_000 }) });
export type WordCheck = Static<typeof WordCheck>;

/** A node of a group tree (`/word/<kind>/group/treedata`). */
export interface WordGroupNode {
  id: number;
  parentId: number;
  label: string;
  props: { code: string; sortFlag: number; logo?: string | null; remark?: string | null };
  children: WordGroupNode[];
}

/** Rows as the lists send them. */
export interface TagWord extends TagWordEdit {
  useCount: number;
  hitCount: number;
  createTime?: string;
}
export interface HotWord extends HotWordEdit {
  useCount: number;
  hitCount: number;
  createTime?: string;
}
export interface SensitiveWord extends SensitiveWordEdit {
  createTime?: string;
}
export interface ErrorProneWord extends ErrorProneWordEdit {
  createTime?: string;
}

/** The answer of an xlsx import: how many words were added, and the rows refused with why. */
export interface WordImportResult {
  inserted: number;
  failures: { row: number; word: string; msg: string }[];
}
