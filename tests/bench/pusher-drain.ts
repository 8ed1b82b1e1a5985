import { buildApp } from '../../kernel/server/app.ts';
import { loadConfig } from '../../kernel/server/config.ts';
import { emitEvent } from '../../kernel/server/pusher/index.ts';
import { serverPlugins } from '../../plugins/index.server.ts';
import { smtpSink } from '../support/push-sinks.ts';
import { BUDGETS } from './budgets.ts';
import { onCleanup, tempDir } from './lib/cleanup.ts';
import { judge, type Row } from './lib/result.ts';
import { round } from './lib/stats.ts';

const MAILS = Number(process.env.BENCH_PUSHER_MAILS) || 10_000;
const PER_EVENT = 1_000;

/**
 * Issue 31: 10,000 queued e-mails drain to a local SMTP sink. An app on an embedded PostgreSQL of its own, one
 * e-mail channel to the sink, `kernel.job.failed` subscribed for its subjects; ten occurrences of 1,000 recipients
 * each are emitted (each in its transaction, queued through pg-boss), and the clock runs from the first emit to
 * the sink's 10,000th message.
 */
export async function measurePusherDrain(log: (m: string) => void): Promise<Row[]> {
  const sink = await smtpSink({ parse: false });
  const app = await buildApp(
    loadConfig({ DATA_DIR: tempDir('pusher'), ADMIN_PASSWORD: 'Bench#Push2025', LOG_LEVEL: 'silent', SCHEDULER_ENABLED: 'false' }),
    { plugins: serverPlugins, print: () => {}, logger: false },
  );
  const forget = onCleanup(async () => {
    await app.close();
    await sink.close();
  });
  try {
    const { kernel } = app;
    const ch = await kernel.db
      .insertInto('sysPushChannel')
      .values({ channelName: 'bench', channelType: 'email', config: { host: '127.0.0.1', port: sink.port, from: 'bench@zhuxie.test' } })
      .returning('channelId')
      .executeTakeFirstOrThrow();
    await kernel.db
      .insertInto('sysPushSubscription')
      .values({ eventCode: 'kernel.job.failed', channelId: ch.channelId, targetType: 'subject' })
      .execute();
    const t0 = performance.now();
    for (let e = 0; e < MAILS / PER_EVENT; e++) {
      const subjects = Array.from({ length: PER_EVENT }, (_, i) => ({ email: `m${e * PER_EVENT + i}@bench.test`, name: `M ${i}` }));
      await kernel.db
        .transaction()
        .execute((trx) =>
          emitEvent(kernel, trx, 'kernel.job.failed', { jobName: 'bench', invokeTarget: 'x', time: '', error: '' }, subjects),
        );
    }
    const queued = performance.now() - t0;
    log(`  ${MAILS} e-mails queued in ${Math.round(queued)} ms`);
    const deadline = Date.now() + 120_000;
    while (sink.received() < MAILS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const seconds = (performance.now() - t0) / 1000;
    const states = await kernel.db
      .selectFrom('sysPushDelivery')
      .select(['state', (e) => e.fn.countAll<string>().as('n'), (e) => e.fn.max('lastError').as('error')])
      .groupBy('state')
      .execute();
    log(`  deliveries: ${states.map((s) => `${s.state} ${s.n}${s.error ? ` (${String(s.error).slice(0, 120)})` : ''}`).join(', ')}`);
    const rate = sink.received() / seconds;
    return [
      {
        measure: `pusher: ${MAILS.toLocaleString('en')} queued e-mails to a local SMTP sink`,
        value: round(rate, 0),
        unit: 'mails/s',
        budget: BUDGETS.pusherMailsPerSecond.text,
        anchor: BUDGETS.pusherMailsPerSecond.anchor,
        verdict: sink.received() < MAILS ? 'error' : judge(rate, BUDGETS.pusherMailsPerSecond),
        note: `${sink.received()} received in ${round(seconds, 1)} s (queueing ${Math.round(queued)} ms)`,
      },
    ];
  } finally {
    forget();
    await app.close();
    await sink.close();
  }
}
