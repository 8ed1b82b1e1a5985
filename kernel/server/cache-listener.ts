import type pg from 'pg';
import { CACHE_CHANNEL, ORIGIN_SEPARATOR } from './cache-channel.ts';

export interface CacheListenerOptions {
  /** this instance's origin: the echo of its own announcements is skipped */
  origin: string;
  /** applies an announcement (`name` or `name \u001f key`) of another instance or of the database */
  apply: (payload: string) => void;
  /** drops every cache: when the connection is lost, and again once listening anew */
  forgetAll: () => void;
}

/**
 * Listens on the kernel's cache channel with a connection of its own. The caches trust it (sessions for a minute),
 * so a lost connection drops every cache and listens again — and drops them once more when it listens, since what
 * was loaded meanwhile may have missed an announcement. `close` ends it for good.
 */
export async function listenForInvalidations(pool: pg.Pool, o: CacheListenerOptions): Promise<{ close(): void }> {
  let listener: pg.PoolClient | null = null;
  let closing = false;
  const listen = async (again: boolean): Promise<void> => {
    const c = await pool.connect();
    c.on('notification', (n) => {
      if (!n.payload) return;
      const at = n.payload.indexOf(ORIGIN_SEPARATOR);
      // this instance applied its own announcement when it made it: applying it again when the echo
      // arrives would drop what was loaded since (e.g. the total read right after the write)
      if (n.payload.slice(0, at) === o.origin) return;
      o.apply(n.payload.slice(at + 1));
    });
    c.on('error', () => {
      if (listener !== c) return;
      listener = null;
      c.release(true);
      if (closing) return;
      o.forgetAll();
      const retry = () => void listen(true).catch(() => setTimeout(retry, 1000).unref());
      setTimeout(retry, 200).unref();
    });
    try {
      await c.query(`listen ${CACHE_CHANNEL}`);
    } catch (e) {
      c.release(true);
      throw e;
    }
    // closed while connecting: no listener is left behind
    if (closing) return c.release();
    listener = c;
    if (again) o.forgetAll();
  };
  await listen(false);
  return {
    close() {
      closing = true;
      const l = listener;
      listener = null;
      l?.release();
    },
  };
}
