import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from '../config.ts';
import type { EmbeddedHandle } from '../db/embedded.ts';
import type { PrimaryMessage, WorkerMessage } from './messages.ts';
import { WindowCounter } from './window-counter.ts';

/** How long a stopping worker may take to finish its requests and background work before it is killed. */
const STOP_GRACE_MS = 20_000;
/** Pause before a worker that died is replaced, so a crash loop does not spin. */
const RESPAWN_DELAY_MS = 1000;

class WorkerFailed extends Error {
  constructor(readonly code: number) {
    super(`worker exited with ${code}`);
  }
}

/**
 * WORKERS > 1: this process owns the embedded PostgreSQL (when no DATABASE_URL) and runs the server in
 * `config.workers` processes sharing the port. They are instances like those of a multi-host deployment
 * (caches and sessions announced over LISTEN/NOTIFY, jobs shared through the database); rate limits
 * without Redis are counted here for all of them. The first worker migrates and seeds alone; the others
 * start once it serves. A worker that dies is replaced; SIGINT/SIGTERM stop the workers, then PostgreSQL.
 */
export async function runPrimary(config: AppConfig, started: number): Promise<void> {
  const print = (m: string) => process.stdout.write(`${m}\n`);
  let stopping = false;
  const workers = new Set<Worker>();
  /** the workers that serve (asked when a worker gathers) */
  const serving = new Set<Worker>();
  const counter = new WindowCounter();
  // the first worker loads the server while PostgreSQL starts; it is sent the address once it runs
  // (loaded here, not with the entry: a worker evaluates the entry too and needs none of it)
  const embedded: Promise<EmbeddedHandle | null> = config.databaseUrl
    ? Promise.resolve(null)
    : import('../db/embedded.ts').then(({ startEmbedded }) => startEmbedded(config.dataDir, print));
  embedded.catch(() => {});

  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      [...workers].map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            const kill = setTimeout(() => w.process.kill('SIGKILL'), STOP_GRACE_MS);
            w.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            w.process.kill('SIGTERM');
          }),
      ),
    );
    const pg = await embedded.catch(() => null);
    await pg?.stop().catch((e) => console.error(e));
    process.exit(code);
  };

  // a question to every serving worker: their answers, or those that came within a second
  let asks = 0;
  const asked = new Map<number, (v: unknown) => void>();
  const gather = (kind: string) =>
    Promise.all(
      [...serving]
        .filter((w) => w.isConnected())
        .map(
          (w) =>
            new Promise<unknown>((resolve) => {
              const id = ++asks;
              const done = (v: unknown) => {
                clearTimeout(timer);
                asked.delete(id);
                resolve(v);
              };
              const timer = setTimeout(() => done(null), 1000);
              asked.set(id, done);
              w.send({ zx: 'ask', id, kind } satisfies PrimaryMessage);
            }),
        ),
    );

  /** Starts one worker; resolves once it serves, rejects with its exit when it dies first. */
  const fork = () =>
    new Promise<Worker>((resolve, reject) => {
      const w = cluster.fork();
      workers.add(w);
      let ready = false;
      w.on('message', (m: WorkerMessage) => {
        if (m?.zx === 'ready') {
          ready = true;
          serving.add(w);
          resolve(w);
        } else if (m?.zx === 'database')
          void embedded.then(
            (pg) => pg && w.isConnected() && w.send({ zx: 'database', url: pg.url } satisfies PrimaryMessage),
            () => {},
          );
        else if (m?.zx === 'gather')
          void gather(m.kind).then((values) => w.isConnected() && w.send({ zx: 'gathered', id: m.id, values } satisfies PrimaryMessage));
        else if (m?.zx === 'answer') asked.get(m.id)?.(m.value);
        else if (m?.zx === 'count') {
          const { count, resetMs } = counter.hit(m.key, m.windowMs);
          if (w.isConnected()) w.send({ zx: 'counted', id: m.id, count, resetMs } satisfies PrimaryMessage);
        }
      });
      w.once('exit', (code, signal) => {
        workers.delete(w);
        serving.delete(w);
        // it printed why itself
        if (!ready) return reject(new WorkerFailed(code ?? 1));
        if (stopping) return;
        console.error(`Worker ${w.process.pid} exited (${signal ?? code}): starting another`);
        const again = () => {
          if (!stopping) fork().catch(() => setTimeout(again, RESPAWN_DELAY_MS));
        };
        setTimeout(again, RESPAWN_DELAY_MS);
      });
    });

  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  try {
    await Promise.all([embedded, fork()]);
    // the first worker migrated and seeded alone; the others find that done
    await Promise.all(Array.from({ length: config.workers - 1 }, fork));
  } catch (e) {
    if (!(e instanceof WorkerFailed)) console.error(e instanceof Error ? e.message : e);
    await stop(e instanceof WorkerFailed ? e.code || 1 : 1);
    return;
  }
  console.log(
    `Zhuxie is serving http://localhost:${config.port}/admin/ (API ${config.apiBase}, ${config.workers} processes) — ready in ${Date.now() - started} ms`,
  );
}
