/** The OpenAPI document of Tools → API docs: only what the caller may call (under the API base). */
export const SWAGGER_DOC_URL = '/tool/swagger/openapi.json';
