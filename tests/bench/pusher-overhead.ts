import { buildApp } from '../../kernel/server/app.ts';
import { loadConfig } from '../../kernel/server/config.ts';
import { serverPlugins } from '../../plugins/index.server.ts';
import { BUDGETS } from './budgets.ts';
import { onCleanup, tempDir } from './lib/cleanup.ts';
import { judge, type Row } from './lib/result.ts';
import { smtpSinkProcess } from './lib/smtp-sink-process.ts';
import { percentile, round } from './lib/stats.ts';

const REQUESTS = Number(process.env.BENCH_PUSHER_REQUESTS) || 600;
const BLOCK = 50;
const PASSWORD = 'Bench#Push2025';

/**
 * Issue 31: the request that causes an event is no slower with the pusher than without it. A reviewer returns
 * pending member registrations (`POST /award/registration/:id/return`, which emits `award.registration.result`
 * in its transaction), in blocks that alternate between the e-mail channel switched off (the event finds no
 * subscription: the pusher does nothing) and switched on (a delivery row and its queue job are written, and
 * the worker sends to a local SMTP sink, in a process of its own, while the next requests run). The p50 of the two halves are compared.
 */
export async function measurePusherOverhead(log: (m: string) => void): Promise<Row[]> {
  const sink = await smtpSinkProcess();
  const app = await buildApp(
    loadConfig({
      DATA_DIR: tempDir('pusher-overhead'),
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'silent',
      SCHEDULER_ENABLED: 'false',
      CAPTCHA_ENABLED: 'false',
    }),
    { plugins: serverPlugins, print: () => {}, logger: false },
  );
  const forget = onCleanup(async () => {
    await app.close();
    await sink.close();
  });
  try {
    const { kernel } = app;
    const call = async (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) => {
      const res = await app.app.inject({
        method,
        url: kernel.config.apiBase + url,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      return JSON.parse(res.body) as { code: number; msg: string; data?: unknown };
    };
    const login = await call('POST', '/login', { username: 'admin', password: PASSWORD });
    if (login.code !== 200) throw new Error(`login failed: ${login.msg}`);
    const token = login.data as string;

    const ids = await seedRegistrations(kernel.db, REQUESTS + 20);
    const ch = await kernel.db
      .insertInto('sysPushChannel')
      .values({
        channelName: 'bench',
        channelType: 'email',
        status: '1',
        config: { host: '127.0.0.1', port: sink.port, from: 'bench@zhuxie.test' },
      })
      .returning('channelId')
      .executeTakeFirstOrThrow();
    await kernel.db
      .insertInto('sysPushSubscription')
      .values({ eventCode: 'award.registration.result', channelId: ch.channelId, targetType: 'subject' })
      .execute();
    const switchChannel = (on: boolean) =>
      kernel.db
        .updateTable('sysPushChannel')
        .set({ status: on ? '0' : '1' })
        .where('channelId', '=', ch.channelId)
        .execute();

    const times = { off: [] as number[], on: [] as number[] };
    const returnOne = async (id: number) => {
      const t0 = performance.now();
      const r = await call('POST', `/award/registration/${id}/return`, { opinion: '材料不全，请补充。' }, token);
      const ms = performance.now() - t0;
      if (r.code !== 200) throw new Error(`return of registration ${id} failed: ${r.msg}`);
      return ms;
    };
    // warm-up: plans, caches and the JIT, with the channel off
    for (const id of ids.splice(0, 20)) await returnOne(id);
    for (let b = 0; ids.length; b++) {
      const on = b % 2 === 1;
      await switchChannel(on);
      for (const id of ids.splice(0, BLOCK)) times[on ? 'on' : 'off'].push(await returnOne(id));
    }
    const deadline = Date.now() + 60_000;
    while ((await sink.received()) < times.on.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const received = await sink.received();
    const p50Off = percentile(times.off, 50);
    const p50On = percentile(times.on, 50);
    const ratio = p50On / p50Off;
    log(`  p50 without deliveries ${round(p50Off, 2)} ms, with ${round(p50On, 2)} ms; ${received} e-mails received`);
    return [
      {
        measure: 'pusher: p50 of a request that emits an event, channel on ÷ off',
        value: round(ratio, 2),
        unit: '×',
        budget: BUDGETS.pusherRequestP50Ratio.text,
        anchor: BUDGETS.pusherRequestP50Ratio.anchor,
        verdict: received < times.on.length ? 'error' : judge(ratio, BUDGETS.pusherRequestP50Ratio),
        note: `${times.off.length}+${times.on.length} returns: p50 ${round(p50Off, 2)} ms off, ${round(p50On, 2)} ms on; ${received}/${times.on.length} e-mails delivered`,
      },
    ];
  } finally {
    forget();
    await app.close();
    await sink.close();
  }
}

/** `n` pending member registrations, each with a contact e-mail (the event's recipient). */
async function seedRegistrations(db: Awaited<ReturnType<typeof buildApp>>['kernel']['db'], n: number): Promise<number[]> {
  const rows = Array.from({ length: n }, (_, i) => ({
    userName: `bench${i}`,
    passwordHash: 'x',
    phone: `139${String(i).padStart(8, '0')}`,
    email: `bench${i}@bench.test`,
    uscc: `91110000${String(i).padStart(10, '0')}`,
    enterpriseName: `基准建设有限公司${i}`,
    applyLevel: 'member',
    formData: { contact: { contactName: `联系人${i}`, contactEmail: `contact${i}@bench.test` }, enterprise: {} },
    schemaVersion: 1,
  }));
  const inserted = await db.insertInto('awardRegistration').values(rows).returning('registrationId').execute();
  return inserted.map((r) => r.registrationId);
}
