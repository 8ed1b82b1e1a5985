import { conflict } from '../http/errors.ts';

/**
 * Fails with a localized conflict (code 409) when an optimistic update touched no row: someone saved a newer
 * version in between, and nothing of theirs or ours is lost (the caller's transaction rolls back).
 */
export function assertUpdated(result: { numUpdatedRows: bigint } | { numUpdatedRows?: bigint }[] | undefined): void {
  const r = Array.isArray(result) ? result[0] : result;
  if (!r?.numUpdatedRows || Number(r.numUpdatedRows) === 0) throw conflict();
}
