import { type Static, type TSchema, Type } from 'typebox';
import { Wire } from '#kernel/shared';
import { ExtendModelRef } from './exmodel.ts';

/** A catalog's alias and path: letters, digits and underscore (SPEC §5). */
export const CATALOG_CODE_PATTERN = '^[A-Za-z0-9_]+$';
/**
 * A catalog's path: such codes joined by `/`, with an optional trailing `/` — v1.4.3 starts a child's path with its
 * parent's (`parent/child/`). No leading `/`, no `..`, no backslash, no empty segment: it stays inside the site.
 */
export const CATALOG_PATH_PATTERN = '^[A-Za-z0-9_]+(/[A-Za-z0-9_]+)*/?$';
const code = () => Type.String({ minLength: 1, maxLength: 100, pattern: CATALOG_CODE_PATTERN });
/** The stored form of a catalog path: without its trailing `/` (pages are written under `{path}/`). */
export const catalogPath = (path: string) => path.replace(/\/+$/, '');

const fields = {
  name: Wire.text(100),
  alias: code(),
  path: Type.String({ minLength: 1, maxLength: 100, pattern: CATALOG_PATH_PATTERN }),
  catalogType: Type.Enum(['common', 'link']),
  redirectUrl: Wire.optionalText(500),
  description: Wire.optionalText(500),
  logo: Wire.optionalText(500),
  visibleFlag: Type.Optional(Type.Enum(['Y', 'N'])),
  indexFlag: Type.Optional(Type.Enum(['Y', 'N'])),
  contributeFlag: Type.Optional(Type.Enum(['Y', 'N'])),
  /** 0 → 10, −1 → the site's value (SPEC §9) */
  pageSize: Type.Optional(Type.Integer({ minimum: -1, maximum: 500 })),
};

/** `POST /cms/catalog` */
export const CatalogAdd = Type.Object({ parentId: Type.Integer({ minimum: 0, maximum: 2147483647 }), ...fields });
export type CatalogAdd = Static<typeof CatalogAdd>;

/** `PUT /cms/catalog` */
export const CatalogEdit = Type.Object({
  catalogId: Wire.id(),
  version: Wire.version(),
  ...fields,
  seoTitle: Wire.optionalText(200),
  seoKeywords: Wire.optionalText(500),
  seoDescription: Wire.optionalText(1000),
  publishPipeDatas: PipeDatasField(),
});
export type CatalogEdit = Static<typeof CatalogEdit>;

/** `POST /cms/catalog/spelling`: alias and path from a Chinese name. */
export const CatalogSpelling = Type.Object({ name: Wire.text(100), parentId: Type.Optional(Type.Integer({ minimum: 0 })) });

/** A node of `GET /cms/catalog/treeData`. */
export interface CatalogNode {
  id: number;
  parentId: number;
  label: string;
  props: { catalogType: string; visibleFlag: string; alias: string; path: string };
  children: CatalogNode[];
}

/** The per-pipe props a catalog keeps (chestnut-api §4.5): its templates and static suffix, all optional text. */
export const CATALOG_PIPE_PROP_KEYS = [
  'indexTemplate',
  'listTemplate',
  'detailTemplate_article',
  'detailTemplate_image',
  'detailTemplate_audio',
  'detailTemplate_video',
  'contentExTemplate',
  'staticSuffix',
  // the CSS the article editor loads for this catalog's contents, before the site's (`GET /cms/article/ueditor_css`)
  'ueditorCss',
] as const;

/** A pipe's props as a catalog detail sends them and an edit may send them back. */
function PipeDatasField() {
  return Type.Optional(
    Type.Array(
      Type.Object({
        pipeCode: Type.String({ maxLength: 50 }),
        props: Type.Record(Type.String({ maxLength: 64 }), Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
      }),
      { maxItems: 20 },
    ),
  );
}

/** The catalog extends this product implements (chestnut-api §4.5, stored in `config_props`); '' = the site's value. */
export const CatalogExtends = Type.Object({
  ContentExtendModel: ExtendModelRef(),
  CatalogExtendModel: ExtendModelRef(),
  EnableIndex: Type.Optional(Type.Enum(['', 'Y', 'N'])),
  ArticleImageWidth: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
  ArticleImageHeight: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
});
export type CatalogExtends = Static<typeof CatalogExtends>;
export const CATALOG_EXTENDS_KEYS = Object.keys(CatalogExtends.properties) as (keyof CatalogExtends)[];

/** `PUT /cms/catalog/apply_children/config_props`: copy extend keys to descendants (all of them, or those listed). */
export const ApplyConfigProps = Type.Object({
  catalogId: Wire.id(),
  toCatalogIds: Type.Optional(Type.Array(Wire.id(), { maxItems: 1000 })),
  allExtends: Type.Optional(Type.Boolean()),
  configPropKeys: Type.Optional(Type.Array(Type.Enum(CATALOG_EXTENDS_KEYS as string[]), { maxItems: 50 })),
});
export type ApplyConfigProps = Static<typeof ApplyConfigProps>;

/** `PUT /cms/catalog/apply_children/publish_pipe`: copy one pipe's props (all or those listed) to every descendant. */
export const ApplyPipeProps = Type.Object({
  catalogId: Wire.id(),
  publishPipeCode: Type.String({ minLength: 1, maxLength: 50 }),
  publishPipePropKeys: Type.Optional(Type.Array(Type.Enum([...CATALOG_PIPE_PROP_KEYS]), { maxItems: 20 })),
});
export type ApplyPipeProps = Static<typeof ApplyPipeProps>;

/** One catalog of a batch add, with the catalogs to create under it. */
export interface BatchCatalog {
  name: string;
  children?: BatchCatalog[];
}
const nest = <T extends TSchema>(child: T) =>
  Type.Object({ name: Wire.text(100), children: Type.Optional(Type.Array(child, { maxItems: 100 })) });
const batchNode = nest(nest(nest(Type.Object({ name: Wire.text(100) }))));

/** `POST /cms/catalog/batchAdd`: a tree of names (up to four levels) under a parent; alias and path are spelled from each name. */
export const CatalogBatchAdd = Type.Object({
  parentId: Type.Integer({ minimum: 0, maximum: 2147483647 }),
  catalogType: Type.Optional(Type.Enum(['common'])),
  catalogs: Type.Array(batchNode, { minItems: 1, maxItems: 100 }),
});

/** i18n key of a catalog's name in the languages other than its own (zh-CN): System → I18n edits them. */
export const catalogNameKey = (catalogId: number) => `CMS.CATALOG.NAME.${catalogId}`;
