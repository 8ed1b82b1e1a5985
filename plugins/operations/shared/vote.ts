import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';
import { PAGE_BACK_FIELDS } from './page-return.ts';

/**
 * Votes (chestnut-api §1.9, §4.10): a vote of a site with subjects (radio, checkbox, input) and their items.
 * `VoteStatus` 0 normal (accepts votes), 1 stopped, 2 closed; `VoteViewType` 0 results never shown, 1 to a voter
 * who has voted, 2 always. A voter is counted by address (`ip`) or by member session (`member`).
 */
export const VOTE_STATUS = { NORMAL: 0, STOP: 1, CLOSE: 2 } as const;
export const VOTE_STATUSES = ['0', '1', '2'] as const;
export const VOTE_VIEW = { NEVER: 0, AFTER_VOTE: 1, ALWAYS: 2 } as const;
export const VOTE_USER_TYPES = ['ip', 'member'] as const;
export type VoteUserType = (typeof VOTE_USER_TYPES)[number];
export const VOTE_SUBJECT_TYPES = ['radio', 'checkbox', 'input'] as const;
export type VoteSubjectType = (typeof VOTE_SUBJECT_TYPES)[number];
export const VOTE_ITEM_TYPES = ['Text'] as const;
/** a `nextSubjectId` that ends the vote after this subject (or item) */
export const VOTE_END = -1;

/**
 * Bounds: texts, an input answer, a request body of a submission, how many subjects and items; a burst is at
 * least `burstVotes` submissions from one /24 (IPv4) or /64 (IPv6) within `burstMinutes`.
 */
export const VOTE_LIMITS = {
  code: 50,
  title: 200,
  remark: 500,
  itemText: 500,
  inputText: 500,
  subjects: 100,
  items: 100,
  bodyBytes: 16384,
  batch: 500,
  burstVotes: 20,
  burstMinutes: 10,
} as const;

/** A date and time on the wire (`yyyy-MM-dd HH:mm:ss`, the server's time zone). */
const dateTime = () => Type.String({ minLength: 19, maxLength: 19, pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' });
const limit = () => Type.Integer({ minimum: 1, maximum: 100000 });

const voteFields = {
  /** letters, digits and underscore (SPEC), unique in the site */
  code: Type.String({ minLength: 1, maxLength: VOTE_LIMITS.code, pattern: '^[A-Za-z0-9_]+$' }),
  title: Wire.text(VOTE_LIMITS.title),
  startTime: dateTime(),
  endTime: dateTime(),
  userType: Wire.codeOf(VOTE_USER_TYPES),
  dayLimit: limit(),
  totalLimit: limit(),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  viewType: Type.Integer({ minimum: 0, maximum: 2 }),
  source: Wire.optionalText(100),
  remark: Wire.optionalText(VOTE_LIMITS.remark),
};

/** `POST /vote` */
export const VoteAdd = Type.Object(voteFields);
export type VoteAdd = Static<typeof VoteAdd>;
/** `PUT /vote` */
export const VoteEdit = Type.Object({ voteId: Wire.id(), ...voteFields });
export type VoteEdit = Static<typeof VoteEdit>;
/** `DELETE /vote`: ids of votes of the current site */
export const VoteIds = Type.Array(Wire.id(), { minItems: 1, maxItems: VOTE_LIMITS.batch });
/** `GET /vote`: v1.4.3's filters */
export const VoteQuery = Type.Object({ title: Wire.filter(100), status: Wire.filterOf(VOTE_STATUSES) });
export type VoteQuery = Static<typeof VoteQuery>;

/** a `nextSubjectId`: a later subject of the vote, `-1` to end the vote, null or 0 for the next subject in order */
const nextSubject = () => Type.Optional(Type.Union([Type.Integer({ minimum: VOTE_END, maximum: 2147483647 }), Type.Null()]));

const subjectFields = {
  voteId: Wire.id(),
  type: Wire.codeOf(VOTE_SUBJECT_TYPES),
  title: Wire.text(VOTE_LIMITS.title),
  sortFlag: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  nextSubjectId: nextSubject(),
};
/** `POST /vote/subject` */
export const VoteSubjectAdd = Type.Object(subjectFields);
export type VoteSubjectAdd = Static<typeof VoteSubjectAdd>;
/** `PUT /vote/subject` */
export const VoteSubjectEdit = Type.Object({ subjectId: Wire.id(), ...subjectFields });
export type VoteSubjectEdit = Static<typeof VoteSubjectEdit>;

/** `POST /vote/subject/items`: every item of a subject at once (items not named are removed) */
export const VoteItemsSave = Type.Object({
  subjectId: Wire.id(),
  itemList: Type.Array(
    Type.Object({
      itemId: Type.Optional(Type.Union([Wire.id(), Type.Null()])),
      type: Type.Optional(Wire.codeOf(VOTE_ITEM_TYPES)),
      content: Wire.text(VOTE_LIMITS.itemText),
      description: Wire.optionalText(VOTE_LIMITS.itemText),
      sortFlag: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
      /** a radio item's branch: where the vote goes when it is chosen (else the subject's own) */
      nextSubjectId: nextSubject(),
    }),
    { maxItems: VOTE_LIMITS.items },
  ),
});
export type VoteItemsSave = Static<typeof VoteItemsSave>;

/** `POST /api/vote/submit` (JSON): the answers, per subject the chosen items or the text written */
export const VoteSubmit = Type.Object(
  {
    voteId: Type.Union([Wire.id(), Type.String({ pattern: '^[1-9][0-9]{0,9}$' })]),
    answers: Type.Optional(
      Type.Array(
        Type.Object({
          subjectId: Wire.id(),
          itemIds: Type.Optional(Type.Array(Wire.id(), { maxItems: VOTE_LIMITS.items })),
          text: Type.Optional(Type.String({ maxLength: VOTE_LIMITS.inputText })),
        }),
        { maxItems: VOTE_LIMITS.subjects },
      ),
    ),
    // the page a browser's post goes back to, as the tag signed it
    ...PAGE_BACK_FIELDS,
  },
  // a browser's encoded form: `s<subjectId>` = item id or text, `s<subjectId>[<itemId>]` per ticked box
  { additionalProperties: true },
);
export type VoteSubmit = Static<typeof VoteSubmit>;

/** One subject's answer, as kept in the log (canonical: subjects in order, item ids ascending). */
export interface VoteAnswer {
  subjectId: number;
  itemIds?: number[];
  text?: string;
}

/** A vote as the console lists it (v1.4.3's fields; `total` the submissions counted). */
export interface VoteRow {
  voteId: number;
  siteId: number;
  code: string;
  title: string;
  startTime: string;
  endTime: string;
  userType: VoteUserType;
  dayLimit: number;
  totalLimit: number;
  status: number;
  viewType: number;
  total: number;
  source: string | null;
  remark: string | null;
  createBy: string | null;
  createTime: string;
}

/** A subject with its items (each item's `total` the submissions that chose it). */
export interface VoteSubjectRow {
  subjectId: number;
  voteId: number;
  type: VoteSubjectType;
  title: string;
  sortFlag: number;
  nextSubjectId: number | null;
  /** input subjects: how many answers were written */
  total: number;
  itemList: VoteItemRow[];
}

export interface VoteItemRow {
  itemId: number;
  voteId: number;
  subjectId: number;
  type: string;
  content: string;
  description: string | null;
  sortFlag: number;
  nextSubjectId: number | null;
  total: number;
}

/** The digest published when a vote closes: what a disputed poll is checked against. */
export interface VoteDigest {
  voteId: number;
  code: string;
  count: number;
  head: string | null;
  items: { itemId: number; total: number }[];
  closedAt: string;
}
