import type { Kernel } from '../kernel.ts';
import { claim, deliverClaimed } from './deliver.ts';
import { enqueueRetries, pushQueue } from './queue.ts';
import { stopSendPool } from './send-pool.ts';

/**
 * How the sender works the waiting deliveries: a claim takes up to `batch`; while claims come back full
 * (a backlog) more lanes claim side by side, up to `lanes`. An emit wakes it after `gatherMs` (its
 * transaction has committed by then, and the deliveries of the requests meanwhile go in the same claim: a busy
 * server sends in two bursts a second, not beside every request that emitted, and claims and marks in bulk);
 * for `activeMs` after a wake it also looks every `pollMs` (a transaction that committed late). A quiet
 * server runs no statement for it: at boot it looks once, and once more when a send left hanging by a
 * stopped instance may be claimed again (`hungMs`, as claim() has it). Shutdown waits `stopWaitMs` at most
 * for the running sends.
 */
export const SENDER = {
  batch: 200,
  lanes: 4,
  gatherMs: 500,
  pollMs: 1000,
  activeMs: 15_000,
  hungMs: 5 * 60_000 + 5_000,
  stopWaitMs: 10_000,
} as const;

interface SenderState {
  lanes: Set<Promise<void>>;
  /** deliveries may have been committed since the running lanes last claimed */
  again: boolean;
  stopped: boolean;
  /** until when it polls (15 s after the last wake) */
  activeUntil: number;
  timers: Set<NodeJS.Timeout>;
  wake?: NodeJS.Timeout;
  poll?: NodeJS.Timeout;
}

const senders = new WeakMap<Kernel, SenderState>();

function stateOf(kernel: Kernel): SenderState {
  const s = senders.get(kernel) ?? { lanes: new Set(), again: false, stopped: false, activeUntil: 0, timers: new Set() };
  senders.set(kernel, s);
  return s;
}

/** One lane: claims and delivers until nothing is waiting; a failed first attempt goes to the retries' queue. */
async function lane(kernel: Kernel, s: SenderState): Promise<void> {
  while (!s.stopped) {
    s.again = false;
    const claimed = await claim(kernel, { limit: SENDER.batch });
    if (claimed.length === SENDER.batch) pass(kernel, s, true);
    const retry = await deliverClaimed(kernel, claimed);
    await enqueueRetries(
      kernel,
      retry.map((r) => r.deliveryId),
    );
    if (claimed.length < SENDER.batch && !s.again) return;
  }
}

/** Starts a lane when none runs (or, for a backlog, another one), else tells the running ones to claim again. */
function pass(kernel: Kernel, s: SenderState, backlog = false): void {
  if (s.stopped) return;
  if (s.lanes.size && !(backlog && s.lanes.size < SENDER.lanes)) {
    s.again = true;
    return;
  }
  const l: Promise<void> = lane(kernel, s)
    .catch((e) => console.error('push sender:', (e as Error).message))
    .finally(() => s.lanes.delete(l));
  s.lanes.add(l);
}

/** Runs `fn` after `ms` unless the sender stops first. */
function later(s: SenderState, ms: number, fn: () => void): void {
  const t = setTimeout(() => {
    s.timers.delete(t);
    fn();
  }, ms);
  t.unref();
  s.timers.add(t);
}

/** After an emit (or a retry by hand): the sender claims a moment later, once the emitting transaction has committed. */
export function wakeSender(kernel: Kernel): void {
  const s = stateOf(kernel);
  if (s.stopped) return;
  s.activeUntil = Date.now() + SENDER.activeMs;
  if (!s.poll) {
    s.poll = setInterval(() => {
      if (Date.now() < s.activeUntil) return pass(kernel, s);
      clearInterval(s.poll);
      s.poll = undefined;
    }, SENDER.pollMs);
    s.poll.unref();
  }
  if (s.wake) return;
  s.wake = setTimeout(() => {
    s.wake = undefined;
    pass(kernel, s);
  }, SENDER.gatherMs);
  s.wake.unref();
}

/** At boot: deliveries waiting from before this start go out (hanging sends when they may be claimed again); retries resume. */
export function resumePushQueue(kernel: Kernel): void {
  const s = stateOf(kernel);
  s.stopped = false;
  pass(kernel, s);
  later(s, SENDER.hungMs, () => pass(kernel, s));
  pushQueue.resume(kernel);
}

/** At shutdown: stop claiming, let the running sends finish, stop the retries' queue, close the send thread. */
export async function stopPushQueue(kernel: Kernel): Promise<void> {
  const s = stateOf(kernel);
  s.stopped = true;
  clearTimeout(s.wake);
  clearInterval(s.poll);
  for (const t of s.timers) clearTimeout(t);
  s.timers.clear();
  s.wake = s.poll = undefined;
  // a send to a server that hangs gives up after its timeouts; shutdown does not wait that long
  await Promise.race([Promise.all(s.lanes), new Promise((r) => setTimeout(r, SENDER.stopWaitMs).unref())]);
  await pushQueue.stop(kernel);
  await stopSendPool(kernel);
}
