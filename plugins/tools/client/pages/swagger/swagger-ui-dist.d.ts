// swagger-ui-dist ships no types: the part of its ES bundle's API the docs screen uses
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerRequest {
    url: string;
    headers: Record<string, string>;
  }
  interface SwaggerOptions {
    domNode: HTMLElement;
    spec: object;
    deepLinking?: boolean;
    showExtensions?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    filter?: boolean;
    requestInterceptor?: (req: SwaggerRequest) => SwaggerRequest;
  }
  const SwaggerUI: (options: SwaggerOptions) => unknown;
  export default SwaggerUI;
}
