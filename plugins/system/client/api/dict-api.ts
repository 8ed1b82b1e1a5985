import { crudPerms, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import { withDateRange } from './date-range.ts';
import { systemObject } from './system-object.ts';
import type {
  DictData,
  DictDataAdd,
  DictDataEdit,
  DictDataQuery,
  DictType,
  DictTypeAdd,
  DictTypeEdit,
  DictTypeQuery as DictTypeFilters,
} from '../../shared/dict.ts';

export type { DictData, DictDataQuery, DictType };

/** The type list also filters by create time (`params[beginTime]`/`params[endTime]`, from a date range). */
export type DictTypeQuery = DictTypeFilters & { dateRange?: string[] };

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

/** Calls of System → Dictionaries, types and data (wire shapes from plugins/system/shared/dict.ts). */
export const dictApi = {
  listTypes: (q: Paged<DictTypeQuery>) => http.get<PageData<DictType>>(dictUrls.typeList, { params: withDateRange(q) }),
  getType: (id: number) => http.get<DictType>(dictUrls.type(id)),
  addType: (t: DictTypeAdd) => http.post<{ dictId: number }>(dictUrls.typeBase, t),
  updateType: (t: DictTypeEdit) => http.put(dictUrls.typeBase, t),
  changeTypeStatus: (dictId: number, status: string, version: number) => http.put(dictUrls.typeStatus, { dictId, status, version }),
  removeTypes: (ids: number[]) => http.delete(dictUrls.typeBase, ids),
  refreshCache: () => http.delete(dictUrls.refreshCache),
  typeOptions: () => http.get<Pick<DictType, 'dictId' | 'dictType' | 'dictName'>[]>(dictUrls.typeOptions),
  exportTypesQuery: (q: DictTypeQuery) => withDateRange(q) as Record<string, unknown>,

  listData: (q: Paged<DictDataQuery>) => http.get<PageData<DictData>>(dictUrls.dataList, { params: q }),
  getData: (id: number) => http.get<DictData>(dictUrls.data(id)),
  addData: (d: DictDataAdd) => http.post<{ dictCode: number }>(dictUrls.dataBase, d),
  updateData: (d: DictDataEdit) => http.put(dictUrls.dataBase, d),
  changeDataStatus: (dictCode: number, status: string, version: number) => http.put(dictUrls.dataStatus, { dictCode, status, version }),
  removeData: (ids: number[]) => http.delete(dictUrls.dataBase, ids),
};

/** System → Dictionaries, a dictionary type as one object: fixed types are not deleted; the server caches them. */
export const dictTypeObject = systemObject<DictType, DictTypeQuery>({
  name: 'DictType',
  rowKey: 'dictId',
  api: { list: dictApi.listTypes, get: dictApi.getType, add: dictApi.addType, update: dictApi.updateType, remove: dictApi.removeTypes },
  perms: crudPerms('system', 'dict', ['add', 'edit', 'remove', 'export']),
  nameOf: (r) => r.dictName,
  removable: (r) => r.fixed !== 'Y',
  exportTo: { url: dictUrls.typeList, query: dictApi.exportTypesQuery },
  cache: { refresh: dictApi.refreshCache, confirm: 'system:dict.refreshConfirm', done: 'system:dict.refreshed' },
});

/** System → Dictionaries, a dictionary value as one object: fixed values are not deleted. */
export const dictDataObject = systemObject<DictData, DictDataQuery>({
  name: 'DictData',
  rowKey: 'dictCode',
  api: { list: dictApi.listData, get: dictApi.getData, add: dictApi.addData, update: dictApi.updateData, remove: dictApi.removeData },
  perms: crudPerms('system', 'dict', ['add', 'edit', 'remove', 'export']),
  nameOf: (r) => r.dictLabel,
  removable: (r) => r.fixed !== 'Y',
  exportTo: { url: dictUrls.dataList },
});
