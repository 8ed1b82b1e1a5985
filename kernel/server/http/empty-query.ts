import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';

/** The query fields of a route whose schema refuses an empty string (numbers, ids, enums, patterns). */
function emptyRefusingFields(schema: unknown): string[] {
  const props = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  if (!props) return [];
  return Object.entries(props)
    .filter(([, s]) => {
      try {
        return !Value.Check(s as never, '');
      } catch {
        return false; // a schema the checker cannot read keeps its field as sent
      }
    })
    .map(([k]) => k);
}

/**
 * A query field sent empty (`?catalogId=&status=`, as RuoYi/v1.4.3 consoles send a filter they have no value
 * for) counts as absent where its schema takes no empty string, as Spring binds it to null: the filter is off,
 * not a type error. A field that takes '' (a free-text filter) keeps it. Install before the routes.
 */
export function installEmptyQuery(app: FastifyInstance): void {
  const fieldsOf = new Map<string, string[]>();
  app.addHook('onRoute', (r) => {
    const fields = emptyRefusingFields((r.schema as { querystring?: unknown } | undefined)?.querystring);
    if (fields.length === 0) return;
    for (const method of [r.method].flat()) fieldsOf.set(`${method} ${r.url}`, fields);
  });
  app.addHook('preValidation', (req, _reply, done) => {
    const fields = fieldsOf.get(`${req.method} ${req.routeOptions.url}`);
    if (fields) {
      const q = req.query as Record<string, unknown>;
      for (const f of fields) if (q[f] === '') delete q[f];
    }
    done();
  });
}
