import { type Maybe, memoized } from './maybe.ts';

/**
 * The memo of one publish run (or of one render when there is no run): each lookup runs once. A run is
 * short-lived — a whole-site publish, one content's incremental set — so what it memoizes cannot go stale
 * for longer than the run itself.
 */
export class RenderRun {
  private memo = new Map<string, Promise<unknown>>();

  /** the run's outputs of includes, by parsed template (include-cache.ts) */
  readonly includes = new WeakMap<object, Map<string, string>>();
  /** page templates whose pages render asynchronously in this run (they read a lookup that is not memoized; engine.ts) */
  readonly asyncTemplates = new WeakSet<object>();
  /** when the run started: a publish run's pages share it as their `TimeMillis` */
  readonly startedAt = Date.now();

  /** @param shared a publish run, whose lookups serve many pages (not one render on request) */
  constructor(readonly shared = false) {}

  private made = new Map<string, unknown>();

  /** the lookups made so far (a run serving pages on request makes way for a new one when it holds many) */
  get size(): number {
    return this.memo.size;
  }

  /** a value made once per run (scope objects the run's pages share, so an include's cache knows them again) */
  value<T>(key: string, make: () => T): T {
    if (!this.made.has(key)) this.made.set(key, make());
    return this.made.get(key) as T;
  }

  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let p = this.memo.get(key) as Promise<T> | undefined;
    if (!p) {
      p = load();
      memoized.add(p);
      this.memo.set(key, p);
      p.then(
        (v) => this.loaded.set(key, v),
        // a failed lookup is not remembered
        () => this.memo.delete(key),
      );
    }
    return p;
  }

  /** the values of the lookups that have loaded (`now`) */
  private loaded = new Map<string, unknown>();

  /** `once`, but the value itself once it has loaded (a synchronous render reads it without waiting) */
  now<T>(key: string, load: () => Promise<T>): Maybe<T> {
    return this.loaded.has(key) ? (this.loaded.get(key) as T) : this.once(key, load);
  }
}
