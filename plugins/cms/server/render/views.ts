/** A catalog as templates see it. */
export interface CatalogView {
  catalogId: number;
  parentId: number;
  name: string;
  alias: string;
  path: string;
  catalogType: string;
  redirectUrl: string | null;
  description: string | null;
  logo: string | null;
  treeLevel: number;
  ancestors: string;
  pageSize: number;
  visibleFlag: string;
  link: string;
}

/** A content as templates see it. */
export interface ContentView {
  contentId: number;
  catalogId: number;
  contentType: string;
  title: string;
  subTitle: string | null;
  shortTitle: string | null;
  titleStyle: string | null;
  logo: string | null;
  author: string | null;
  editor: string | null;
  source: string | null;
  sourceUrl: string | null;
  summary: string | null;
  keywords: string[];
  tags: string[];
  attributes: string[];
  publishDate: string | null;
  viewCount: number;
  linkFlag: string;
  redirectUrl: string | null;
  link: string;
}

export const CONTENT_COLUMNS = [
  'contentId',
  'catalogId',
  'contentType',
  'title',
  'subTitle',
  'shortTitle',
  'titleStyle',
  'logo',
  'author',
  'editor',
  'source',
  'sourceUrl',
  'summary',
  'keywords',
  'tags',
  'attributes',
  'publishDate',
  'viewCount',
  'linkFlag',
  'redirectUrl',
  'staticPath',
] as const;

/** The most rows one list tag gives a template. */
export const MAX_LIST_SIZE = 100;
