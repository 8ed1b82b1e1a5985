import { http, crudPerms } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { AttachmentSlot, Round, RoundAdd, RoundEdit, RoundQuery, RoundState } from '../../shared/round.ts';
import { awardObject, type Paged } from './award-object.ts';

export const roundApi = {
  list: (q: Paged<RoundQuery>) => http.get<PageData<Round>>('/award/round/list', { params: q }),
  get: (id: number) => http.get<Round>(`/award/round/${id}`),
  add: (b: RoundAdd) => http.post('/award/round', b),
  update: (b: RoundEdit) => http.put('/award/round', b),
  remove: (ids: number[]) => http.delete('/award/round', ids),
  /** the round's applications as xlsx (POST twin of `GET /award/round/:id/export`, for the download helper) */
  exportUrl: (id: number) => `/award/round/${id}/export`,
};

export interface OpenRound {
  roundId: number;
  awardType: string;
  title: string;
  year: number;
  batch: number;
  openAt: string;
  closeAt: string;
  maxPerEnterprise: number;
  schemaVersion: number;
  slots: AttachmentSlot[];
  state: RoundState;
}

/** Award → Rounds as one object. */
export const roundObject = awardObject<Round, RoundQuery>({
  name: 'Round',
  rowKey: 'roundId',
  api: roundApi,
  perms: crudPerms('award', 'round', ['add', 'edit', 'remove']),
  nameOf: (r) => r.title,
});
