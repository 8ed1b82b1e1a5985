import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';

/**
 * The maintained viewer (swagger-ui) on a document, in a chunk of its own that only the API docs screen loads.
 * Every "try it out" call carries `headers()`: the signed-in session's token, the language and the plugins'
 * headers (the CMS's current site), as the console's own calls do.
 */
export function mountViewer(node: HTMLElement, doc: object, headers: () => Record<string, string>): void {
  SwaggerUI({
    domNode: node,
    spec: doc,
    deepLinking: false,
    showExtensions: true,
    docExpansion: 'none',
    filter: true,
    requestInterceptor: (req) => {
      req.headers = { ...req.headers, ...headers() };
      return req;
    },
  });
}
