import Fastify from 'fastify';
import pg from 'pg';

/**
 * The second anchor of the paged-list budget (issue 8): plain Fastify + `pg` listing 20 rows of the same
 * 10,000-user table the real route reads, `order by … limit/offset` plus a `count(*)` per request — no join,
 * no data scope, no cache, no auth. Same pool size as the real server. Runs as its own process, given the
 * connection string as its argument, and prints its port.
 */
const pool = new pg.Pool({ connectionString: process.argv[2], max: Number(process.env.DB_POOL_MAX) || 20 });
const app = Fastify({ logger: false });
app.get<{ Querystring: { pageNum?: string; pageSize?: string } }>('/list', async (req) => {
  const size = Math.min(Number(req.query.pageSize) || 20, 500);
  const offset = ((Number(req.query.pageNum) || 1) - 1) * size;
  const [rows, total] = await Promise.all([
    pool.query(
      'select user_id, dept_id, user_name, nick_name, email, phone_number, sex, status, login_ip, login_date, create_time from sys_user order by user_id limit $1 offset $2',
      [size, offset],
    ),
    pool.query('select count(*)::int as n from sys_user'),
  ]);
  return { code: 200, msg: 'ok', data: { rows: rows.rows, total: total.rows[0].n } };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
console.log(`bare-ready ${typeof addr === 'object' && addr ? addr.port : 0}`);
process.on('SIGTERM', () => void Promise.all([app.close(), pool.end()]).then(() => process.exit(0)));
