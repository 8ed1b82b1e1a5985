import { raisePublishFlag } from '../publish-flag.ts';
import { http, crudPerms } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type {
  ContentAttribute,
  ContentQuery,
  ContentRow,
  ContentSave,
  ContentStatus,
  ContentType,
  ImageItem,
  MediaItem,
  RecycleRow,
} from '../../shared/content.ts';
import { CMS_VERBS, cmsObject } from './cms-object.ts';

export type { ContentAttribute, ContentQuery, ContentRow, ContentSave, ContentStatus, ContentType, ImageItem, MediaItem, RecycleRow };

/** The list query: filters, paging and the `sorts=<name>#<asc|desc>` order. */
export type ContentListQuery = ContentQuery & { sorts?: string };
type Paged<Q> = Q & { pageNum: number; pageSize: number };

/** What the editor opens with (`/cms/content/init/…`). */
export type ContentInit = Omit<ContentSave, 'contentId'> & {
  /** null while the content is new (the editor keeps the id the init handed out in `newContentId`) */
  contentId: number | null;
  newContentId?: number;
  contentType: ContentType;
  catalogName?: string;
  /** the catalog's extends (its ContentExtendModel names the content's extended model) */
  catalogConfigProps?: Record<string, unknown>;
  status: ContentStatus;
  isLock?: 'Y' | 'N';
  lockUser?: string | null;
  internalUrl?: string;
  version?: number;
  publishPipeProps: { pipeCode: string; pipeName?: string; props: Record<string, string | null> }[];
};

export interface ContentLog {
  logId: number;
  opType: string;
  opTypeName: string;
  operator: string;
  opTime: string;
  detail: string | null;
}
export interface ContentRevision {
  revisionId: number;
  revisionNo: number;
  createBy: string;
  createTime: string;
  title: string;
}

/** URLs of CMS → Contents, declared once (chestnut-api §1.4, column v1.4.3). */
export const contentUrls = {
  list: '/cms/content/list',
  init: (catalogId: number, type: ContentType, id: number | null) => `/cms/content/init/${catalogId}/${type}/${id ?? 0}`,
  save: '/cms/content',
  publish: '/cms/content/publish',
  toPublish: '/cms/content/to_publish',
  offline: '/cms/content/offline',
  archive: '/cms/content/archive',
  setTop: '/cms/content/set_top',
  cancelTop: '/cms/content/cancel_top',
  sort: '/cms/content/sort',
  move: '/cms/content/move',
  copy: '/cms/content/copy',
  lock: (id: number) => `/cms/content/lock/${id}`,
  unlock: (id: number) => `/cms/content/unlock/${id}`,
  attr: '/cms/content/attr',
  log: '/cms/content/log',
  rela: '/cms/content/rela',
  recycle: '/cms/content/recycle',
  recover: '/cms/content/recycle/recover',
  revisions: '/cms/content/revisions',
  revision: (id: number) => `/cms/content/revision/${id}`,
  restore: (id: number) => `/cms/content/revision/${id}/restore`,
  types: '/cms/catalog/getContentTypes',
  wordCheck: '/word/errorproneword/check',
} as const;

/** Calls of CMS → Contents (wire shapes from plugins/cms/shared/content.ts). */
export const contentApi = {
  list: (q: Paged<ContentListQuery>) => http.get<PageData<ContentRow>>(contentUrls.list, { params: q }),
  init: (catalogId: number, type: ContentType, id: number | null) => http.get<ContentInit>(contentUrls.init(catalogId, type, id)),
  /** adds or updates; the write runs as a task */
  save: (type: ContentType, body: ContentSave, adding: boolean) =>
    !adding
      ? http.put<{ taskId: string; contentId: number }>(`${contentUrls.save}?contentType=${type}`, body)
      : http.post<{ taskId: string; contentId: number }>(`${contentUrls.save}?contentType=${type}`, body),
  remove: (ids: number[]) => http.delete(contentUrls.save, ids),
  // the queue writes the pages: the navbar's publish tag starts counting
  publish: (ids: number[]) => http.post(contentUrls.publish, { contentIds: ids }).then((r) => (raisePublishFlag(), r)),
  toPublish: (ids: number[]) => http.post(contentUrls.toPublish, ids),
  offline: (ids: number[]) => http.post(contentUrls.offline, ids).then((r) => (raisePublishFlag(), r)),
  // the queue removes the pages as for offline
  archive: (ids: number[]) => http.post(contentUrls.archive, ids).then((r) => (raisePublishFlag(), r)),
  setTop: (ids: number[], topEndTime: string | null) => http.post(contentUrls.setTop, { contentIds: ids, topEndTime }),
  cancelTop: (ids: number[]) => http.post(contentUrls.cancelTop, ids),
  sort: (contentId: number, targetContentId: number) => http.post(contentUrls.sort, { contentId, targetContentId }),
  move: (ids: number[], catalogId: number) => http.post(contentUrls.move, { contentIds: ids, catalogId }),
  copy: (ids: number[], catalogIds: number[], copyType: 1 | 2) => http.post(contentUrls.copy, { contentIds: ids, catalogIds, copyType }),
  lock: (id: number) => http.post<string>(contentUrls.lock(id)),
  unlock: (id: number) => http.post(contentUrls.unlock(id)),
  addAttr: (ids: number[], attr: ContentAttribute) => http.post(contentUrls.attr, { contentIds: ids, attr }),
  removeAttr: (ids: number[], attr: ContentAttribute) => http.delete(contentUrls.attr, { contentIds: ids, attr }),
  log: (contentId: number) => http.get<PageData<ContentLog>>(contentUrls.log, { params: { contentId } }),
  rela: (contentId: number) => http.get<PageData<ContentRow>>(contentUrls.rela, { params: { contentId } }),
  recycle: (q: Paged<ContentQuery>) => http.get<PageData<RecycleRow>>(contentUrls.recycle, { params: q }),
  recover: (ids: number[]) => http.post(contentUrls.recover, ids),
  purge: (ids: number[]) => http.delete(contentUrls.recycle, ids),
  revisions: (contentId: number) => http.get<PageData<ContentRevision>>(contentUrls.revisions, { params: { contentId } }),
  revision: (id: number) => http.get<ContentRevision & { data: ContentSave }>(contentUrls.revision(id)),
  restore: (id: number) => http.post(contentUrls.restore(id)),
  types: () => http.get<{ id: ContentType; name: string }[]>(contentUrls.types),
  /** error-prone words of a text: word → replacement */
  checkWords: (text: string) => http.post<{ w: string; r: string }[]>(contentUrls.wordCheck, { text }),
};

/** A catalog's content as one object (edited on its own page). */
export const contentObject = cmsObject<ContentRow, ContentListQuery>({
  name: 'Content',
  rowKey: 'contentId',
  api: { list: contentApi.list, remove: contentApi.remove },
  perms: crudPerms('cms', 'content', ['edit', 'remove'], CMS_VERBS),
  nameOf: (r) => r.title,
});

/** The recycle bin's content as one object: deleted for good (purged) or restored, both with the delete permission. */
export const recycleObject = cmsObject<RecycleRow, ContentQuery>({
  name: 'Recycle',
  rowKey: 'contentId',
  api: { list: contentApi.recycle, remove: contentApi.purge },
  perms: { edit: 'cms:content:delete', remove: 'cms:content:delete' },
  nameOf: (r) => r.title,
});
