import { http } from '#kernel/client';
import type { DbInfo } from '../../shared/db.ts';

export type { DbInfo };

/** Calls of the database monitor (wire shape from plugins/monitor/shared/db.ts). */
export const dbApi = {
  get: () => http.get<DbInfo>('/monitor/db'),
};
