import { crudPerms, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { Dept, DeptAdd, DeptEdit, DeptNode, DeptQuery } from '../../shared/dept.ts';
import { systemObject } from './system-object.ts';

export type { Dept, DeptNode, DeptQuery };

/** URLs of System → Departments, declared once. */
export const deptUrls = {
  list: '/system/dept/list',
  /** the parent choices of an edit: all but the department and its descendants */
  listExclude: (id: number) => `/system/dept/list/exclude/${id}`,
  one: (id: number) => `/system/dept/${id}`,
  base: '/system/dept',
  tree: '/system/user/deptTree',
} as const;

/** Calls of System → Departments (wire shapes from plugins/system/shared/dept.ts). */
export const deptApi = {
  list: (q: DeptQuery) => http.get<PageData<Dept>>(deptUrls.list, { params: q }),
  listExclude: (id: number) => http.get<PageData<Dept>>(deptUrls.listExclude(id)),
  get: (id: number) => http.get<Dept>(deptUrls.one(id)),
  add: (d: DeptAdd) => http.post<{ deptId: number }>(deptUrls.base, d),
  update: (d: DeptEdit) => http.put(deptUrls.base, d),
  remove: (ids: number[]) => http.delete(deptUrls.base, ids),
  tree: (q: DeptQuery = {}) => http.get<DeptNode[]>(deptUrls.tree, { params: q }),
};

/** System → Departments as one object: the root department is not deleted. */
export const deptObject = systemObject<Dept, DeptQuery>({
  name: 'Dept',
  rowKey: 'deptId',
  api: deptApi,
  perms: crudPerms('system', 'dept', ['add', 'edit', 'remove']),
  nameOf: (r) => r.deptName,
  removable: (r) => r.parentId !== 0,
});
