import { http } from '#kernel/client';
import type { DashboardServer, ServerInfo } from '../../shared/server.ts';

export type { DashboardServer, ServerInfo };

/** URLs of the server monitor, declared once. */
export const serverUrls = {
  server: '/monitor/server',
  dashboard: '/monitor/server/dashboard',
} as const;

/** Calls of the server monitor (wire shapes from plugins/monitor/shared/server.ts). */
export const serverApi = {
  get: () => http.get<ServerInfo>(serverUrls.server),
  dashboard: () => http.get<DashboardServer>(serverUrls.dashboard),
};
