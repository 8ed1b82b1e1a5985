import type { Generated } from 'kysely';
import type { ResourceStorage, ResourceType } from '../../shared/resource.ts';

/** cms_resource (migration 0004-resource). */
export interface CmsResourceTable {
  resourceId: Generated<number>;
  siteId: number;
  resourceType: ResourceType;
  storageType: ResourceStorage;
  name: string;
  path: string;
  fileName: string;
  suffix: string;
  width: Generated<number>;
  height: Generated<number>;
  duration: Generated<number>;
  fileSize: Generated<number>;
  sourceUrl: string | null;
  status: Generated<string>;
  tags: Generated<string[]>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}

declare module '#kernel/server' {
  interface Database {
    cmsResource: CmsResourceTable;
  }
}
