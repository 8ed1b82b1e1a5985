import type pg from 'pg';

/** One schema change of a plugin; `id`s sort lexically and are recorded as (plugin, id). */
export interface Migration {
  id: string;
  up: string | ((client: pg.PoolClient) => Promise<void>);
}

const LOCK_KEY = 7_214_880_001; // advisory lock so concurrent instances migrate one at a time

/**
 * Applies pending migrations plugin by plugin, each in its own transaction. A failure throws an
 * error naming the plugin and migration; the server must not start then.
 */
export async function migrate(pool: pg.Pool, plugins: { id: string; migrations?: Migration[] }[]): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(
      `create table if not exists zx_migration (plugin text not null, id text not null,
        applied_at timestamptz not null default now(), primary key (plugin, id))`,
    );
    const done = new Set((await client.query('select plugin, id from zx_migration')).rows.map((r) => `${r.plugin}/${r.id}`));
    for (const p of plugins) {
      const list = [...(p.migrations ?? [])].sort((a, b) => a.id.localeCompare(b.id));
      for (const m of list) {
        if (done.has(`${p.id}/${m.id}`)) continue;
        try {
          await client.query('begin');
          if (typeof m.up === 'string') await client.query(m.up);
          else await m.up(client);
          await client.query('insert into zx_migration (plugin, id) values ($1, $2)', [p.id, m.id]);
          await client.query('commit');
          applied.push(`${p.id}/${m.id}`);
        } catch (e) {
          await client.query('rollback').catch(() => {});
          throw new Error(`migration ${p.id}/${m.id} failed: ${(e as Error).message}`);
        }
      }
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    client.release();
  }
  return applied;
}
