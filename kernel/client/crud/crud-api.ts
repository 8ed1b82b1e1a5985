import type { PageData } from '../../shared/index.ts';
import { http } from '../request/index.ts';

/** The URLs of an object's list, detail, save and remove routes under its base path (the server kit's routes). */
export interface CrudUrls {
  /** `GET` a page of rows */
  list: string;
  /** `GET` one row */
  one(id: number): string;
  /** `POST` adds, `PUT` edits, `DELETE` removes by ids */
  base: string;
}

/** The CRUD URLs under `base` (`/system/post` → `/system/post/list`, `/system/post/7`, `/system/post`). */
export function crudUrls(base: string): CrudUrls {
  return { list: `${base}/list`, one: (id: number) => `${base}/${id}`, base };
}

/** The calls of an object's CRUD routes: a page of rows, one row, add, edit, remove by ids. */
export function crudApi<Row, Q, Add = Partial<Row>, Edit = Add>(urls: CrudUrls) {
  return {
    list: (q: Q & { pageNum: number; pageSize: number }) => http.get<PageData<Row>>(urls.list, { params: q }),
    get: (id: number) => http.get<Row>(urls.one(id)),
    add: (v: Add) => http.post(urls.base, v),
    update: (v: Edit) => http.put(urls.base, v),
    remove: (ids: number[]) => http.delete(urls.base, ids),
  };
}
