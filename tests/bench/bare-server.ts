import Fastify from 'fastify';

/**
 * The anchor of the paged-list budget: Fastify with no plugins, no logger, no database, answering
 * a constant page of 20 small rows in the same envelope the real API uses. Runs as its own process
 * (like the real server) and prints its port.
 */
const rows = Array.from({ length: 20 }, (_, i) => ({
  userId: i + 1,
  userName: `user${i + 1}`,
  nickName: `User ${i + 1}`,
  deptName: 'Dept',
  status: '0',
  createTime: '2024-01-01 00:00:00',
}));
const app = Fastify({ logger: false });
app.get('/list', async () => ({ code: 200, msg: 'ok', data: { rows, total: 10_000 } }));
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
console.log(`bare-ready ${typeof addr === 'object' && addr ? addr.port : 0}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
