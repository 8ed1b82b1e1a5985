import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import { withDateRange } from './date-range.ts';

/** A dictionary type as the API sends it (name already in the request language). */
export interface DictType {
  dictId: number;
  dictName: string;
  dictType: string;
  status: string;
  /** Y when a plugin's code defines it */
  fixed: 'Y' | 'N';
  remark?: string;
  createTime?: string;
  version: number;
}

/** A dictionary value as the API sends it (label already in the request language). */
export interface DictDataRow {
  dictCode: number;
  dictType: string;
  dictLabel: string;
  dictValue: string;
  dictSort: number;
  cssClass?: string;
  listClass?: string;
  isDefault: 'Y' | 'N';
  status: string;
  fixed: 'Y' | 'N';
  remark?: string;
  createTime?: string;
  version: number;
}

export interface DictTypeQuery {
  dictName?: string;
  dictType?: string;
  status?: string;
  dateRange?: string[];
}
export interface DictDataQuery {
  dictType?: string;
  dictLabel?: string;
  status?: string;
}

type Paged<Q> = Q & { pageNum: number; pageSize: number };

/** Calls of System → Dictionaries (types and data). */
export const dictApi = {
  listTypes: (q: Paged<DictTypeQuery>) => http.get<PageData<DictType>>('/system/dict/type/list', { params: withDateRange(q) }),
  getType: (id: number) => http.get<DictType>(`/system/dict/type/${id}`),
  addType: (t: Partial<DictType>) => http.post<{ dictId: number }>('/system/dict/type', t),
  updateType: (t: Partial<DictType>) => http.put('/system/dict/type', t),
  changeTypeStatus: (dictId: number, status: string, version: number) =>
    http.put('/system/dict/type/changeStatus', { dictId, status, version }),
  removeTypes: (ids: number[]) => http.delete('/system/dict/type', ids),
  refreshCache: () => http.delete('/system/dict/type/refreshCache'),
  typeOptions: () => http.get<Pick<DictType, 'dictId' | 'dictType' | 'dictName'>[]>('/system/dict/type/optionselect'),
  exportTypesQuery: (q: DictTypeQuery) => withDateRange(q) as Record<string, unknown>,

  listData: (q: Paged<DictDataQuery>) => http.get<PageData<DictDataRow>>('/system/dict/data/list', { params: q }),
  getData: (id: number) => http.get<DictDataRow>(`/system/dict/data/${id}`),
  addData: (d: Partial<DictDataRow>) => http.post<{ dictCode: number }>('/system/dict/data', d),
  updateData: (d: Partial<DictDataRow>) => http.put('/system/dict/data', d),
  changeDataStatus: (dictCode: number, status: string, version: number) =>
    http.put('/system/dict/data/changeStatus', { dictCode, status, version }),
  removeData: (ids: number[]) => http.delete('/system/dict/data', ids),
};
