import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
/** A department as the API sends it (flat; `children` is added by the page). */
export interface Dept {
  deptId: number;
  parentId: number;
  ancestors: string;
  deptName: string;
  orderNum: number;
  leader?: string;
  phone?: string;
  email?: string;
  status: string;
  createTime?: string;
  version: number;
  parentName?: string;
  children?: Dept[];
}

export interface DeptQuery {
  deptName?: string;
  status?: string;
}

/** A node of the department picker tree (GET /system/user/deptTree). */
export interface DeptNode {
  id: number;
  label: string;
  parentId: number;
  disabled?: boolean;
  children?: DeptNode[];
}

/** Builds the tree from flat rows; rows whose parent is not listed become roots (search results, scoped views). */
export function toDeptTree(rows: Dept[]): Dept[] {
  const byId = new Map<number, Dept>(rows.map((r) => [r.deptId, { ...r, children: undefined }]));
  const roots: Dept[] = [];
  for (const r of rows) {
    const n = byId.get(r.deptId)!;
    const p = byId.get(r.parentId);
    if (p) (p.children ??= []).push(n);
    else roots.push(n);
  }
  return roots;
}

/** Calls of System → Departments. */
export const deptApi = {
  list: (q: DeptQuery) => http.get<PageData<Dept>>('/system/dept/list', { params: q }),
  listExclude: (id: number) => http.get<PageData<Dept>>(`/system/dept/list/exclude/${id}`),
  get: (id: number) => http.get<Dept>(`/system/dept/${id}`),
  add: (d: Partial<Dept>) => http.post<{ deptId: number }>('/system/dept', d),
  update: (d: Partial<Dept>) => http.put('/system/dept', d),
  remove: (ids: number[]) => http.delete('/system/dept', ids),
  tree: (q: DeptQuery = {}) => http.get<DeptNode[]>('/system/user/deptTree', { params: q }),
};
