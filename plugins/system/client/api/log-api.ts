import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
/** An operation log row (title already translated by the server; `titleKey` is what is stored). */
export interface OperLog {
  operId: number;
  title: string;
  titleKey?: string;
  businessType: string;
  method?: string;
  requestMethod?: string;
  operName?: string;
  deptName?: string;
  operUrl?: string;
  operIp?: string;
  operLocation?: string;
  userAgent?: string;
  requestArgs?: string;
  responseResult?: string;
  responseCode?: number;
  status: '0' | '1';
  operTime: string;
  cost: number;
}

/** A login log row. */
export interface LoginLog {
  infoId: number;
  userName?: string;
  ipaddr?: string;
  loginLocation?: string;
  browser?: string;
  os?: string;
  logType: string;
  status: string;
  msg?: string;
  loginTime: string;
}

/** The time-range filter of both logs, sent as `params[beginTime]` / `params[endTime]`. */
export interface TimeRange {
  params?: { beginTime?: string; endTime?: string };
}
export type OperLogQuery = TimeRange & { title?: string; operName?: string; businessType?: string; status?: string };
export type LoginLogQuery = TimeRange & { ipaddr?: string; userName?: string; status?: string };

/** Calls of System → Operation log and Login log (spec-era paths under /monitor). */
/** URLs of the operation and login logs, declared once. */
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
