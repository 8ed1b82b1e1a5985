/** Small order statistics; nearest-rank percentiles, so a p99 of 100 samples is an observed value. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

/** Rounds for display and JSON: figures beyond 2 decimals are noise on this machine. */
export const round = (n: number, digits = 1): number => Math.round(n * 10 ** digits) / 10 ** digits;
