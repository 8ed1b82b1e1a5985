import { type Static, Type } from 'typebox';

/** The config switch of the script console (System → Parameters); anything but `Y` keeps it off. */
export const SCRIPT_CONSOLE_CONFIG = 'tool.scriptConsole.enabled';

/** The header an unlocked console sends its key in (the key is never stored by the browser). */
export const CONSOLE_KEY_HEADER = 'x-console-key';

/** Limits of one run (the server enforces them; the console shows them). */
export const SCRIPT_LIMITS = {
  /** characters of a script */
  textChars: 64 * 1024,
  /** wall time of a run, ms */
  timeMs: 5_000,
  /** memory of the script's heap, bytes */
  memoryBytes: 32 * 1024 * 1024,
  /** characters of its output */
  outputChars: 1024 * 1024,
  /** rows one query answers at the most */
  rows: 1_000,
  /** minutes an unlocked console stays unlocked without a run */
  unlockMinutes: 30,
} as const;

/** Why a run was stopped before its end (`tools:script.stopped.*`). */
export const SCRIPT_STOPS = ['time', 'memory', 'output', 'crashed'] as const;

/** What a script's query may be refused for (`tools:script.query.*`), thrown into the script as an Error. */
export const QUERY_REFUSALS = ['noTable', 'noColumn', 'whereShape', 'whereValue', 'columnsShape', 'orderBy', 'noOp'] as const;
export type QueryRefusal = (typeof QUERY_REFUSALS)[number];

/** `POST /groovy/unlock`: the operator's password, asked again for each console session. */
export const ConsoleUnlock = Type.Object({ password: Type.String({ minLength: 1, maxLength: 128 }) });
export type ConsoleUnlock = Static<typeof ConsoleUnlock>;

/** `POST /groovy/exec` (v1.4.3 form `{scriptText}`): the script to run, read-only. */
export const ScriptRun = Type.Object({ scriptText: Type.String({ minLength: 1, maxLength: SCRIPT_LIMITS.textChars }) });
export type ScriptRun = Static<typeof ScriptRun>;

/** How a run ended: its output (v1.4.3 answers the text), and a localized reason when it was stopped. */
export interface ScriptResult {
  output: string;
  ok: boolean;
  /** why it stopped (time, memory, output, an error in the script) */
  error?: string;
  ms: number;
}
