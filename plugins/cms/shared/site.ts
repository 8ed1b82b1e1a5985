import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';
import { DEPLOY_PROP_KEYS } from './pipe-deploy.ts';

/** A site's directory name: letters and digits only (SPEC §5). */
export const SITE_PATH_PATTERN = '^[A-Za-z0-9]+$';

const fields = {
  name: Wire.text(100),
  path: Type.String({ minLength: 1, maxLength: 50, pattern: SITE_PATH_PATTERN }),
  resourceUrl: Wire.optionalText(255),
  description: Wire.optionalText(500),
  logo: Wire.optionalText(500),
  deptCode: Wire.optionalText(64),
};

/** `POST /cms/site` */
export const SiteAdd = Type.Object(fields);
export type SiteAdd = Static<typeof SiteAdd>;

/** `PUT /cms/site` (SiteDTO; what a v1.4.3 console also sends, e.g. `url`, `logoSrc`, is ignored) */
export const SiteEdit = Type.Object({
  siteId: Wire.id(),
  version: Wire.version(),
  ...fields,
  seoTitle: Wire.optionalText(200),
  seoKeywords: Wire.optionalText(500),
  seoDescription: Wire.optionalText(1000),
  publishPipeDatas: Type.Optional(
    Type.Array(Type.Object({ pipeCode: Type.String({ maxLength: 50 }), props: Type.Record(Type.String(), Type.Unknown()) }), {
      maxItems: 20,
    }),
  ),
});
export type SiteEdit = Static<typeof SiteEdit>;

/** Filters of `GET /cms/site/list` */
export const SiteQuery = Type.Object({ siteName: Wire.filter(100) });
export type SiteQuery = Static<typeof SiteQuery>;

/** A site as lists send it (CmsSite). */
export interface Site {
  siteId: number;
  name: string;
  path: string;
  logo?: string;
  resourceUrl?: string;
  description?: string;
  deptCode?: string;
  sortFlag: number;
  version: number;
  createTime?: string;
}

/** `GET /cms/site/getCurrentSite`, `POST /cms/site/setCurrentSite/{id}` */
export interface CurrentSite {
  siteId: number;
  siteName: string;
}

/** The per-pipe props a site keeps (chestnut-api §4.7), all optional text. */
export const PIPE_PROP_KEYS = [
  'url',
  'staticSuffix',
  'indexTemplate',
  'defaultListTemplate',
  'defaultDetailTemplate_article',
  'defaultDetailTemplate_image',
  'defaultDetailTemplate_audio',
  'defaultDetailTemplate_video',
  'searchTemplate',
  'enableSitemap',
  'sitemapPageType',
  'sitemapUrlLimit',
  // the CSS the article editor loads (v1.4.3 `ueditorCss`; `GET /cms/article/ueditor_css`)
  'ueditorCss',
  // the pipe's deploy to an S3-compatible bucket (shared/pipe-deploy.ts)
  ...DEPLOY_PROP_KEYS,
] as const;

/** The site's default templates (per pipe) that catalogs can take over (list and detail templates). */
export const DEFAULT_TEMPLATE_KEYS = [
  'defaultListTemplate',
  'defaultDetailTemplate_article',
  'defaultDetailTemplate_image',
  'defaultDetailTemplate_audio',
  'defaultDetailTemplate_video',
] as const;

const templatePipes = Type.Array(
  Type.Object({
    pipeCode: Type.String({ minLength: 1, maxLength: 50 }),
    props: Type.Partial(Type.Record(Type.Enum([...DEFAULT_TEMPLATE_KEYS]), Type.String({ maxLength: 255, pattern: '^[^<>"\\\\]*$' }))),
  }),
  { maxItems: 20 },
);

/** `POST /cms/site/default_template` */
export const DefaultTemplatesSave = Type.Object({ siteId: Wire.id(), publishPipeProps: templatePipes });
export type DefaultTemplatesSave = Static<typeof DefaultTemplatesSave>;

/** `POST /cms/site/apply_default_template` */
export const DefaultTemplatesApply = Type.Object({
  siteId: Wire.id(),
  toCatalogIds: Type.Array(Wire.id(), { minItems: 1, maxItems: 2000 }),
  publishPipeProps: templatePipes,
});
export type DefaultTemplatesApply = Static<typeof DefaultTemplatesApply>;
