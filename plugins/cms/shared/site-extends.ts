import { type Static, Type } from 'typebox';
import { ExtendModelRef } from './exmodel.ts';
import { FileStorageArgs } from './resource.ts';

const yn = () => Type.Optional(Type.Enum(['Y', 'N']));

/** Where a watermark sits on an image (v1.4.3 `WatermarkerPosition`). */
export const WATERMARK_POSITIONS = [
  'TOP_LEFT',
  'TOP_CENTER',
  'TOP_RIGHT',
  'CENTER_LEFT',
  'CENTER',
  'CENTER_RIGHT',
  'BOTTOM_LEFT',
  'BOTTOM_CENTER',
  'BOTTOM_RIGHT',
] as const;

/**
 * `ImageWatermarkArgs` as the console sends and receives it: the keys v1.4.3's form binds (`image`, `position`,
 * `opacity`, `ratio`) and this product's minimum image size (`width`, `height`). v1.4.3's form sends it as a JSON
 * string (it stringifies every object of the form): the route parses it first. Stored with capitals
 * (`Image`, `Position`, …: `watermarkStored`, read by the resource upload).
 */
export const WatermarkArgs = Type.Object(
  {
    image: Type.Optional(Type.String({ maxLength: 500 })),
    position: Type.Optional(Type.Enum([...WATERMARK_POSITIONS])),
    opacity: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    ratio: Type.Optional(Type.Integer({ minimum: 20, maximum: 100 })),
    width: Type.Optional(Type.Integer({ minimum: 20, maximum: 10000 })),
    height: Type.Optional(Type.Integer({ minimum: 20, maximum: 10000 })),
  },
  // the capitals it is stored with are not the wire's: such a key would pass unchecked
  { additionalProperties: false },
);
export type WatermarkArgs = Static<typeof WatermarkArgs>;

const recased = (o: Record<string, unknown>, first: (c: string) => string) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [first(k.charAt(0)) + k.slice(1), v]));
/** The wire args as stored (`Image`, `Opacity`, …). */
export const watermarkStored = (w: WatermarkArgs) => recased(w, (c) => c.toUpperCase());
/** The stored args on the wire (`image`, `opacity`, …). */
export const watermarkWire = (stored: Record<string, unknown>) => recased(stored, (c) => c.toLowerCase()) as WatermarkArgs;

/** The extend keys holding an object, which v1.4.3's form sends as a JSON string. */
export const SITE_EXTENDS_OBJECT_KEYS = ['ImageWatermarkArgs', 'FileStorageArgs'] as const;

/**
 * The site extend settings this product implements (chestnut-api §4.8, stored in `config_props`), with the
 * limits of SPEC §9: recycle keep days 0 = forever, thumbnail 0 = none, watermark opacity 0…1, watermark
 * ratio and size at least 20, catalog page size 0 = default 10. Keys a console sends that are not here are
 * ignored, never stored.
 */
export const SiteExtends = Type.Object({
  RecycleKeepDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 3650 })),
  MaxPageOnContentPublish: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  PublishedContentEdit: yn(),
  RepeatTitleCheck: Type.Optional(Type.Enum(['0', '1', '2'])),
  EnableIndex: yn(),
  /** whether the site's public searches are logged (search log, search words, the quality report) */
  EnableSearchLog: yn(),
  EnableSSI: yn(),
  EnableCommentAudit: yn(),
  /** whether a visitor without a member session may comment (with the captcha) */
  EnableVisitorComment: yn(),
  SensitiveWordEnable: yn(),
  ErrorProneWordEnable: yn(),
  ThumbnailWidth: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
  ThumbnailHeight: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
  ImageWatermark: yn(),
  ImageWatermarkArgs: Type.Optional(WatermarkArgs),
  ArticleImageWidth: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
  ArticleImageHeight: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
  FileStorageType: Type.Optional(Type.Enum(['Local', 'AliyunOSS', 'TencentCOS', 'MinIO', 'AmazonS3'])),
  FileStorageArgs: Type.Optional(FileStorageArgs),
  CatalogPageSize: Type.Optional(Type.Integer({ minimum: 0, maximum: 500 })),
  SiteApiUrl: Type.Optional(Type.String({ maxLength: 255 })),
  /** the extended model (id, '' for none) whose values the site's Ex-model tab edits */
  SiteExtendModel: ExtendModelRef(),
});
export type SiteExtends = Static<typeof SiteExtends>;

/** What an unset key reads as. */
export const SITE_EXTENDS_DEFAULTS: SiteExtends = {
  RecycleKeepDays: 30,
  MaxPageOnContentPublish: 10,
  PublishedContentEdit: 'Y',
  RepeatTitleCheck: '0',
  EnableIndex: 'Y',
  EnableSearchLog: 'Y',
  EnableSSI: 'N',
  EnableCommentAudit: 'Y',
  EnableVisitorComment: 'N',
  SensitiveWordEnable: 'N',
  ErrorProneWordEnable: 'N',
  ThumbnailWidth: 0,
  ThumbnailHeight: 0,
  ImageWatermark: 'N',
  ImageWatermarkArgs: { image: '', opacity: 1, ratio: 30, position: 'BOTTOM_RIGHT' },
  ArticleImageWidth: 0,
  ArticleImageHeight: 0,
  FileStorageType: 'Local',
  FileStorageArgs: {},
  CatalogPageSize: 0,
  SiteApiUrl: '',
  SiteExtendModel: '',
};
