import type { JobHandler } from '../plugin.ts';

/** A literal argument of an invoke target. */
export type JobArg = string | number | boolean | null;
/** The declared type of one handler parameter. */
export type JobParamType = 'string' | 'number' | 'integer' | 'boolean';

/** Why an invoke target was refused; the monitor plugin turns `reason` into a localized message. */
export class InvokeTargetError extends Error {
  constructor(
    public reason: 'syntax' | 'unknownHandler' | 'argCount' | 'argType',
    public params: Record<string, unknown> = {},
  ) {
    super(`invoke target refused: ${reason} ${JSON.stringify(params)}`);
  }
}

export const MAX_TARGET_LENGTH = 500;
const MAX_ARGS = 10;
const NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)*$/;

/**
 * Parses `name`, `name()` or `name('a', "b", 1, 2.5, 100L, 3.5D, true, null)` with a small tokenizer:
 * only a dotted name and literal arguments exist in this grammar, so nothing in a target can name a
 * module, a global or an expression (no eval, no reflection, no shell — security #29).
 */
export function parseInvokeTarget(target: string): { name: string; args: JobArg[] } {
  const s = target.trim();
  const bad = (at: number) => new InvokeTargetError('syntax', { at: at + 1 });
  if (!s || s.length > MAX_TARGET_LENGTH) throw bad(0);
  const open = s.indexOf('(');
  const name = open < 0 ? s : s.slice(0, open).trim();
  if (!NAME.test(name)) throw bad(0);
  if (open < 0) return { name, args: [] };
  if (!s.endsWith(')')) throw bad(s.length - 1);
  const body = s.slice(open + 1, -1);
  const args: JobArg[] = [];
  let i = 0;
  const skipWs = () => {
    while (i < body.length && /\s/.test(body[i])) i++;
  };
  skipWs();
  if (i === body.length) return { name, args };
  for (;;) {
    skipWs();
    const c = body[i];
    if (c === "'" || c === '"') {
      let out = '';
      i++;
      for (;;) {
        if (i >= body.length) throw bad(open + 1 + i);
        const ch = body[i];
        if (ch === '\\') {
          const nx = body[i + 1];
          if (nx === undefined || !`\\'"`.includes(nx)) throw bad(open + 1 + i);
          out += nx;
          i += 2;
        } else if (ch === c) {
          i++;
          break;
        } else {
          out += ch;
          i++;
        }
      }
      args.push(out);
    } else {
      const m = /^(-?\d+(?:\.\d+)?)([LDFldf]?)|^(true|false|null)\b/.exec(body.slice(i));
      if (!m) throw bad(open + 1 + i);
      if (m[3] !== undefined) args.push(m[3] === 'null' ? null : m[3] === 'true');
      else {
        const n = Number(m[1]);
        if (!Number.isFinite(n) || (/^[Ll]$/.test(m[2]) && !Number.isSafeInteger(n))) throw bad(open + 1 + i);
        args.push(n);
      }
      i += m[0].length;
    }
    if (args.length > MAX_ARGS) throw bad(open + 1 + i);
    skipWs();
    if (i === body.length) return { name, args };
    if (body[i] !== ',') throw bad(open + 1 + i);
    i++;
  }
}

/** One declared parameter of a typed handler. */
export interface JobParam {
  name: string;
  type: JobParamType;
  optional?: boolean;
}

/** What a typed handler receives besides its arguments. */
export interface JobContext {
  /** aborted when the job is interrupted (shutdown) — long handlers must watch it */
  signal: AbortSignal;
  /** job or task id, and the scheduled fire time (ms) it runs for */
  id: number;
  fireTime: number;
  /** reports progress (scheduled tasks show it in their log) */
  progress(percent: number, message?: string): void;
}

/** A JobHandler with declared parameter types and a typed entry point (see defineJobHandler). */
export interface TypedJobHandler extends JobHandler {
  params: JobParam[];
  execute(kernel: Parameters<JobHandler['run']>[0], args: JobArg[], ctx: JobContext): Promise<string | void>;
}

const isTyped = (h: JobHandler): h is TypedJobHandler =>
  Array.isArray((h as TypedJobHandler).params) && typeof (h as TypedJobHandler).execute === 'function';

/**
 * Declares a job handler with typed parameters. Its `run(kernel, string[])` stays usable by callers of
 * the plain JobHandler contract; the scheduler calls `execute` with typed values and an abort signal.
 */
export function defineJobHandler(h: Omit<TypedJobHandler, 'run'>): TypedJobHandler {
  return {
    ...h,
    run(kernel, args) {
      const typed = h.params.map((p, i) => coerce(args[i], p.type));
      const ctrl = new AbortController();
      return h.execute(kernel, typed, { signal: ctrl.signal, id: 0, fireTime: Date.now(), progress() {} });
    },
  };
}

function coerce(v: string | undefined, t: JobParamType): JobArg {
  if (v === undefined) return null;
  if (t === 'number' || t === 'integer') return Number(v);
  if (t === 'boolean') return v === 'true';
  return v;
}

const typeOf = (v: JobArg): JobParamType | 'null' =>
  v === null ? 'null' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : (typeof v as 'string' | 'boolean');

/** A checked invoke target: the registered handler and the argument values to call it with. */
export interface ResolvedTarget {
  name: string;
  handler: JobHandler;
  args: JobArg[];
}

/**
 * Parses a target and checks it against the handler registry: unknown names, wrong argument counts and
 * wrong types are refused (InvokeTargetError). Plain handlers get their arguments as strings.
 */
export function resolveInvokeTarget(registry: ReadonlyMap<string, JobHandler>, target: string): ResolvedTarget {
  const { name, args } = parseInvokeTarget(target);
  // own-property lookup in a Map: names such as `constructor` or `__proto__` are simply unknown
  const handler = registry.get(name);
  if (!handler) throw new InvokeTargetError('unknownHandler', { name });
  if (isTyped(handler)) {
    const min = handler.params.filter((p) => !p.optional).length;
    if (args.length < min || args.length > handler.params.length)
      throw new InvokeTargetError('argCount', {
        name,
        expected: min === handler.params.length ? String(min) : `${min}-${handler.params.length}`,
        actual: args.length,
      });
    handler.params.forEach((p, i) => {
      if (i >= args.length) return;
      const got = typeOf(args[i]);
      const okType = got === p.type || (p.type === 'number' && got === 'integer') || (got === 'null' && p.optional);
      if (!okType) throw new InvokeTargetError('argType', { name, index: i + 1, param: p.name, expected: p.type, actual: got });
    });
  }
  return { name, handler, args };
}

/** Calls a resolved target: typed handlers with values and context, plain ones with strings. */
export async function invokeResolved(kernel: Parameters<JobHandler['run']>[0], t: ResolvedTarget, ctx: JobContext): Promise<string | void> {
  if (isTyped(t.handler)) return t.handler.execute(kernel, t.args, ctx);
  return t.handler.run(
    kernel,
    t.args.map((a) => (a === null ? '' : String(a))),
  );
}
