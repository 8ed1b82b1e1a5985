import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { Post, PostAdd, PostEdit, PostQuery } from '../../shared/post.ts';

export type { Post, PostQuery };

/** URLs of System → Posts, declared once. */
export const postUrls = {
  list: '/system/post/list',
  one: (id: number) => `/system/post/${id}`,
  base: '/system/post',
  options: '/system/post/optionselect',
} as const;

/** Calls of System → Posts (wire shapes from plugins/system/shared/post.ts). */
export const postApi = {
  list: (q: PostQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Post>>(postUrls.list, { params: q }),
  get: (id: number) => http.get<Post>(postUrls.one(id)),
  add: (p: PostAdd) => http.post(postUrls.base, p),
  update: (p: PostEdit) => http.put(postUrls.base, p),
  remove: (ids: number[]) => http.delete(postUrls.base, ids),
  options: () => http.get<Pick<Post, 'postId' | 'postCode' | 'postName'>[]>(postUrls.options),
};
