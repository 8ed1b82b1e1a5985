import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/**
 * Content statuses (dict `CMSContentStatus`, chestnut-api §4.1), plus '50' archived (SPEC §4, a value v1.4.3 leaves
 * unused): an archived content is off the site like an offline one; it can be re-edited or deleted, not published.
 */
export const CONTENT_STATUS = {
  DRAFT: '0',
  TO_PUBLISH: '20',
  PUBLISHED: '30',
  OFFLINE: '40',
  ARCHIVED: '50',
  EDITING: '60',
} as const;
export type ContentStatus = (typeof CONTENT_STATUS)[keyof typeof CONTENT_STATUS];
export const CONTENT_STATUSES = Object.values(CONTENT_STATUS);

/** Content types, in their order. */
/** What a content's operation log records (`cms_content_op_log.op_type`). */
export const CONTENT_OPS = [
  'ADD',
  'UPDATE',
  'DELETE',
  'LOCK',
  'UNLOCK',
  'TO_PUBLISH',
  'PUBLISH',
  'OFFLINE',
  'ARCHIVE',
  'SORT',
  'TOP',
  'CANCEL_TOP',
  'MOVE',
  'RECOVER',
  'RESTORE',
] as const;
export type ContentOp = (typeof CONTENT_OPS)[number];

/** The batch operations of the content list's toolbar, each with its dialog. */
export const CONTENT_BATCH_KINDS = ['move', 'copy', 'top', 'attr'] as const;

export const CONTENT_TYPES = ['article', 'image', 'audio', 'video'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Attributes (dict `CMSContentAttribute`): stored as a bit mask, sent as names. */
export const CONTENT_ATTRIBUTES = { image: 1, video: 2, attach: 4, hot: 8, recommend: 16 } as const;
export type ContentAttribute = keyof typeof CONTENT_ATTRIBUTES;
export const CONTENT_ATTRIBUTE_NAMES = Object.keys(CONTENT_ATTRIBUTES) as ContentAttribute[];
export const attributesToMask = (names: readonly string[]) =>
  names.reduce((m, n) => m | (CONTENT_ATTRIBUTES[n as ContentAttribute] ?? 0), 0);
export const maskToAttributes = (mask: number) => CONTENT_ATTRIBUTE_NAMES.filter((n) => (mask & CONTENT_ATTRIBUTES[n]) !== 0);

/** The list's sort options (SPEC §9), sent as v1.4.3 `sorts=<name>#<asc|desc>`; none = top first, then the manual order. */
export const CONTENT_SORTS = {
  createTime: 'createTime',
  publishDate: 'publishDate',
  viewCount: 'viewCount',
  favoriteCount: 'favoriteCount',
  likeCount: 'likeCount',
  commentCount: 'commentCount',
} as const;

const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$';
const optionalTime = () => Type.Optional(Type.Union([Type.String({ pattern: DATE_TIME }), Type.Null(), Type.Literal('')]));
const yn = () => Type.Optional(Type.Enum(['Y', 'N']));
const words = (max: number) => Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: max }));

/** `GET /cms/content/list` */
export const ContentQuery = Type.Object({
  catalogId: Type.Optional(Type.Integer({ minimum: 1 })),
  title: Wire.filter(100),
  contentType: Type.Optional(Type.Enum([...CONTENT_TYPES])),
  status: Type.Optional(Type.Enum(CONTENT_STATUSES)),
  attr: Type.Optional(Type.Enum(CONTENT_ATTRIBUTE_NAMES)),
});
export type ContentQuery = Static<typeof ContentQuery>;

/** An image of an album (chestnut-api §4.1 imageList). */
const ImageItem = Type.Object({
  title: Wire.optionalText(200),
  description: Wire.optionalText(2000),
  path: Type.String({ minLength: 1, maxLength: 1000 }),
  fileName: Wire.optionalText(255),
  fileSize: Type.Optional(Type.Integer({ minimum: 0 })),
  width: Type.Optional(Type.Integer({ minimum: 0 })),
  height: Type.Optional(Type.Integer({ minimum: 0 })),
  redirectUrl: Wire.optionalText(500),
});
/** An audio or video of an album; `type` `share` is a third-party player code (only its iframe is kept). */
const MediaItem = Type.Object({
  title: Wire.optionalText(200),
  description: Wire.optionalText(2000),
  type: Type.Optional(Type.Enum(['local', 'remote', 'share'])),
  path: Type.String({ minLength: 1, maxLength: 5000 }),
  cover: Wire.optionalText(1000),
  author: Wire.optionalText(100),
  fileSize: Type.Optional(Type.Integer({ minimum: 0 })),
  format: Wire.optionalText(20),
  duration: Type.Optional(Type.Integer({ minimum: 0 })),
  width: Type.Optional(Type.Integer({ minimum: 0 })),
  height: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ImageItem = Static<typeof ImageItem>;
export type MediaItem = Static<typeof MediaItem>;

/** `POST /cms/content?contentType=` (opType ADD) and `PUT /cms/content` (UPDATE): ContentDTO. */
export const ContentSave = Type.Object({
  contentId: Type.Optional(Type.Integer({ minimum: 1 })),
  catalogId: Wire.id(),
  version: Type.Optional(Wire.version()),
  title: Type.String({ maxLength: 200 }),
  subTitle: Wire.optionalText(200),
  shortTitle: Wire.optionalText(100),
  titleStyle: Wire.optionalText(200),
  logo: Wire.optionalText(500),
  author: Wire.optionalText(50),
  editor: Wire.optionalText(50),
  original: yn(),
  source: Wire.optionalText(100),
  sourceUrl: Type.Optional(Type.Union([Type.String({ maxLength: 500, pattern: '^(https?://\\S+)?$' }), Type.Null()])),
  summary: Wire.optionalText(2000),
  keywords: words(20),
  tags: words(20),
  attributes: Type.Optional(Type.Array(Type.Enum(CONTENT_ATTRIBUTE_NAMES), { maxItems: 5 })),
  linkFlag: yn(),
  redirectUrl: Wire.optionalText(500),
  publishDate: optionalTime(),
  offlineDate: optionalTime(),
  staticPath: Type.Optional(
    Type.Union([Type.String({ maxLength: 200, pattern: '^([A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*\\.[A-Za-z]+)?$' }), Type.Null()]),
  ),
  publishPipe: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 20 })),
  publishPipeProps: Type.Optional(
    Type.Array(
      Type.Object({
        pipeCode: Type.String({ maxLength: 50 }),
        props: Type.Record(Type.String({ maxLength: 64 }), Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
      }),
      { maxItems: 20 },
    ),
  ),
  seoTitle: Wire.optionalText(200),
  seoKeywords: Wire.optionalText(500),
  seoDescription: Wire.optionalText(1000),
  /** ex-model values by field code */
  params: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown())),
  relaContentIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 })),
  /** article */
  contentHtml: Type.Optional(Type.String({ maxLength: 2_000_000 })),
  pageTitles: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  /** albums */
  imageList: Type.Optional(Type.Array(ImageItem, { maxItems: 500 })),
  audioList: Type.Optional(Type.Array(MediaItem, { maxItems: 200 })),
  videoList: Type.Optional(Type.Array(MediaItem, { maxItems: 200 })),
  remark: Wire.optionalText(500),
});
export type ContentSave = Static<typeof ContentSave>;

/** A content as lists send it (ListContentVO). */
export interface ContentRow {
  contentId: number;
  catalogId: number;
  catalogName?: string;
  contentType: ContentType;
  title: string;
  shortTitle: string | null;
  subTitle: string | null;
  titleStyle: string | null;
  logo: string | null;
  author: string | null;
  editor: string | null;
  status: ContentStatus;
  attributes: ContentAttribute[];
  topFlag: number;
  topDate: string | null;
  isLock: 'Y' | 'N';
  lockUser: string | null;
  copyType: number;
  copyId: number;
  publishDate: string | null;
  offlineDate: string | null;
  viewCount: number;
  createBy: string | null;
  createTime: string;
  internalUrl: string;
}

/** A deleted content in the recycle bin. */
export interface RecycleRow extends ContentRow {
  deleteStatus: ContentStatus;
  deleteBy: string | null;
  deleteTime: string;
}

/** The internal link of a content (`iurl://content?id=…`). */
export const contentInternalUrl = (contentId: number) => `iurl://content?id=${contentId}`;
