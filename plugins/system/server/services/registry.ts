import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compact, fieldColumns, listRoute, sql, type ExportField, type Kernel, type ListRouteSpec } from '#kernel/server';
import { textMatches } from './texts.ts';

/**
 * A registry table (parameters, dictionary types): rows named by a code, whose display name is the translation
 * keyed by the code (else the stored name), and whose rows a plugin's code defines are fixed (`fixed` = Y).
 */
export interface Registry {
  table: 'sysConfig' | 'sysDictType';
  /** every column of a row (read by name, so the list's statement can be prepared) */
  columns: readonly string[];
  /** the id, code and name columns */
  id: string;
  code: string;
  name: string;
  /** the translation key of a row's name from its code (`configNameKey`, `dictNameKey`) */
  nameKey: (code: string) => string;
}

/** What a registry's list adds to the common ones: its URL, permissions, filters, and export sheet and fields (labelled under `system:fields`). */
type RegistryList = Pick<ListRouteSpec<Record<string, any>>, 'url' | 'access' | 'exportAccess' | 'filters' | 'equal' | 'wire'> & {
  export: { sheet: string; logTitle: string; fields: readonly ExportField[] };
};

/**
 * A registry's reads: `name` of a row as the caller reads it, `wire` of a row (translated name, `fixed` in place of
 * the owning plugin), and `listRoute` registering its list and export: sorted by id, name, code or creation,
 * searched by code and by the name as the caller reads it, counted exactly.
 */
export function registryRows(kernel: Kernel, reg: Registry) {
  const name = (req: FastifyRequest, r: Record<string, any>): string =>
    kernel.messages.lookup(req.lang, reg.nameKey(r[reg.code])) ?? r[reg.name];
  const wire = <R extends { plugin: string | null }>(req: FastifyRequest, r: R) => {
    const { plugin, ...rest } = r;
    return compact({ ...rest, [reg.name]: name(req, r), fixed: plugin ? 'Y' : 'N' });
  };
  const list = (app: FastifyInstance, spec: RegistryList) =>
    listRoute<Record<string, any>>(app, kernel, {
      ...spec,
      sorts: { [reg.id]: reg.id, [reg.name]: reg.name, [reg.code]: reg.code, createTime: 'createTime' },
      tiebreak: [reg.id, 'asc'],
      count: 'exact',
      dateColumn: 'createTime',
      query: () => kernel.db.selectFrom(reg.table),
      columns: reg.columns,
      contains: [reg.code],
      // the name is searched as the person sees it: their language's translation, or the stored text
      matches: { [reg.name]: textMatches(reg.name, sql<string>`${reg.nameKey('')} || ${sql.ref(`${reg.table}.${reg.code}`)}`) },
      wire: spec.wire ?? wire,
      export: { sheet: spec.export.sheet, logTitle: spec.export.logTitle, columns: fieldColumns('system:fields', spec.export.fields) },
    });
  return { name, wire, list };
}
