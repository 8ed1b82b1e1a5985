import type { Kernel } from '#kernel/server';
import { sealChain } from './chain.ts';

/**
 * The process's sealer of vote chains: a submission names its vote, and within `intervalMs` the vote's new rows are
 * sealed in one pass (a burst of votes is one pass, not a lock per vote). The plugin's stop seals what is pending;
 * a row a crash left unsealed is sealed by the next pass, the close job or the digest.
 */
class VoteSealer {
  private pending = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly kernel: Kernel,
    private readonly intervalMs = 1000,
  ) {}

  schedule(voteId: number) {
    this.pending.add(voteId);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.timer.unref();
    }
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    const ids = [...this.pending];
    this.pending.clear();
    this.running = (async () => {
      // a failed pass leaves the rows unsealed: the next pass (or the close job) seals them
      for (const id of ids) await sealChain(this.kernel.db, id).catch(() => this.pending.add(id));
    })();
    await this.running;
  }
}

const sealers = new WeakMap<object, VoteSealer>();

export function voteSealerOf(kernel: Kernel): VoteSealer {
  let s = sealers.get(kernel);
  if (!s) sealers.set(kernel, (s = new VoteSealer(kernel)));
  return s;
}

/** at stop: the pending chains sealed */
export const voteStop = async (kernel: Kernel) => {
  await sealers.get(kernel)?.flush();
};
