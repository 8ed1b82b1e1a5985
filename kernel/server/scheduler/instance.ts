import os from 'node:os';
import pg from 'pg';
import type { Db } from '../db/database.ts';
import { sql } from '../db/database.ts';
import { RunStatus } from './tables.ts';
import './tables.ts';

/** First key of the two-key advisory locks that mark live instances (second key = instance_no). */
export const INSTANCE_LOCK_NS = 0x5a58;

/**
 * This server instance as other instances see it: a sys_instance row plus a session advisory lock held
 * on a dedicated connection for the life of the process. PostgreSQL drops the lock when the process or
 * its connection dies (kill -9 included), so "is instance N alive" is a look at pg_locks, with no
 * heartbeat delay: a restarted server finds its predecessor dead at once.
 */
export class InstanceRegistry {
  instanceNo = 0;
  private client: pg.Client | null = null;
  private released = false;

  constructor(
    private db: Db,
    private url: string,
  ) {}

  async register(): Promise<number> {
    const row = await this.db
      .insertInto('sysInstance')
      .values({ host: os.hostname(), pid: process.pid })
      .returning('instanceNo')
      .executeTakeFirstOrThrow();
    this.instanceNo = row.instanceNo;
    await this.lock();
    return this.instanceNo;
  }

  private async lock(): Promise<void> {
    const c = new pg.Client({ connectionString: this.url });
    c.on('error', () => {
      // connection lost: take the lock again on a new connection so this instance keeps counting as alive
      if (this.client === c) {
        this.client = null;
        this.relock();
      }
    });
    try {
      await c.connect();
      await c.query('select pg_advisory_lock($1, $2)', [INSTANCE_LOCK_NS, this.instanceNo]);
    } catch (e) {
      await c.end().catch(() => {});
      throw e;
    }
    if (this.released) {
      await c.end().catch(() => {});
      return;
    }
    this.client = c;
  }

  /** Takes the lock again, every second until the database answers (it may be restarting), unless released. */
  private relock(): void {
    const retry = () => {
      if (this.released) return;
      this.lock().catch(() => setTimeout(retry, 1000).unref());
    };
    setTimeout(retry, 1000).unref();
  }

  /** SQL predicate "instance_no belongs to a live instance" for the current database. */
  static aliveSql(column: string) {
    return sql<boolean>`${sql.ref(column)} in (select l.objid::int from pg_locks l join pg_database d on d.oid = l.database
      where d.datname = current_database() and l.locktype = 'advisory' and l.classid = ${INSTANCE_LOCK_NS} and l.objsubid = 2 and l.granted)`;
  }

  /**
   * Marks as interrupted whatever a dead instance left running: job and task logs, async tasks.
   * Returns how many rows changed.
   */
  async reapDead(): Promise<number> {
    let n = 0;
    const dead = (col: string) => sql<boolean>`(${sql.ref(col)} is null or not ${InstanceRegistry.aliveSql(col)})`;
    const msg = 'interrupted: the server instance that ran it stopped';
    n += Number(
      (
        await this.db
          .updateTable('sysJobLog')
          .set({ status: RunStatus.INTERRUPTED, endTime: sql<string>`now()`, exceptionInfo: msg })
          .where('status', '=', RunStatus.RUNNING)
          .where(dead('instance_no'))
          .executeTakeFirst()
      ).numUpdatedRows,
    );
    n += Number(
      (
        await this.db
          .updateTable('sysTaskLog')
          .set({
            status: RunStatus.INTERRUPTED,
            endTime: sql<string>`now()`,
            interruptTime: sql<string>`now()`,
            message: msg,
          })
          .where('status', '=', RunStatus.RUNNING)
          .where(dead('instance_no'))
          .executeTakeFirst()
      ).numUpdatedRows,
    );
    n += Number(
      (
        await this.db
          .updateTable('sysAsyncTask')
          .set({
            status: 'INTERRUPTED',
            endTime: sql<string>`now()`,
            errMessages: sql<string[]>`err_messages || ${JSON.stringify([msg])}::jsonb`,
          })
          .where('status', 'in', ['RUNNING', 'READY'])
          .where(dead('instance_no'))
          .executeTakeFirst()
      ).numUpdatedRows,
    );
    return n;
  }

  /** Releases the liveness lock (clean shutdown, after this instance has recorded its own runs). */
  async release(): Promise<void> {
    this.released = true;
    const c = this.client;
    this.client = null;
    if (c) await c.end().catch(() => {});
  }
}

/** instance numbers holding their liveness lock (InstanceRegistry) */
export const LIVE_INSTANCES = `select l.objid::int from pg_locks l join pg_database d on d.oid = l.database
  where d.datname = current_database() and l.locktype = 'advisory' and l.classid = ${INSTANCE_LOCK_NS} and l.objsubid = 2 and l.granted`;
