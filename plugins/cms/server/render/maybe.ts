import type { Context } from 'liquidjs';

/**
 * A lookup's value, or the promise of it while it is not there yet: a publish run's lookups are memoized, so
 * after the first pages of a batch they are values, and a page can render synchronously (engine.ts).
 */
export type Maybe<T> = T | Promise<T>;

/**
 * The promises of memoized lookups (a run's `once`, a batch's loads) and of what is made of them: once one has
 * settled, rendering again finds its value — a synchronous render waiting for any other promise would wait again.
 */
export const memoized = new WeakSet<Promise<unknown>>();

const derived = <T>(p: Promise<T>, from: unknown[]): Promise<T> => {
  if (from.every((m) => !(m instanceof Promise) || memoized.has(m))) memoized.add(p);
  return p;
};

/** `f` of a maybe-value: synchronous when the value is there */
export const andThen = <T, R>(m: Maybe<T>, f: (v: T) => Maybe<R>): Maybe<R> => (m instanceof Promise ? derived(m.then(f), [m]) : f(m));

/** both maybe-values at once: synchronous when both are there */
export const both = <A, B>(a: Maybe<A>, b: Maybe<B>): Maybe<[A, B]> =>
  a instanceof Promise || b instanceof Promise ? derived(Promise.all([a, b]), [a, b]) : [a, b];

/** the register where a synchronous render collects the lookups still loading (engine.ts, tags.ts settle) */
export const PENDING = 'cmsPending';
export const pendingOf = (ctx: Context) => ctx.getRegister(PENDING) as Promise<unknown>[] | undefined;
