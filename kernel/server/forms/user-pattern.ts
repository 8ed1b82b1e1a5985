import { RE2JS } from 're2js';
import { invalidField } from '../http/errors.ts';

/**
 * Regular expressions an administrator enters (ex-model field validations, form schema `pattern`s, custom
 * forms) run on re2js, a linear-time engine: a pattern such as `(a+)+$` against a long public input answers
 * in time proportional to the input instead of stalling the worker as a backtracking `RegExp` would. What
 * re2js cannot compile (lookarounds, backreferences, repeat counts over 1000) is refused when it is saved.
 * Patterns are written in JavaScript syntax (`\u00e9`, `(?<name>…)`, `\/`), translated for re2js.
 */
export interface UserPattern {
  readonly source: string;
  /** true when the pattern matches some part of `input`, as `RegExp.prototype.test` */
  test(input: string): boolean;
  /** `/source/flags`, as a RegExp prints itself */
  toString(): string;
}

/** Longest pattern accepted: a validation, not a program. */
export const USER_PATTERN_MAX_LENGTH = 1000;

const FLAGS: Record<string, number> = { i: RE2JS.CASE_INSENSITIVE, m: RE2JS.MULTILINE, s: RE2JS.DOTALL, u: 0, g: 0, y: 0 };
const cache = new Map<string, UserPattern>();
const CACHE_MAX = 500;

/** Compiles an administrator's pattern (JavaScript syntax and flags) on the linear-time engine; throws when it can't. */
export function compileUserPattern(source: string, flags = ''): UserPattern {
  const key = `${flags}/${source}`;
  const hit = cache.get(key);
  if (hit) return hit;
  if (source.length > USER_PATTERN_MAX_LENGTH) throw new SyntaxError(`pattern longer than ${USER_PATTERN_MAX_LENGTH} characters`);
  let bits = 0;
  for (const f of flags) {
    if (!(f in FLAGS)) throw new SyntaxError(`unsupported flag ${f}`);
    bits |= FLAGS[f];
  }
  const re = RE2JS.compile(RE2JS.translateRegExp(source), bits);
  // toString as RegExp's: Ajv keys the patterns of a schema by it (one key for all would make them one pattern)
  const compiled: UserPattern = { source, test: (input) => re.test(input), toString: () => `/${source}/${flags}` };
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, compiled);
  return compiled;
}

/** true when `compileUserPattern` takes the pattern. */
export function isUserPattern(source: unknown, flags = ''): source is string {
  if (typeof source !== 'string' || !source) return false;
  try {
    compileUserPattern(source, flags);
    return true;
  } catch {
    return false;
  }
}

/** Refuses, at save time, a pattern the engine can't run: the localized message `key` (given `{value}`) names `field`. */
export function assertUserPattern(source: unknown, field: string, key = 'server:errors.badPattern', flags = ''): void {
  if (!isUserPattern(source, flags)) throw invalidField(field, key, { value: String(source ?? '').slice(0, 200) });
}

/** Whether `input` matches an administrator's pattern (compiled once, cached). */
export const matchesUserPattern = (source: string, input: string, flags = ''): boolean => compileUserPattern(source, flags).test(input);

/** The engine ajv compiles schema `pattern`s with (`new Ajv({ code: { regExp: userPatternEngine } })`). */
export const userPatternEngine = Object.assign((pattern: string, flags: string) => compileUserPattern(pattern, flags), {
  code: 'compileUserPattern',
});
