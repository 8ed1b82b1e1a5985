/** Application result codes carried in the `{code,msg,data}` envelope (HTTP status stays 200). */
export const ResultCode = {
  SUCCESS: 200,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ERROR: 500,
  WARN: 601,
} as const;
export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

/** The response envelope every JSON endpoint returns. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

/** Paged list payload, nested inside `data` (ChestnutCMS convention). */
export interface PageData<T> {
  rows: T[];
  total: number;
}
