import type { SCRIPT_STOPS } from '../../shared/script.ts';

/** Why a run was stopped before its end (the thread itself names no crash: the parent sees it end). */
export type StopReason = Exclude<(typeof SCRIPT_STOPS)[number], 'crashed'>;

/** What a sandbox thread is started with. */
export interface SandboxIn {
  code: string;
  user: { userId: number; userName: string };
  limits: { timeMs: number; memoryBytes: number; outputChars: number };
}

/** What a sandbox thread posts: a query to answer (by id, with JSON), a line of output, its end. */
export type SandboxOut =
  | { type: 'query'; id: number; op: string; json: string }
  | { type: 'out'; text: string }
  | { type: 'done'; stopped?: StopReason | null; error?: string };
