/**
 * The part of the server kernel a worker thread may load (`#kernel/worker`): database access, the in-process
 * cache, time formatting and file helpers — no HTTP stack, so a worker starts quickly. `#kernel/server`
 * re-exports the same functions for the main thread.
 */
export { MemoryCache } from './cache.ts';
export type { AppConfig } from './config.ts';
export { openDb, openPool, sql } from './db/database.ts';
export type { Db } from './db/database.ts';
export { INLINE_TYPES } from './files/file-types.ts';
export { safeResolve, writeAtomic } from './files/storage.ts';
export { fail } from './http/errors.ts';
export { compactInstant, formatInstant } from './i18n/time.ts';
export { Messages } from './i18n/messages.ts';
export { likeValue } from './http/paging.ts';
export { memoPer } from './memo.ts';
export { secretKey, signWith, verifySigned } from './crypto/app-secret.ts';
export { checkCaptcha, createCaptcha } from './auth/captcha.ts';
