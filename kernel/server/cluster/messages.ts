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
const waiting = new Map<number, (r: { count: number; resetMs: number } | null) => void>();
const gathering = new Map<number, (values: unknown[]) => void>();
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
    else if (m?.zx === 'counted') waiting.get(m.id)?.({ count: m.count, resetMs: m.resetMs });
    else if (m?.zx === 'gathered') gathering.get(m.id)?.(m.values);
    else if (m?.zx === 'ask')
      void answerOf(m.kind).then((value) => process.send!({ zx: 'answer', id: m.id, value } satisfies WorkerMessage));
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
export function countInPrimary(key: string, windowMs: number): Promise<{ count: number; resetMs: number } | null> {
  if (!inWorker() || !process.connected) return Promise.resolve(null);
  listen();
  const id = ++seq;
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), 1000);
    const done = (r: { count: number; resetMs: number } | null) => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve(r);
    };
    waiting.set(id, done);
    process.send!({ zx: 'count', id, key, windowMs } satisfies WorkerMessage, undefined, undefined, (e) => e && done(null));
  });
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
 * Every worker's answer to `kind` (the primary asks them all and waits at most a second for each; one with
 * no answer gives null). Only in a worker: a lone process asks itself.
 */
export async function gatherFromWorkers(kind: string): Promise<unknown[]> {
  if (!inWorker() || !process.connected) return [await answerOf(kind)];
  listen();
  const id = ++seq;
  return new Promise((resolve) => {
    gathering.set(id, (values) => {
      gathering.delete(id);
      resolve(values);
    });
    process.send!({ zx: 'gather', id, kind } satisfies WorkerMessage);
  });
}
