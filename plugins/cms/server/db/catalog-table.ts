import type { Generated } from 'kysely';

/** cms_catalog (migrations 0003-catalog, 0006-catalog-seo). */
export interface CmsCatalogTable {
  catalogId: Generated<number>;
  siteId: number;
  parentId: number;
  ancestors: string;
  treeLevel: number;
  name: string;
  alias: string;
  path: string;
  catalogType: 'common' | 'link';
  redirectUrl: string | null;
  description: string | null;
  logo: string | null;
  visibleFlag: string;
  staticFlag: Generated<string>;
  indexFlag: string;
  contributeFlag: string;
  pageSize: number;
  sortFlag: number;
  configProps: Generated<Record<string, unknown>>;
  publishPipeProps: Generated<Record<string, Record<string, unknown>>>;
  version: Generated<number>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
  seoTitle: string | null;
  seoKeywords: string | null;
  seoDescription: string | null;
}

declare module '#kernel/server' {
  interface Database {
    cmsCatalog: CmsCatalogTable;
  }
}
