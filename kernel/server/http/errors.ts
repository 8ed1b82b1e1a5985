import { ResultCode } from '../../shared/codes.ts';

/**
 * A refusal with a localized message: `key` is an i18n key (`ns:path`), `params` fill it in.
 * The envelope carries `code`; HTTP status stays 200 (DESIGN §6).
 */
export class AppError extends Error {
  constructor(
    public code: number,
    public key: string,
    public params?: Record<string, unknown> | unknown[],
    public data?: unknown,
  ) {
    super(key);
  }
}

export const fail = (key: string, params?: Record<string, unknown> | unknown[]) => new AppError(ResultCode.ERROR, key, params);
export const forbidden = (perm?: string) => new AppError(ResultCode.FORBIDDEN, 'server:errors.forbidden', { perm: perm ?? '' });
export const unauthorized = () => new AppError(ResultCode.UNAUTHORIZED, 'server:errors.unauthorized');
export const notFound = (what = '') => new AppError(ResultCode.NOT_FOUND, 'server:errors.notFound', { what });
export const conflict = () => new AppError(ResultCode.CONFLICT, 'server:errors.conflict');
/** A field-level validation failure naming the field. */
export const invalidField = (field: string, key: string, params?: Record<string, unknown>) =>
  new AppError(ResultCode.ERROR, key, { ...params, field }, { field });
