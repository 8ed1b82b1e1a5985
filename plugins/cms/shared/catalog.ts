import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** A catalog's alias and path: letters, digits and underscore (SPEC §5). */
export const CATALOG_CODE_PATTERN = '^[A-Za-z0-9_]+$';
const code = () => Type.String({ minLength: 1, maxLength: 100, pattern: CATALOG_CODE_PATTERN });

const fields = {
  name: Wire.text(100),
  alias: code(),
  path: code(),
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
export const CatalogEdit = Type.Object({ catalogId: Wire.id(), version: Wire.version(), ...fields });
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
