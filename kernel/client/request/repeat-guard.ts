import { REQUEST } from '../../shared/constants.ts';

interface Last {
  url: string;
  data: string;
  time: number;
}

const KEY = 'sessionObj';

/**
 * Duplicate-submit guard (SPEC §5): a POST/PUT with the same url and data as the previous one within
 * 1000 ms is blocked. Returns true when the request may go. State lives in sessionStorage.
 */
export function allowSubmit(url: string, data: unknown, now = Date.now(), storage: Storage = sessionStorage): boolean {
  const body = typeof data === 'string' ? data : JSON.stringify(data ?? null);
  let last: Last | null = null;
  try {
    last = JSON.parse(storage.getItem(KEY) ?? 'null');
  } catch {
    last = null;
  }
  if (last && last.url === url && last.data === body && now - last.time < REQUEST.repeatSubmitWindowMs) return false;
  // Very large bodies are not remembered (as RuoYi: beyond 5 MB the check is skipped).
  if (body.length < 5 * 1024 * 1024) storage.setItem(KEY, JSON.stringify({ url, data: body, time: now }));
  return true;
}
