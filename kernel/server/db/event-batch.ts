/**
 * A buffer of public events (page views, ad impressions and clicks) written in batches: `add` only appends, so a
 * beacon is answered without waiting for the database; the buffer is flushed at least every `intervalMs` (and
 * at once when it holds `maxRows`), each flush handing all buffered rows to `write` (one multi-row statement).
 * `stop()` flushes what is left and makes every later `add` flush at once (requests still in flight while the
 * server closes). A `kill -9` loses what was buffered since the last flush: at most one interval's events.
 * A failed write is retried with the next flush (its rows go back to the front, up to `maxRows * 10` rows kept).
 */
export interface EventBatchOptions<T> {
  /** writes one batch; throws to have it retried */
  write: (rows: T[]) => Promise<void>;
  intervalMs?: number;
  maxRows?: number;
  /** reports a failed write (the rows are kept for the next flush) */
  onError?: (e: unknown) => void;
}

export class EventBatch<T> {
  private rows: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private readonly intervalMs: number;
  private readonly maxRows: number;
  /** rows written so far (tests and the bench read it) */
  written = 0;

  constructor(private readonly opts: EventBatchOptions<T>) {
    this.intervalMs = opts.intervalMs ?? 1000;
    this.maxRows = opts.maxRows ?? 2000;
  }

  /** Buffers one event; the flush that writes it comes within `intervalMs`. */
  add(row: T): void {
    this.rows.push(row);
    if (this.stopped || this.rows.length >= this.maxRows) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.intervalMs);
      this.timer.unref();
    }
  }

  /** rows waiting for a flush */
  get pending(): number {
    return this.rows.length;
  }

  /** Writes everything buffered now (after a flush already running); resolves when it is written or failed. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.rows.length === 0) return;
    const batch = this.rows;
    this.rows = [];
    this.running = this.opts.write(batch).then(
      () => {
        this.written += batch.length;
      },
      (e) => {
        // kept for the next flush, oldest first, within a bound: a database down for long drops the oldest
        this.rows = [...batch, ...this.rows].slice(-this.maxRows * 10);
        this.opts.onError?.(e);
        if (!this.stopped && !this.timer) {
          this.timer = setTimeout(() => {
            this.timer = null;
            void this.flush();
          }, this.intervalMs);
          this.timer.unref();
        }
      },
    );
    try {
      await this.running;
    } finally {
      this.running = null;
    }
  }

  /** The graceful stop: flushes what is buffered; later events are written as they come. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.flush();
  }
}
