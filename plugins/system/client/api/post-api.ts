import { crudApi, crudPerms, crudUrls, http } from '#kernel/client';
import type { Post, PostAdd, PostEdit, PostQuery } from '../../shared/post.ts';
import { systemObject } from './system-object.ts';

export type { Post, PostQuery };

/** URLs of System → Posts, declared once. */
export const postUrls = { ...crudUrls('/system/post'), options: '/system/post/optionselect' } as const;

/** Calls of System → Posts (wire shapes from plugins/system/shared/post.ts). */
export const postApi = {
  ...crudApi<Post, PostQuery, PostAdd, PostEdit>(postUrls),
  options: () => http.get<Pick<Post, 'postId' | 'postCode' | 'postName'>[]>(postUrls.options),
};

/** System → Posts as one object. */
export const postObject = systemObject<Post, PostQuery>({
  name: 'Post',
  rowKey: 'postId',
  api: postApi,
  perms: crudPerms('system', 'post', ['add', 'edit', 'remove', 'export']),
  nameOf: (r) => r.postName,
  exportTo: { url: postUrls.list },
});
