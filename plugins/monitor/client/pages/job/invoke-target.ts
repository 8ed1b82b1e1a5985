import type { JobHandlerInfo } from '../../api/job-api.ts';

/** Splits `name(args)` into the handler name and the argument text between the brackets. */
export function splitInvokeTarget(target: string | undefined): { name: string; args: string } {
  const s = (target ?? '').trim();
  const open = s.indexOf('(');
  if (open < 0) return { name: s, args: '' };
  const close = s.lastIndexOf(')');
  return { name: s.slice(0, open).trim(), args: s.slice(open + 1, close > open ? close : undefined).trim() };
}

/** Joins a handler name and argument text back into an invoke target (`name` alone without arguments). */
export function joinInvokeTarget(name: string, args: string): string {
  const a = args.trim();
  return a ? `${name}(${a})` : name;
}

/** The parameter list of a handler as a hint, e.g. `days: integer, label?: string`. */
export function signatureOf(h: JobHandlerInfo | undefined): string {
  return (h?.params ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`).join(', ');
}
