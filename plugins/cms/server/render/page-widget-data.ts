import type { ManualContent, ManualItem } from '../../shared/page-widget.ts';
import { PAGE_WIDGET_STATE } from '../../shared/page-widget.ts';
import type { RenderData } from './render-data.ts';
import { renderOf } from './contributed-render.ts';
import { widgetTypeData } from './tag-modules.ts';

/** A widget as renders need it. */
export interface RenderWidget {
  pageWidgetId: number;
  siteId: number;
  catalogId: number;
  type: string;
  name: string;
  code: string;
  state: string;
  publishPipeCode: string;
  template: string | null;
  path: string | null;
  content: string | null;
}

/** The columns that name and place a widget: what renders and the console's list both read. */
export const PLACE_COLUMNS = [
  'pageWidgetId',
  'siteId',
  'catalogId',
  'type',
  'name',
  'code',
  'state',
  'publishPipeCode',
  'template',
  'path',
] as const;

/** The columns of a widget as renders need it (`RenderWidget`). */
export const COLUMNS = [...PLACE_COLUMNS, 'content'] as const;

/** A widget of the render's site by code (codes are unique per site, case aside). */
export async function widgetByCode(d: RenderData, code: string): Promise<RenderWidget | undefined> {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(code)) return undefined;
  return d.kernel.db
    .selectFrom('cmsPageWidget')
    .select([...COLUMNS])
    .where('siteId', '=', d.site.siteId)
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
    .executeTakeFirst();
}

/** A widget by id (any site: callers check it belongs where they render). */
export async function widgetById(d: Pick<RenderData, 'kernel'>, id: number): Promise<RenderWidget | undefined> {
  return d.kernel.db
    .selectFrom('cmsPageWidget')
    .select([...COLUMNS])
    .where('pageWidgetId', '=', id)
    .executeTakeFirst();
}

/** Whether a site page shows the widget's published output (published, or published and being edited again). */
export const isOnline = (w: { state: string }) => w.state === PAGE_WIDGET_STATE.PUBLISHED || w.state === PAGE_WIDGET_STATE.EDITING;

/** A widget's published file under its pipe's output: `include/{path}/{code}.{suffix}` (chestnut-api §4.2 `include/`). */
export const widgetFile = (w: { path: string | null; code: string }, suffix: string) => `include/${w.path || w.code}/${w.code}.${suffix}`;

/** The stored JSON of a widget (null when missing or broken). */
export function parseContent(content: string | null): unknown {
  if (!content) return null;
  try {
    return JSON.parse(content);
  } catch {
    return null;
  }
}

/**
 * What a template sees as `Data` for a widget: for `manual`, its rows of items with each item's `link` (the
 * url, internal links resolved for the pipe) and `logoSrc` (the logo's image URL); for a contributed type what its
 * plugin's tag module makes of the widget (tag-modules.ts), in whichever thread renders.
 */
export async function widgetData(d: RenderData, w: RenderWidget): Promise<unknown> {
  const raw = parseContent(w.content);
  if (w.type !== 'manual') {
    // a type another plugin contributes says what its widgets hold
    const contributed = await widgetTypeData(d.kernel, w.type);
    if (contributed) return contributed.data(renderOf(d), w);
    return raw ?? [];
  }
  const rows = (Array.isArray(raw) ? raw : []) as ManualContent;
  return Promise.all(
    rows.map(async (row) => ({
      items: await Promise.all(
        (Array.isArray(row?.items) ? row.items : []).map(
          async (item: ManualItem): Promise<ManualItem> => ({
            ...item,
            link: item.url ? await d.internalUrl(item.url) : '',
            logoSrc: item.logo ? await d.resourceUrl(item.logo) : '',
          }),
        ),
      ),
    })),
  );
}

/** The scope a widget's template renders with: `Data` and `PageWidget` (and its `Catalog`, when it has one). */
export async function widgetScope(d: RenderData, w: RenderWidget): Promise<Record<string, unknown>> {
  const scope: Record<string, unknown> = {
    Data: await widgetData(d, w),
    PageWidget: { pageWidgetId: w.pageWidgetId, name: w.name, code: w.code, type: w.type, catalogId: w.catalogId },
  };
  if (w.catalogId) {
    const c = await d.catalog(w.catalogId);
    if (c) scope.Catalog = c;
  }
  return scope;
}
