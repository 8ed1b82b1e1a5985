import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { LogMenu } from '../../shared/logs.ts';

export type { LogMenu };

/** Calls of the log menus (the logs a caller may open, plugins/monitor/shared/logs.ts). */
export const logMenuApi = {
  list: () => http.get<PageData<LogMenu>>('/monitor/logs'),
};
