import Fastify from 'fastify';
import pg from 'pg';

/**
 * The anchor of the site-search budget (issue 35): plain Fastify + `pg` finding a site's contents whose title or
 * body holds the word — `ILIKE '%word%'` over the same table the index was built from, the 10 newest and a count,
 * as a search over SQL without an index does. Runs as its own process, given the connection string, and prints its port.
 */
const pool = new pg.Pool({ connectionString: process.argv[2], max: Number(process.env.DB_POOL_MAX) || 20 });
const app = Fastify({ logger: false });
app.get<{ Querystring: { q?: string; siteId?: string } }>('/search', async (req) => {
  const like = `%${String(req.query.q ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = `from cms_content c join cms_content_body b on b.content_id = c.content_id
     where c.site_id = $1 and c.status = '30' and not c.deleted and (c.title ilike $2 or b.content_html ilike $2)`;
  const [rows, total] = await Promise.all([
    pool.query(`select c.content_id, c.title, c.publish_date ${where} order by c.publish_date desc limit 10`, [req.query.siteId, like]),
    pool.query(`select count(*)::int as n ${where}`, [req.query.siteId, like]),
  ]);
  return { code: 200, msg: 'ok', data: { rows: rows.rows, total: total.rows[0].n } };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
console.log(`bare-ready ${typeof addr === 'object' && addr ? addr.port : 0}`);
process.on('SIGTERM', () => void Promise.all([app.close(), pool.end()]).then(() => process.exit(0)));
