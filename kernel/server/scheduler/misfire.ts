/** Misfire policies of a job: '0' default (= fire once), '1' fire every missed run, '2' fire once, '3' do nothing. */
export const MisfirePolicy = { DEFAULT: '0', FIRE_ALL: '1', FIRE_ONCE: '2', DO_NOTHING: '3' } as const;

/** One pending fire: run it, or log it skipped/missed with `why`. */
export interface Decision {
  fire: number;
  late: boolean;
  run: boolean;
  why?: string;
}

/** A tick's pending fires of one job or task, and what decides them. */
export interface PendingFires {
  pending: number[];
  now: number;
  /** more fires are due than the tick read: all of them are late */
  more: boolean;
  policy: string;
  /** the job must not overlap itself */
  serial: boolean;
  /** a run of it goes on */
  busy: boolean;
  thresholdMs: number;
}

/**
 * What to do with each pending fire: late ones (found after the misfire threshold) follow the policy,
 * the rest run. A run that must not overlap itself is skipped while `busy`; otherwise only its first
 * run is decided now (the list stops before the second: the next tick decides it, when the run may be over).
 */
export function decideFires(p: PendingFires, t: (key: string) => string): Decision[] {
  const isLate = (f: number) => p.more || p.now - f > p.thresholdMs;
  const late = p.pending.filter(isLate);
  const decisions: Decision[] = p.pending.map((fire) => {
    if (!isLate(fire)) return { fire, late: false, run: true };
    if (p.policy === MisfirePolicy.DO_NOTHING) return { fire, late: true, run: false, why: t('missedDoNothing') };
    if (p.policy === MisfirePolicy.FIRE_ALL) return { fire, late: true, run: true };
    // fire once: the latest late fire runs, the ones before it are missed
    return fire === late[late.length - 1] ? { fire, late: true, run: true } : { fire, late: true, run: false, why: t('missedFireOnce') };
  });
  if (!p.serial) return decisions;
  if (p.busy) return decisions.map((d) => (d.run ? { ...d, run: false, why: t('skippedRunning') } : d));
  const first = decisions.findIndex((d) => d.run);
  const second = first < 0 ? -1 : decisions.findIndex((d, i) => i > first && d.run);
  return second > 0 ? decisions.slice(0, second) : decisions;
}
