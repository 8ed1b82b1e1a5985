// pg's own value serializer (Dates in the session's form, arrays, JSON), which its queries bind with
declare module 'pg/lib/utils.js' {
  export function prepareValue(value: unknown): unknown;
}
