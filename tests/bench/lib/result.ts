/** One line of the bench table (and of tests/.artifacts/bench.json). */
export interface Row {
  /** which measure, e.g. "login page JS (gzip)" */
  measure: string;
  /** the figure, already rounded, or null when it could not be measured */
  value: number | null;
  unit: string;
  /** the budget from DESIGN §8 as text, e.g. "≤ 140 KiB"; "" for figures that are information only */
  budget: string;
  /** the comparison figures from DESIGN §8 (or measured in this run, for the bare route) */
  anchor: string;
  /** ok / over against the budget; "info" when there is no budget; "error" when the measure failed */
  verdict: 'ok' | 'over' | 'info' | 'error';
  note?: string;
  /** what the table shows instead of "value unit", when one figure is not enough (p50 / p99) */
  display?: string;
  /** the extra figures behind `display`, for the JSON */
  detail?: Record<string, number>;
}

/** Verdict for a figure that must stay at or below `max` (or at or above `min`). */
export function judge(value: number | null, limit: { max?: number; min?: number }): Row['verdict'] {
  if (value == null || Number.isNaN(value)) return 'error';
  if (limit.max != null && value > limit.max) return 'over';
  if (limit.min != null && value < limit.min) return 'over';
  return 'ok';
}

/** A row for a measure that threw, so one failure does not hide the others. */
export function failed(measure: string, budget: string, anchor: string, e: unknown): Row {
  const msg = e instanceof Error ? e.message : String(e);
  return { measure, value: null, unit: '', budget, anchor, verdict: 'error', note: msg.split('\n')[0].slice(0, 200) };
}
