import { crudObjects, downloadGet, http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type {
  GenDbTableRow,
  GenDiff,
  GenSourceImport,
  GenSourceKind,
  GenSourceRow,
  GenTableDetail,
  GenTableEdit,
  GenTableQuery,
  GenTableRow,
} from '../../shared/gen.ts';
import type { ToolsPermission } from '../../shared/permissions.ts';

// the generator's wire types, for its screens
export type * from '../../shared/gen.ts';

/** URLs of Tools → Code generator (v1.4.3 `/tool/gen/*`), declared once. */
export const genUrls = {
  list: '/tool/gen/list',
  dbList: '/tool/gen/db/list',
  base: '/tool/gen',
  one: (id: number) => `/tool/gen/${id}`,
  importTables: '/tool/gen/importTable',
  preview: (id: number) => `/tool/gen/preview/${id}`,
  diff: (id: number) => `/tool/gen/diff/${id}`,
  download: (table: string) => `/tool/gen/download/${encodeURIComponent(table)}`,
  batch: '/tool/gen/batchGenCode',
  sync: (table: string) => `/tool/gen/synchDb/${encodeURIComponent(table)}`,
  sources: '/tool/gen/sources',
  importSource: '/tool/gen/importSource',
  handWritten: (id: number) => `/tool/gen/handWritten/${id}`,
} as const;
/** The console path of a table's edit page (SPEC §2 `/tool/gen-edit/index/:tableId`). */
export const genEditPath = (id: number) => `/tool/gen-edit/index/${id}`;

type Page = { pageNum: number; pageSize: number };
export const genApi = {
  list: (q: GenTableQuery & Page) => http.get<PageData<GenTableRow>>(genUrls.list, { params: q }),
  dbList: (q: GenTableQuery & Page) => http.get<PageData<GenDbTableRow>>(genUrls.dbList, { params: q }),
  detail: (id: number) => http.get<GenTableDetail>(genUrls.one(id)),
  update: (b: GenTableEdit) => http.put(genUrls.base, b),
  remove: (ids: number[]) => http.delete(genUrls.base, ids),
  importTables: (tables: string[]) => http.post(`${genUrls.importTables}?tables=${encodeURIComponent(tables.join(','))}`),
  preview: (id: number) => http.get<Record<string, string>>(genUrls.preview(id)),
  diff: (id: number) => http.get<GenDiff>(genUrls.diff(id)),
  sync: (table: string) => http.get(genUrls.sync(table)),
  download: (table: string) => downloadGet(genUrls.download(table), {}, `${table}.zip`),
  batch: (tables: string[]) => downloadGet(genUrls.batch, { tables: tables.join(',') }, 'zhuxie-gen.zip'),
  sources: (kind: GenSourceKind) => http.get<GenSourceRow[]>(genUrls.sources, { params: { kind } }),
  importSource: (b: GenSourceImport) => http.post<{ tableId: number }>(genUrls.importSource, b),
  /** the project's current files of the table's plugin by their generated paths; shows nothing on a refusal (the dialog does) */
  handWritten: (id: number, files: Record<string, string>) => http.put(genUrls.handWritten(id), { files }, { silent: true }),
};

/** Declares an object of the tools plugin: only codes the plugin declares compile. */
const toolsObjectOf = crudObjects<ToolsPermission>();

/** The imported tables as a list object: the list, delete and its permission codes. */
export const genObject = toolsObjectOf<GenTableRow, GenTableQuery>({
  name: 'GenTable',
  rowKey: 'tableId',
  api: { list: genApi.list, remove: genApi.remove },
  perms: { edit: 'tool:gen:edit', remove: 'tool:gen:remove' },
  nameOf: (r) => r.tableName,
});
