/** Scheduler settings; from the environment (SCHEDULER_*) unless a caller (a test) passes its own. */
export interface SchedulerOptions {
  /** false: no automatic fires on this instance (manual runs still work) — SCHEDULER_ENABLED */
  enabled: boolean;
  /** how often due fires are looked for — SCHEDULER_TICK_MS */
  tickMs: number;
  /** a fire found later than this after its time counts as misfired and follows the job's policy */
  misfireThresholdMs: number;
  /** at shutdown, how long running jobs may take to honour the abort before being recorded interrupted */
  shutdownGraceMs: number;
  /** most missed fires replayed by the "fire every missed run" policy */
  maxCatchUp: number;
}

function int(v: string | undefined, dflt: number, min: number, max: number, name: string): number {
  if (v == null || v === '') return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer in ${min}..${max}, got "${v}"`);
  return n;
}

/** Reads SCHEDULER_ENABLED, SCHEDULER_TICK_MS, SCHEDULER_MISFIRE_MS, SCHEDULER_SHUTDOWN_GRACE_MS. */
export function schedulerOptions(env: NodeJS.ProcessEnv = process.env, override: Partial<SchedulerOptions> = {}): SchedulerOptions {
  const en = env.SCHEDULER_ENABLED;
  if (en != null && en !== '' && !/^(1|true|yes|on|0|false|no|off)$/i.test(en))
    throw new Error(`SCHEDULER_ENABLED must be true or false, got "${en}"`);
  const tickMs = override.tickMs ?? int(env.SCHEDULER_TICK_MS, 1000, 50, 60_000, 'SCHEDULER_TICK_MS');
  return {
    enabled: override.enabled ?? (en == null || en === '' ? true : /^(1|true|yes|on)$/i.test(en)),
    tickMs,
    misfireThresholdMs: int(env.SCHEDULER_MISFIRE_MS, Math.max(5000, tickMs * 3), 1000, 3_600_000, 'SCHEDULER_MISFIRE_MS'),
    shutdownGraceMs: int(env.SCHEDULER_SHUTDOWN_GRACE_MS, 3000, 0, 60_000, 'SCHEDULER_SHUTDOWN_GRACE_MS'),
    maxCatchUp: 20,
    ...override,
  };
}
