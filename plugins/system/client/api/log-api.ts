import { crudPerms, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { LoginLog, LoginLogQuery as LoginLogFilters, OperLog, OperLogQuery as OperLogFilters } from '../../shared/log.ts';
import { systemObject } from './system-object.ts';

export type { LoginLog, OperLog };

/** The time-range filter of both logs, sent as `params[beginTime]` / `params[endTime]`. */
export interface TimeRange {
  params?: { beginTime?: string; endTime?: string };
}
/** The column a log is sorted by (a whitelisted `orderByColumn`, `isAsc` asc or desc), the server's order without it. */
export interface LogSort {
  orderByColumn?: string;
  isAsc?: string;
}
export type OperLogQuery = TimeRange & LogSort & OperLogFilters;
export type LoginLogQuery = TimeRange & LogSort & LoginLogFilters;

/** URLs of the operation and login logs (spec-era paths under /monitor), declared once. */
export const logUrls = {
  operList: '/monitor/operlog/list',
  oper: (id: number) => `/monitor/operlog/${id}`,
  operBase: '/monitor/operlog',
  operClean: '/monitor/operlog/clean',
  loginList: '/monitor/logininfor/list',
  loginBase: '/monitor/logininfor',
  loginClean: '/monitor/logininfor/clean',
  unlock: (userName: string) => `/monitor/logininfor/unlock/${encodeURIComponent(userName)}`,
} as const;

/** Calls of System → Operation log and Login log (wire shapes from plugins/system/shared/log.ts). */
export const operLogApi = {
  list: (q: OperLogQuery & { pageNum: number; pageSize: number }) => http.get<PageData<OperLog>>(logUrls.operList, { params: q }),
  get: (id: number) => http.get<OperLog>(logUrls.oper(id)),
  remove: (ids: number[]) => http.delete(logUrls.operBase, ids),
  clean: () => http.delete(logUrls.operClean),
};

export const loginLogApi = {
  list: (q: LoginLogQuery & { pageNum: number; pageSize: number }) => http.get<PageData<LoginLog>>(logUrls.loginList, { params: q }),
  remove: (ids: number[]) => http.delete(logUrls.loginBase, ids),
  clean: () => http.delete(logUrls.loginClean),
  unlock: (userName: string) => http.put(logUrls.unlock(userName)),
};

/** Turns a search form's `timeRange` into the `params[...]` pair the lists take. */
export function withTimeRange<Q extends object>(values: Q & { timeRange?: [string, string] }): Q & TimeRange {
  const { timeRange, ...rest } = values;
  return { ...(rest as Q), params: timeRange?.length === 2 ? { beginTime: timeRange[0], endTime: timeRange[1] } : undefined };
}

/** The operation log as one object: deleted, cleaned and exported, never added or edited. */
export const operLogObject = systemObject<OperLog, OperLogQuery>({
  name: 'OperLog',
  rowKey: 'operId',
  api: operLogApi,
  perms: crudPerms('system', 'operlog', ['remove', 'export']),
  exportTo: { url: logUrls.operList },
});

/** The login log as one object: deleted, cleaned and exported, never added or edited. */
export const loginLogObject = systemObject<LoginLog, LoginLogQuery>({
  name: 'LoginLog',
  rowKey: 'infoId',
  api: loginLogApi,
  perms: crudPerms('system', 'logininfor', ['remove', 'export']),
  exportTo: { url: logUrls.loginList },
});
