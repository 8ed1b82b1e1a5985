import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { AttachmentSlot, RoundState } from '../../shared/round.ts';
import type {
  ApplicationAdd,
  ApplicationDetail,
  ApplicationEdit,
  ApplicationQuery,
  ApplicationRow,
  PreCheck,
} from '../../shared/application.ts';
import { awardObject, type Paged } from './award-object.ts';
import type { OpenRound } from './round-api.ts';

export interface AwardSchema {
  type: string;
  version: number;
  schema: Record<string, any>;
}

export type ApplicationFull = ApplicationDetail & { slots: AttachmentSlot[]; roundState: RoundState | null };

export const applicationApi = {
  list: (q: Paged<ApplicationQuery>) => http.get<PageData<ApplicationRow>>('/award/application/list', { params: q }),
  get: (id: number) => http.get<ApplicationFull>(`/award/application/${id}`),
  rounds: (awardType: string) => http.get<OpenRound[]>('/award/application/rounds', { params: { awardType } }),
  schema: (type: string, version?: number, silent = false) =>
    http.get<AwardSchema>(`/award/schema/${type}`, { params: version ? { version } : {}, silent }),
  add: (b: ApplicationAdd) => http.post<{ applicationId: number; schemaVersion: number }>('/award/application', b),
  update: (b: ApplicationEdit) => http.put('/award/application', b),
  preCheck: (id: number) => http.post<PreCheck>(`/award/application/${id}/pre-check`),
  submit: (id: number, version: number) =>
    http.post<{ applicationNo: string; revision: number; precheck: PreCheck }>(`/award/application/${id}/submit`, { version }),
  fileUrl: (id: number, uploadId: number) => `/award/application/${id}/file/${uploadId}`,
  /** the printable application (print-ready HTML) */
  printUrl: (id: number) => `/award/application/${id}/print`,
};

/** The console route of the printable application (a full window, opened in a new tab). */
export const printRoute = (id: number) => `/award/print/${id}`;

/** Awards → Applications as one object (the screen exports a route's award types under its own file name). */
export const applicationObject = awardObject<ApplicationRow, ApplicationQuery>({
  name: 'Application',
  rowKey: 'applicationId',
  api: { list: applicationApi.list },
  perms: { export: 'award:application:export' },
});
