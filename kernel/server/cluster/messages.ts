import cluster from 'node:cluster';

/**
 * What a worker tells the primary: it serves; it asks for the database's address, a shared count, or what
 * every worker answers to a question (`gather`); its own answer to such a question (`answer`).
 */
export type WorkerMessage =
  | { zx: 'ready' }
  | { zx: 'database' }
  | { zx: 'count'; id: number; key: string; windowMs: number }
  | { zx: 'gather'; id: number; kind: string }
  | { zx: 'answer'; id: number; value: unknown };
/** The primary's messages: the database's address; a count; a question to answer; every worker's answers. */
export type PrimaryMessage =
  | { zx: 'database'; url: string }
  | { zx: 'counted'; id: number; count: number; resetMs: number }
  | { zx: 'ask'; id: number; kind: string }
  | { zx: 'gathered'; id: number; values: unknown[] };

/** True in a server process the cluster primary started (WORKERS > 1). */
export const inWorker = () => cluster.isWorker && process.send != null;

let seq = 0;
/** questions to the primary awaiting its answer, by id */
const pending = new Map<number, (answer: PrimaryMessage | null) => void>();
/** what this process answers, by question (`answerGather`) */
const answers = new Map<string, () => unknown>();
let database: ((url: string) => void) | null = null;
let listening = false;

/** Answers reach a listener installed before the first question (a message with none is dropped). */
function listen(): void {
  if (listening) return;
  listening = true;
  process.on('message', (m: PrimaryMessage) => {
    if (m?.zx === 'database') database?.(m.url);
    else if (m?.zx === 'counted' || m?.zx === 'gathered') pending.get(m.id)?.(m);
    else if (m?.zx === 'ask')
      void answerOf(m.kind).then((value) => process.send!({ zx: 'answer', id: m.id, value } satisfies WorkerMessage));
  });
}

/** Sends the primary a question and resolves with its answer, or null when none came within `timeoutMs`. */
function request(question: (id: number) => WorkerMessage, timeoutMs: number): Promise<PrimaryMessage | null> {
  listen();
  const id = ++seq;
  return new Promise((resolve) => {
    const done = (answer: PrimaryMessage | null) => {
      clearTimeout(timer);
      pending.delete(id);
      resolve(answer);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    pending.set(id, done);
    process.send!(question(id), undefined, undefined, (e) => e && done(null));
  });
}

/** Asks the primary where the embedded PostgreSQL it starts is; answered once it runs. */
export function databaseFromPrimary(): Promise<string> {
  listen();
  const url = new Promise<string>((resolve) => (database = resolve));
  process.send!({ zx: 'database' } satisfies WorkerMessage);
  return url;
}

/** Tells the primary this worker serves. */
export function announceReady(): void {
  if (inWorker()) process.send!({ zx: 'ready' } satisfies WorkerMessage);
}

/**
 * Counts a hit in the primary's window for `key`, so the workers of one server share one limit (no Redis).
 * Null when this is no worker or the primary does not answer within a second: the caller counts locally.
 */
export async function countInPrimary(key: string, windowMs: number): Promise<{ count: number; resetMs: number } | null> {
  if (!inWorker() || !process.connected) return null;
  const a = await request((id) => ({ zx: 'count', id, key, windowMs }), 1000);
  return a?.zx === 'counted' ? { count: a.count, resetMs: a.resetMs } : null;
}

const answerOf = async (kind: string): Promise<unknown> => {
  try {
    return (await answers.get(kind)?.()) ?? null;
  } catch {
    return null;
  }
};

/** Sets what this worker answers to `kind` when any worker gathers it (e.g. its in-process cache entries). */
export function answerGather(kind: string, answer: () => unknown): void {
  answers.set(kind, answer);
  listen();
}

/**
 * Every worker's answer to `kind`: the primary asks them all and waits at most a second for each (one with no
 * answer gives null). A worker without its primary answers alone.
 */
export async function gatherFromWorkers(kind: string): Promise<unknown[]> {
  const alone = async () => [await answerOf(kind)];
  if (!inWorker() || !process.connected) return alone();
  const a = await request((id) => ({ zx: 'gather', id, kind }), 3000);
  return a?.zx === 'gathered' ? a.values : alone();
}
