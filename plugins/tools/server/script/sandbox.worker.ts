import { parentPort, workerData } from 'node:worker_threads';
import { type QuickJSAsyncContext, type QuickJSHandle, newQuickJSAsyncWASMModule } from 'quickjs-emscripten';
import type { SandboxIn, SandboxOut, StopReason } from './sandbox-protocol.ts';

/**
 * One script run (issue 36): JavaScript in QuickJS (WebAssembly; no Node, no `require`, no host objects but the
 * facade below), with the heap, the time and the output limited. It asks the parent thread for every query
 * and ends by posting `done`; the parent terminates the thread afterwards, or when it overstays.
 */
const input = workerData as SandboxIn;
const port = parentPort!;
const post = (m: SandboxOut) => port.postMessage(m);

let nextQuery = 1;
const answers = new Map<number, (json: string) => void>();
port.on('message', (m: { id: number; json: string }) => {
  answers.get(m.id)?.(m.json);
  answers.delete(m.id);
});
const ask = (op: string, json: string) =>
  new Promise<string>((resolve) => {
    const id = nextQuery++;
    answers.set(id, resolve);
    post({ type: 'query', id, op, json });
  });

let stopped: StopReason | null = null;
let outChars = 0;
const write = (text: string) => {
  if (stopped) return;
  outChars += text.length + 1;
  if (outChars > input.limits.outputChars) {
    stopped = 'output';
    return;
  }
  post({ type: 'out', text });
};

/** How a value prints: a string as it is, anything else as JSON. */
const shown = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? 'undefined' : JSON.stringify(v, null, 2));

/** The script's world: console.log, db.select/db.count and, in write mode, db.insert/update/delete (answered by the parent), and the current user. */
const PRELUDE = `
const console = { log: (...a) => __out(a), info: (...a) => __out(a), warn: (...a) => __out(a), error: (...a) => __out(a) };
const print = console.log;
const __call = (op, args) => { const r = JSON.parse(__query(op, JSON.stringify(args))); if (r.error) throw new Error(r.error); return r.value; };
const db = Object.freeze({
  select: (table, options) => __call('select', { table, options: options || {} }),
  count: (table, where) => __call('count', { table, options: { where: where || {} } }),
  insert: (table, values) => __call('insert', { table, values }),
  update: (table, values, where) => __call('update', { table, values, options: { where: where || {} } }),
  delete: (table, where) => __call('delete', { table, options: { where: where || {} } }),
});
`;

function install(ctx: QuickJSAsyncContext) {
  const out = ctx.newFunction('__out', (list: QuickJSHandle) => {
    const args = ctx.dump(list) as unknown[];
    write(args.map(shown).join(' '));
  });
  ctx.setProp(ctx.global, '__out', out);
  out.dispose();
  const query = ctx.newAsyncifiedFunction('__query', async (op: QuickJSHandle, args: QuickJSHandle) => {
    const json = await ask(ctx.getString(op), ctx.getString(args));
    return ctx.newString(json);
  });
  ctx.setProp(ctx.global, '__query', query);
  query.dispose();
  const user = ctx.newString(JSON.stringify(input.user));
  ctx.setProp(ctx.global, '__user', user);
  user.dispose();
}

async function run() {
  const mod = await newQuickJSAsyncWASMModule();
  const rt = mod.newRuntime();
  rt.setMemoryLimit(input.limits.memoryBytes);
  rt.setMaxStackSize(512 * 1024);
  // the time limit is the script's own: it starts once QuickJS is loaded and the facade installed (on a busy
  // machine loading alone can take seconds; the runner's outer timer gives loading its grace)
  let deadline = Number.POSITIVE_INFINITY;
  rt.setInterruptHandler(() => {
    if (stopped) return true;
    if (Date.now() > deadline) stopped = 'time';
    return stopped !== null;
  });
  const ctx = rt.newContext();
  install(ctx);
  const prelude = ctx.unwrapResult(await ctx.evalCodeAsync(`${PRELUDE}\nconst user = Object.freeze(JSON.parse(__user));`));
  prelude.dispose();
  deadline = Date.now() + input.limits.timeMs;
  const r = await ctx.evalCodeAsync(input.code, 'script.js');
  if (r.error) {
    const e = ctx.dump(r.error) as { name?: string; message?: string; stack?: string } | string;
    r.error.dispose();
    const message = typeof e === 'string' ? e : `${e?.name ?? 'Error'}: ${e?.message ?? ''}`;
    if (!stopped && /out of memory/i.test(message)) stopped = 'memory';
    if (!stopped && /stack overflow|string too long/i.test(message)) stopped = 'memory';
    if (stopped) return post({ type: 'done', stopped });
    return post({ type: 'done', error: `${message}${typeof e === 'object' && e?.stack ? `\n${e.stack}` : ''}` });
  }
  const value = ctx.dump(r.value);
  r.value.dispose();
  if (stopped) return post({ type: 'done', stopped });
  if (value !== undefined) write(`=> ${shown(value)}`);
  post(stopped ? { type: 'done', stopped } : { type: 'done' });
}

run().catch((e: Error) => post({ type: 'done', stopped: /memory|allocation/i.test(e.message) ? 'memory' : null, error: e.message }));
