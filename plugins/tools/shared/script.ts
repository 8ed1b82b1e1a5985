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
  /** rows one run in write mode may change at the most */
  writeRows: 1_000,
} as const;

/** Why a run was stopped before its end (`tools:script.stopped.*`). */
export const SCRIPT_STOPS = ['time', 'memory', 'output', 'crashed'] as const;

/** What a script's query may be refused for (`tools:script.query.*`), thrown into the script as an Error. */
export const QUERY_REFUSALS = [
  'noTable',
  'noColumn',
  'whereShape',
  'whereValue',
  'columnsShape',
  'orderBy',
  'noOp',
  'readOnly',
  'whereRequired',
  'valuesShape',
  'tooMany',
] as const;
export type QueryRefusal = (typeof QUERY_REFUSALS)[number];

/** `POST /groovy/unlock`: the operator's password, asked again for each console session. */
export const ConsoleUnlock = Type.Object({ password: Type.String({ minLength: 1, maxLength: 128 }) });
export type ConsoleUnlock = Static<typeof ConsoleUnlock>;

/** How a script runs: read-only (v1.4.3's only way), or writing in a transaction rolled back unless confirmed. */
export const SCRIPT_MODES = ['read', 'write'] as const;
export type ScriptMode = (typeof SCRIPT_MODES)[number];

/**
 * `POST /groovy/exec` (v1.4.3 form `{scriptText}`): the script to run. Beyond v1.4.3, `mode: 'write'` runs it in a
 * transaction that is rolled back, answering the rows it would change and their fingerprint; sent back as
 * `confirm`, the run is made again and committed only if it changes exactly those rows.
 */
export const ScriptRun = Type.Object({
  scriptText: Type.String({ minLength: 1, maxLength: SCRIPT_LIMITS.textChars }),
  mode: Type.Optional(Type.Unsafe<ScriptMode>({ type: 'string', enum: [...SCRIPT_MODES] })),
  confirm: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$' })),
});
export type ScriptRun = Static<typeof ScriptRun>;

/** How a run ended: its output (v1.4.3 answers the text), and a localized reason when it was stopped. */
/** What one write of a script changed: the rows inserted (as given), updated or deleted (as they are after / were). */
export interface ScriptChange {
  op: 'insert' | 'update' | 'delete';
  table: string;
  rows: Record<string, unknown>[];
}

export interface ScriptResult {
  output: string;
  ok: boolean;
  /** write mode: what the run changed, its fingerprint, and whether it was committed */
  changes?: ScriptChange[];
  fingerprint?: string;
  committed?: boolean;
  /** why it stopped (time, memory, output, an error in the script) */
  error?: string;
  ms: number;
}

/** A saved script as the console lists it (`GET /groovy/scripts`); the detail adds its text. */
export interface SavedScript {
  scriptId: number;
  name: string;
  mode: ScriptMode;
  version: number;
  updateTime: string | null;
  createTime: string;
  scriptText?: string;
}

const savedFields = {
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  scriptText: Type.String({ minLength: 1, maxLength: SCRIPT_LIMITS.textChars }),
  mode: Type.Unsafe<ScriptMode>({ type: 'string', enum: [...SCRIPT_MODES] }),
};

/** `POST /groovy/scripts`: a script kept by a name of its own. */
export const SavedScriptAdd = Type.Object(savedFields);
export type SavedScriptAdd = Static<typeof SavedScriptAdd>;

/** `PUT /groovy/scripts`: a saved script changed, against the version it was loaded at. */
export const SavedScriptEdit = Type.Object({
  scriptId: Type.Integer({ minimum: 1 }),
  version: Type.Integer({ minimum: 0 }),
  ...savedFields,
});
export type SavedScriptEdit = Static<typeof SavedScriptEdit>;
