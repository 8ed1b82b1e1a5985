import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { sql } from '../db/database.ts';
import type { Kernel } from '../kernel.ts';
import { page } from '../http/envelope.ts';
import { likeValue, paging, sorting } from '../http/paging.ts';
import { compiledColumns } from './columns.ts';
import { cachedCount } from './count-cache.ts';
import { dateRange, wantsExport } from './query.ts';
import { pageQuery } from './schemas.ts';
import { sendXlsx, type XlsxColumn } from './xlsx.ts';
import type { RouteObjects } from './object-access.ts';

/** The most rows one export writes (DESIGN §6 caps pages at 500; an export is a bigger, still bounded read). */
export const EXPORT_ROW_CAP = 10_000;

// a filtered query of any table: the helper only orders, pages and counts it
type AnySelect = SelectQueryBuilder<any, any, any>;
type Query = Record<string, any>;

/** How a paged list route reads, shapes and exports its rows (see `listRoute`). */
export interface ListRouteSpec<Row> {
  /** the list URL, e.g. `/system/post/list`; its POST twin is the export */
  url: string;
  /** permission of the list (any of several); `exportAccess` of its export twin (no export route without it) */
  access: string | string[];
  /** the object kinds its id filters name (crud/object-access.ts), when the plugin checks them */
  objects?: RouteObjects;
  exportAccess?: string;
  /** the filters of the query (a TypeBox/JSON Schema object), beside the paging fields every list takes */
  filters: { properties: Record<string, unknown> };
  /** wire sort name → column; anything else is refused naming `sorts` */
  sorts: Record<string, string>;
  /** order when the request names none, and the stable tiebreak always appended (e.g. the id) */
  defaultOrder?: readonly (readonly [string, 'asc' | 'desc'])[];
  tiebreak: readonly [string, 'asc' | 'desc'];
  /** the filtered query (joins, filters, data scope) without selected columns */
  query: (req: FastifyRequest, q: Query) => AnySelect | Promise<AnySelect>;
  /** filters applied as `column = value` (equal) or `column ILIKE %value%` (contains), each only when the request sets it (non-empty); the filter's wire name is the column's */
  equal?: readonly string[];
  contains?: readonly string[];
  /** filters by their own condition on the row (e.g. a translated text), each only when the request sets it (non-empty) */
  matches?: Record<string, (req: FastifyRequest, value: string) => (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>>;
  /** the column the `params[beginTime]`/`params[endTime]` range of the list screen filters on, if any */
  dateColumn?: string;
  /** the columns of a row as references (`'u.userId'`), compiled once; `select` when they need expressions */
  columns?: readonly string[];
  /** the columns of a row when `columns` cannot say them (defaults to all the table's columns) */
  select?: (base: AnySelect) => AnySelect;
  /** turns a database row into its wire shape (defaults to the row) */
  wire?: (req: FastifyRequest, row: any) => Row;
  /**
   * completes the wire rows (page and export) from what a cache knows, e.g. names of referenced rows, instead
   * of a join per request
   */
  complete?: (req: FastifyRequest, rows: Row[]) => Promise<void>;
  /** totals cached per route, filters and caller (dropped on every API write) unless `exact` */
  count?: 'cached' | 'exact';
  /** what else shapes the rows besides the filters and the caller (e.g. a site chosen by a header): part of the count's key */
  countScope?: (req: FastifyRequest) => Promise<string>;
  /** the export: sheet name, operation-log title, localized columns, and its own URL when it is not the list's POST twin */
  export?: {
    sheet: string | ((req: FastifyRequest) => string);
    logTitle: string;
    columns: (req: FastifyRequest) => XlsxColumn<Row>[];
    url?: string;
  };
}

/**
 * Registers a paged list route (`GET url`: filters, whitelisted sorts, `{rows,total}`) and, when the spec has
 * an export, its twin (`POST url` with the export header: the same filters as xlsx, at most EXPORT_ROW_CAP
 * rows). The page of rows is read on every request in one query; only the total may come from the cache.
 */
export function listRoute<Row>(app: FastifyInstance, kernel: Kernel, spec: ListRouteSpec<Row>): void {
  const schema = { type: 'object', properties: { ...pageQuery, ...spec.filters.properties } };
  const wire = spec.wire ?? ((_req: FastifyRequest, r: any) => r as Row);

  let columns: ReturnType<typeof compiledColumns> | undefined;
  const select = (base: AnySelect) => {
    if (spec.columns) return base.select((columns ??= compiledColumns(kernel.db, spec.columns)) as never); // one raw fragment in the select list
    return spec.select ? spec.select(base) : base.selectAll();
  };

  const ordered = (base: AnySelect, q: Query) => {
    const asked = sorting(q, spec.sorts);
    let rows = select(base);
    for (const [col, dir] of asked.length ? asked : (spec.defaultOrder ?? [])) rows = rows.orderBy(col, dir);
    return rows.orderBy(spec.tiebreak[0], spec.tiebreak[1]);
  };

  const count = async (req: FastifyRequest, q: Query, base: AnySelect) => {
    const exact = async () => Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    if (spec.count === 'exact') return exact();
    return cachedCount(kernel, req, spec.countScope ? { ...q, scope: await spec.countScope(req) } : q, exact);
  };

  const list = (exportOnly: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const q = ((req.method === 'GET' ? req.query : req.body) ?? {}) as Query;
    let base = await spec.query(req, q);
    for (const col of spec.equal ?? []) if (q[col]) base = base.where(col, '=', q[col]);
    for (const col of spec.contains ?? []) if (q[col]) base = base.where(col, 'ilike', likeValue(String(q[col])));
    for (const [field, cond] of Object.entries(spec.matches ?? {})) if (q[field]) base = base.where(cond(req, String(q[field])));
    if (spec.dateColumn) {
      const { begin, end } = dateRange(q);
      if (begin) base = base.where(spec.dateColumn, '>=', begin);
      if (end) base = base.where(spec.dateColumn, '<=', end);
    }
    const rows = ordered(base, q);
    if (spec.export && (exportOnly || (req.method !== 'GET' && wantsExport(req.headers)))) {
      const all = (await rows.limit(EXPORT_ROW_CAP).execute()).map((r) => wire(req, r));
      await spec.complete?.(req, all);
      const sheet = typeof spec.export.sheet === 'string' ? spec.export.sheet : spec.export.sheet(req);
      return sendXlsx(reply, sheet, spec.export.columns(req), all);
    }
    const { limit, offset } = paging(q);
    // the page's bounds in the text: a bound LIMIT/OFFSET makes PostgreSQL plan every run (see `openPool`)
    const [data, total] = await Promise.all([rows.limit(sql.lit(limit)).offset(sql.lit(offset)).execute(), count(req, q, base)]);
    const out = data.map((r) => wire(req, r));
    await spec.complete?.(req, out);
    return page(out, total);
  };

  app.get(spec.url, { config: { access: spec.access, objects: spec.objects }, schema: { querystring: schema } }, list(false));
  if (spec.export && spec.exportAccess)
    app.post(
      spec.export.url ?? spec.url,
      {
        config: { access: spec.exportAccess, objects: spec.objects, log: { title: spec.export.logTitle, type: 'EXPORT' } },
        schema: { body: { ...schema, type: ['object', 'null'] } },
      },
      list(spec.export.url != null),
    );
}
