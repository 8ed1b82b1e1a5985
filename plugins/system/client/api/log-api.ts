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
export const operLogApi = {
  list: (q: OperLogQuery & { pageNum: number; pageSize: number }) => http.get<PageData<OperLog>>('/monitor/operlog/list', { params: q }),
  get: (id: number) => http.get<OperLog>(`/monitor/operlog/${id}`),
  remove: (ids: number[]) => http.delete('/monitor/operlog', ids),
  clean: () => http.delete('/monitor/operlog/clean'),
};

export const loginLogApi = {
  list: (q: LoginLogQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<LoginLog>>('/monitor/logininfor/list', { params: q }),
  remove: (ids: number[]) => http.delete('/monitor/logininfor', ids),
  clean: () => http.delete('/monitor/logininfor/clean'),
  unlock: (userName: string) => http.put(`/monitor/logininfor/unlock/${encodeURIComponent(userName)}`),
};

/** Turns a search form's `timeRange` into the `params[...]` pair the lists take. */
export function withTimeRange<Q extends object>(values: Q & { timeRange?: [string, string] }): Q & TimeRange {
  const { timeRange, ...rest } = values;
  return { ...(rest as Q), params: timeRange?.length === 2 ? { beginTime: timeRange[0], endTime: timeRange[1] } : undefined };
}
