import type { Generated } from 'kysely';

interface Audit {
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}

/** cms_tag_word_group (migration 0007-words): a tree per site. */
export interface CmsTagWordGroupTable extends Audit {
  groupId: Generated<number>;
  siteId: number;
  parentId: Generated<number>;
  name: string;
  code: string;
  logo: string | null;
  sortFlag: Generated<number>;
}

export interface CmsTagWordTable extends Audit {
  wordId: Generated<number>;
  siteId: number;
  groupId: number;
  word: string;
  logo: string | null;
  useCount: Generated<number>;
  hitCount: Generated<number>;
  sortFlag: Generated<number>;
}

export interface CmsHotWordGroupTable extends Audit {
  groupId: Generated<number>;
  siteId: number;
  name: string;
  code: string;
  sortFlag: Generated<number>;
}

export interface CmsHotWordTable extends Audit {
  wordId: Generated<number>;
  siteId: number;
  groupId: number;
  word: string;
  url: string;
  urlTarget: Generated<string>;
  useCount: Generated<number>;
  hitCount: Generated<number>;
}

export interface CmsSensitiveWordTable extends Audit {
  wordId: Generated<number>;
  type: 'BLACK' | 'WHITE';
  word: string;
  replaceWord: string | null;
}

export interface CmsErrorproneWordTable extends Audit {
  wordId: Generated<number>;
  word: string;
  replaceWord: string;
}

declare module '#kernel/server' {
  interface Database {
    cmsTagWordGroup: CmsTagWordGroupTable;
    cmsTagWord: CmsTagWordTable;
    cmsHotWordGroup: CmsHotWordGroupTable;
    cmsHotWord: CmsHotWordTable;
    cmsSensitiveWord: CmsSensitiveWordTable;
    cmsErrorproneWord: CmsErrorproneWordTable;
  }
}
