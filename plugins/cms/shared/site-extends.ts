import { type Static, Type } from 'typebox';
import { FileStorageArgs } from './resource.ts';

const yn = () => Type.Optional(Type.Enum(['Y', 'N']));

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
  EnableSSI: yn(),
  EnableCommentAudit: yn(),
  SensitiveWordEnable: yn(),
  ErrorProneWordEnable: yn(),
  ThumbnailWidth: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
  ThumbnailHeight: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
  ImageWatermark: yn(),
  ImageWatermarkArgs: Type.Optional(
    Type.Object({
      Image: Type.Optional(Type.String({ maxLength: 500 })),
      Opacity: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
      Ratio: Type.Optional(Type.Integer({ minimum: 20, maximum: 100 })),
      Width: Type.Optional(Type.Integer({ minimum: 20, maximum: 10000 })),
      Height: Type.Optional(Type.Integer({ minimum: 20, maximum: 10000 })),
      Position: Type.Optional(
        Type.Enum([
          'TOP_LEFT',
          'TOP_CENTER',
          'TOP_RIGHT',
          'CENTER_LEFT',
          'CENTER',
          'CENTER_RIGHT',
          'BOTTOM_LEFT',
          'BOTTOM_CENTER',
          'BOTTOM_RIGHT',
        ]),
      ),
    }),
  ),
  ArticleImageWidth: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
  ArticleImageHeight: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
  FileStorageType: Type.Optional(Type.Enum(['Local', 'AliyunOSS', 'TencentCOS', 'MinIO', 'AmazonS3'])),
  FileStorageArgs: Type.Optional(FileStorageArgs),
  CatalogPageSize: Type.Optional(Type.Integer({ minimum: 0, maximum: 500 })),
  SiteApiUrl: Type.Optional(Type.String({ maxLength: 255 })),
  /** the extended model (id, '' for none) whose values the site's Ex-model tab edits */
  SiteExtendModel: Type.Optional(Type.String({ maxLength: 10, pattern: '^([1-9][0-9]*)?$' })),
});
export type SiteExtends = Static<typeof SiteExtends>;

/** What an unset key reads as. */
export const SITE_EXTENDS_DEFAULTS: SiteExtends = {
  RecycleKeepDays: 30,
  MaxPageOnContentPublish: 10,
  PublishedContentEdit: 'Y',
  RepeatTitleCheck: '0',
  EnableIndex: 'Y',
  EnableSSI: 'N',
  EnableCommentAudit: 'Y',
  SensitiveWordEnable: 'N',
  ErrorProneWordEnable: 'N',
  ThumbnailWidth: 0,
  ThumbnailHeight: 0,
  ImageWatermark: 'N',
  ImageWatermarkArgs: { Opacity: 1, Ratio: 30, Position: 'BOTTOM_RIGHT' },
  ArticleImageWidth: 0,
  ArticleImageHeight: 0,
  FileStorageType: 'Local',
  FileStorageArgs: {},
  CatalogPageSize: 0,
  SiteApiUrl: '',
  SiteExtendModel: '',
};
