import { ACCESS_EXTENSION, type RouteApp } from '#kernel/server';
import { hasAnyPermi } from '#kernel/shared';
import { SWAGGER_DOC_URL } from '../../shared/swagger.ts';

type Operation = Record<string, unknown> & { description?: string };
type PathItem = Record<string, Operation>;
interface OpenApiDoc {
  paths?: Record<string, PathItem>;
  servers?: { url: string }[];
  [k: string]: unknown;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** What an access rule reads as on the docs screen: the permission codes, or who may call it. */
const ruleText = (access: unknown) => (Array.isArray(access) ? access.join(' | ') : String(access));

/**
 * The OpenAPI document as the caller may use it (issue 36, Tools → API docs): the operations whose access rule the
 * caller holds (public and signed-in ones included), each with its rule in its description and `x-access`; the
 * kernel publishes every route's rule under `x-access`, so nothing here knows a plugin's routes.
 */
export function callableDocument(doc: OpenApiDoc, permissions: readonly string[], label: string): OpenApiDoc {
  const paths: Record<string, PathItem> = {};
  for (const [url, item] of Object.entries(doc.paths ?? {})) {
    const kept: PathItem = {};
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const access = op[ACCESS_EXTENSION];
      if (access === undefined) continue;
      if (access !== 'public' && access !== 'login' && !hasAnyPermi(permissions, access as string | string[])) continue;
      const rule = `${label}: \`${ruleText(access)}\``;
      kept[method] = { ...op, description: op.description ? `${rule}\n\n${op.description}` : rule };
    }
    if (Object.keys(kept).length) paths[url] = kept;
  }
  // the document's paths carry the API base: the viewer calls them from the server root
  return { ...doc, paths, servers: [{ url: '/' }] };
}

export async function swaggerRoutes(app: RouteApp) {
  app.get(SWAGGER_DOC_URL, { config: { access: 'tool:swagger:view' }, schema: { hide: true } }, async (req) =>
    callableDocument((app as unknown as { swagger(): OpenApiDoc }).swagger(), req.identity!.permissions, req.t('tools:swagger.permission')),
  );
}
