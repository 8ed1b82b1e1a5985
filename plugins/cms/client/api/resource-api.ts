import { http, uploadForm, crudPerms } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { Resource, ResourceEdit, ResourceQuery, ResourceRemote, ResourceType } from '../../shared/resource.ts';
import { CMS_VERBS, cmsObject } from './cms-object.ts';

export type { Resource, ResourceQuery, ResourceType };

/** URLs of CMS → Resources, declared once. */
export const resourceUrls = {
  list: '/cms/resource',
  select: '/cms/resource/selectList',
  one: (id: number) => `/cms/resource/${id}`,
  types: '/cms/resource/types',
  tags: '/cms/resource/tags',
  upload: '/cms/resource',
  remote: '/cms/resource/remote',
} as const;

export interface ResourceTypeInfo {
  id: ResourceType;
  name: string;
  accepts: string;
}

/** Calls of CMS → Resources (wire shapes from plugins/cms/shared/resource.ts). */
export const resourceApi = {
  list: (q: ResourceQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Resource>>(resourceUrls.list, { params: q }),
  select: (q: ResourceQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Resource>>(resourceUrls.select, { params: q }),
  get: (id: number) => http.get<Resource>(resourceUrls.one(id), { silent: true }),
  types: () => http.get<ResourceTypeInfo[]>(resourceUrls.types),
  tags: () => http.get<string[]>(resourceUrls.tags),
  /** one file; fields go before it so the server reads them with the file */
  upload: (file: File, fields: { name?: string; tags?: string; remark?: string; resourceId?: string }) =>
    uploadForm<Resource>(resourceUrls.upload, file, fields),
  remote: (r: ResourceRemote) => http.post<{ resourceId: number }>(resourceUrls.remote, r),
  update: (r: ResourceEdit) => http.put(resourceUrls.list, r),
  remove: (ids: number[]) => http.delete(resourceUrls.list, ids),
};

/** CMS → Resources as one object (added by upload: see the screen). */
export const resourceObject = cmsObject<Resource, ResourceQuery>({
  name: 'Resource',
  rowKey: 'resourceId',
  api: resourceApi,
  perms: crudPerms('cms', 'resource', ['edit', 'remove'], CMS_VERBS),
  nameOf: (r) => r.name,
});
