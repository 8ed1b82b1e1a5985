import { Worker } from 'node:worker_threads';
import { type Kernel, sql, workerScript } from '#kernel/server';
import { SCRIPT_LIMITS, type ScriptResult } from '../../shared/script.ts';
import { answerQuery, type Translate } from './read-facade.ts';
import { fingerprintOf, type WriteRun } from './write-facade.ts';
import type { SandboxIn, SandboxOut, StopReason } from './sandbox-protocol.ts';

/** Time the thread gets beyond the script's own limit (loading QuickJS, a query under way) before it is ended. */
const GRACE_MS = 10_000;

/**
 * Runs one script in a thread of its own (sandbox.worker.ts) and answers its queries here, through the read
 * facade. Whatever the script does — loop, allocate, print without end, crash — the thread is ended and the
 * run answers with its output so far and a localized reason; the server's own thread never runs script code.
 */
export function runScript(kernel: Kernel, t: Translate, code: string, user: SandboxIn['user'], write?: WriteRun): Promise<ScriptResult> {
  const started = Date.now();
  const input: SandboxIn = {
    code,
    user,
    limits: { timeMs: SCRIPT_LIMITS.timeMs, memoryBytes: SCRIPT_LIMITS.memoryBytes, outputChars: SCRIPT_LIMITS.outputChars },
  };
  const worker = new Worker(new URL(workerScript('tools-sandbox', new URL('./sandbox.worker.ts', import.meta.url))), {
    workerData: input,
    // the host side's own heap, beside QuickJS's limited one
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
  });
  const lines: string[] = [];
  return new Promise<ScriptResult>((resolve) => {
    let ended = false;
    const end = (stopped: StopReason | 'crashed' | null, error?: string) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) lines.push(error);
      const reason = stopped ? t(`tools:script.stopped.${stopped}`, SCRIPT_LIMITS) : undefined;
      if (reason) lines.push(reason);
      resolve({
        output: lines.join('\n'),
        ok: !stopped && !error,
        error: reason ?? (error ? t('tools:script.failed') : undefined),
        ms: Date.now() - started,
      });
    };
    const timer = setTimeout(() => end('time'), SCRIPT_LIMITS.timeMs + GRACE_MS);
    worker.on('message', (m: SandboxOut) => {
      if (m.type === 'out') lines.push(m.text);
      else if (m.type === 'query')
        void answerQuery(kernel, t, m.op, m.json, write).then(
          (json) => !ended && worker.postMessage({ id: m.id, json }),
          (e: Error) => end(null, e.message),
        );
      else end(m.stopped ?? null, m.error);
    });
    worker.on('error', (e) => end(/memory|allocation/i.test(e.message) ? 'memory' : 'crashed', e.message));
    worker.on('exit', () => end('crashed'));
  });
}

/** Thrown out of a write run's transaction so that it rolls back, carrying the run's result. */
class RolledBack {
  constructor(readonly result: ScriptResult) {}
}

/**
 * A run in write mode: the script runs in one transaction, which is rolled back and the rows it changed answered
 * with their fingerprint — unless `confirm` is that fingerprint of this very run (same text, same changes) and
 * the script ended by itself: then the transaction commits. A confirmed run whose changes differ (the data moved
 * on) is rolled back too, answering the new changes to confirm again.
 */
export async function runWriteScript(
  kernel: Kernel,
  t: Translate,
  code: string,
  user: SandboxIn['user'],
  confirm: string | undefined,
): Promise<ScriptResult> {
  try {
    return await kernel.db.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = ${sql.lit(SCRIPT_LIMITS.timeMs)}`.execute(trx);
      const write: WriteRun = { trx, changes: [], rows: 0, stable: [] };
      const result = await runScript(kernel, t, code, user, write);
      const fingerprint = fingerprintOf(code, write);
      const answered = { ...result, changes: write.changes, fingerprint };
      if (!result.ok || confirm !== fingerprint || write.changes.length === 0) {
        const stale = result.ok && confirm !== undefined && confirm !== fingerprint;
        throw new RolledBack({ ...answered, committed: false, error: stale ? t('tools:script.changedSince') : answered.error });
      }
      return { ...answered, committed: true };
    });
  } catch (e) {
    if (e instanceof RolledBack) return e.result;
    throw e;
  }
}
