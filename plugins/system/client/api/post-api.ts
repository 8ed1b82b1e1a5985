import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
/** A post (岗位) as the API sends it. */
export interface Post {
  postId: number;
  postCode: string;
  postName: string;
  postSort: number;
  status: string;
  remark?: string;
  createTime?: string;
  version: number;
}

export interface PostQuery {
  postCode?: string;
  postName?: string;
  status?: string;
}

/** Calls of System → Posts. */
export const postApi = {
  list: (q: PostQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Post>>('/system/post/list', { params: q }),
  get: (id: number) => http.get<Post>(`/system/post/${id}`),
  add: (p: Partial<Post>) => http.post('/system/post', p),
  update: (p: Partial<Post>) => http.put('/system/post', p),
  remove: (ids: number[]) => http.delete('/system/post', ids),
  options: () => http.get<Pick<Post, 'postId' | 'postCode' | 'postName'>[]>('/system/post/optionselect'),
};
