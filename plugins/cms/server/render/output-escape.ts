import { filters, type Liquid } from 'liquidjs';

/**
 * Output escaping of the CMS engine (DESIGN: everything rendered is escaped). Every `{{ … }}` and `echo` is
 * HTML-escaped unless its last filter is `raw` (liquid's own: the value written as it is — in a theme only for
 * HTML sanitised on save) or one of the filters below, whose result is escaped text already: a theme written
 * before escaping was on (`{{ x | escape }}`) still writes `&amp;`, not `&amp;amp;`.
 */
export const OUTPUT_ESCAPE = 'escape' as const;

/** liquid's filters whose output is HTML-escaped text: not escaped a second time */
const ESCAPING_FILTERS = ['escape', 'escape_once', 'xml_escape'] as const;

export function registerEscapingFilters(engine: Liquid): void {
  for (const name of ESCAPING_FILTERS) engine.registerFilter(name, { handler: filters[name] as (value: unknown) => string, raw: true });
}
