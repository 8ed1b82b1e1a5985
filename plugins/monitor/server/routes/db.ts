import type { FastifyInstance } from 'fastify';
import { ok, type Kernel } from '#kernel/server';
import type { DbInfo } from '../../shared/db.ts';
/**
 * Database monitor: read-only views of PostgreSQL's statistics, run in a READ ONLY transaction with a
 * statement timeout so a busy catalog never holds a pool connection for long.
 */
export async function dbRoutes(app: FastifyInstance, kernel: Kernel) {
  app.get('/monitor/db', { config: { access: 'monitor:db:view' } }, async () => {
    const c = await kernel.pool.connect();
    try {
      await c.query('begin read only');
      await c.query(`set local statement_timeout = '5s'`);
      const q = async (text: string) => (await c.query(text)).rows;
      const [info] =
        await q(`select version() as version, current_setting('server_version') as "serverVersion", current_database() as database,
        pg_database_size(current_database())::float8 as "databaseSize", pg_size_pretty(pg_database_size(current_database())) as "databaseSizePretty",
        current_setting('max_connections')::int as "maxConnections", pg_postmaster_start_time() as "startTime",
        current_setting('TimeZone') as "timeZone"`);
      const connections = await q(`select coalesce(state, 'background') as state, count(*)::int as count from pg_stat_activity
        where datname = current_database() group by 1 order by 2 desc`);
      const tables = await q(`select n.nspname as schema, c.relname as "tableName", greatest(c.reltuples, 0)::float8 as "rowEstimate",
        pg_total_relation_size(c.oid)::float8 as "totalBytes", pg_relation_size(c.oid)::float8 as "tableBytes",
        pg_indexes_size(c.oid)::float8 as "indexBytes", pg_size_pretty(pg_total_relation_size(c.oid)) as "totalSize",
        coalesce(s.n_live_tup, 0)::float8 as "liveRows", coalesce(s.n_dead_tup, 0)::float8 as "deadRows",
        s.last_autovacuum as "lastAutovacuum", s.last_autoanalyze as "lastAutoanalyze"
        from pg_class c join pg_namespace n on n.oid = c.relnamespace left join pg_stat_user_tables s on s.relid = c.oid
        where c.relkind in ('r', 'p', 'm') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
        order by pg_total_relation_size(c.oid) desc limit 20`);
      const longQueries =
        await q(`select pid, usename as "userName", application_name as "applicationName", client_addr::text as "clientAddr", state,
        wait_event_type as "waitEventType", wait_event as "waitEvent",
        extract(epoch from (now() - query_start))::float8 as "durationSeconds", query_start as "queryStart", left(query, 500) as query
        from pg_stat_activity where datname = current_database() and state <> 'idle' and pid <> pg_backend_pid()
          and query_start < now() - interval '1 second' order by query_start limit 20`);
      const locks = await q(`select l.locktype as "lockType", l.mode, l.granted, l.pid, c.relname as relation,
        a.state, left(a.query, 200) as query, extract(epoch from (now() - a.query_start))::float8 as "durationSeconds"
        from pg_locks l left join pg_class c on c.oid = l.relation left join pg_stat_activity a on a.pid = l.pid
        where l.database = (select oid from pg_database where datname = current_database()) and l.pid <> pg_backend_pid()
          and l.locktype <> 'advisory'
        order by l.granted, l.pid limit 50`);
      const [stats] = await q(`select xact_commit::float8 as commits, xact_rollback::float8 as rollbacks, blks_read::float8 as "blocksRead",
        blks_hit::float8 as "blocksHit", case when blks_hit + blks_read > 0 then round(100.0 * blks_hit / (blks_hit + blks_read), 2)::float8 end as "cacheHitRatio",
        deadlocks::float8 as deadlocks, temp_bytes::float8 as "tempBytes" from pg_stat_database where datname = current_database()`);
      await c.query('commit');
      return ok<DbInfo>({
        ...info,
        connections,
        tables,
        longQueries,
        locks,
        stats,
        poolSize: kernel.pool.totalCount,
        poolIdle: kernel.pool.idleCount,
        poolWaiting: kernel.pool.waitingCount,
      });
    } catch (e) {
      await c.query('rollback').catch(() => {});
      throw e;
    } finally {
      c.release();
    }
  });
}
