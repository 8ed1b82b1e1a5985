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

/** URLs of System → Dictionaries, declared once. */
export const dictUrls = {
  typeList: '/system/dict/type/list',
  type: (id: number) => `/system/dict/type/${id}`,
  typeBase: '/system/dict/type',
  typeStatus: '/system/dict/type/changeStatus',
  refreshCache: '/system/dict/type/refreshCache',
  typeOptions: '/system/dict/type/optionselect',
  dataList: '/system/dict/data/list',
  data: (id: number) => `/system/dict/data/${id}`,
  dataBase: '/system/dict/data',
  dataStatus: '/system/dict/data/changeStatus',
} as const;

/** Calls of System → Dictionaries (types and data). */
export const dictApi = {
  listTypes: (q: Paged<DictTypeQuery>) => http.get<PageData<DictType>>(dictUrls.typeList, { params: withDateRange(q) }),
  getType: (id: number) => http.get<DictType>(dictUrls.type(id)),
  addType: (t: Partial<DictType>) => http.post<{ dictId: number }>(dictUrls.typeBase, t),
  updateType: (t: Partial<DictType>) => http.put(dictUrls.typeBase, t),
  changeTypeStatus: (dictId: number, status: string, version: number) => http.put(dictUrls.typeStatus, { dictId, status, version }),
  removeTypes: (ids: number[]) => http.delete(dictUrls.typeBase, ids),
  refreshCache: () => http.delete(dictUrls.refreshCache),
  typeOptions: () => http.get<Pick<DictType, 'dictId' | 'dictType' | 'dictName'>[]>(dictUrls.typeOptions),
  exportTypesQuery: (q: DictTypeQuery) => withDateRange(q) as Record<string, unknown>,

  listData: (q: Paged<DictDataQuery>) => http.get<PageData<DictDataRow>>(dictUrls.dataList, { params: q }),
  getData: (id: number) => http.get<DictDataRow>(dictUrls.data(id)),
  addData: (d: Partial<DictDataRow>) => http.post<{ dictCode: number }>(dictUrls.dataBase, d),
  updateData: (d: Partial<DictDataRow>) => http.put(dictUrls.dataBase, d),
  changeDataStatus: (dictCode: number, status: string, version: number) => http.put(dictUrls.dataStatus, { dictCode, status, version }),
  removeData: (ids: number[]) => http.delete(dictUrls.dataBase, ids),
};
