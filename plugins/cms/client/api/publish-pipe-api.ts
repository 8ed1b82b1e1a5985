import { crudPerms, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { PublishPipe, PublishPipeAdd, PublishPipeEdit, PublishPipeQuery } from '../../shared/publish-pipe.ts';
import { CMS_VERBS, cmsObject } from './cms-object.ts';

export type { PublishPipe, PublishPipeQuery };

/** URLs of CMS → Publish pipes, declared once. */
export const pipeUrls = {
  pipes: '/cms/publishpipe',
  list: '/cms/publishpipe/list',
  select: '/cms/publishpipe/selectData',
  pipe: (id: number) => `/cms/publishpipe/${id}`,
} as const;

/** Calls of CMS → Publish pipes. */
export const pipeApi = {
  list: (q: PublishPipeQuery & { pageNum: number; pageSize: number }) => http.get<PageData<PublishPipe>>(pipeUrls.list, { params: q }),
  options: () => http.get<{ rows: { pipeCode: string; pipeName: string }[]; total: number }>(pipeUrls.select),
  get: (id: number) => http.get<PublishPipe>(pipeUrls.pipe(id)),
  add: (p: PublishPipeAdd) => http.post(pipeUrls.pipes, p),
  update: (p: PublishPipeEdit) => http.put(pipeUrls.pipes, p),
  remove: (ids: number[]) => http.delete(pipeUrls.pipes, ids),
};

/** CMS → Publish pipes as one object. */
export const pipeObject = cmsObject<PublishPipe, PublishPipeQuery>({
  name: 'PublishPipe',
  rowKey: 'publishpipeId',
  api: pipeApi,
  perms: crudPerms('cms', 'publishpipe', ['add', 'edit', 'remove'], CMS_VERBS),
  nameOf: (r) => r.name,
});
