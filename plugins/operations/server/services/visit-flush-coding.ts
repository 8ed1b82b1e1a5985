import type { LocalSlot } from './stat-clock.ts';

/**
 * One flush's page views and side lists, coded as the visit writer's statement takes them (visit-writer.ts, EVENTS …
 * SLOTS): each view names its visitor, source and hour by their number in the lists, which are sent once per flush.
 */
export class FlushCoding {
  readonly views: string[] = [];
  readonly visitors: Record<string, unknown>[] = [];
  readonly agents: Record<string, unknown>[] = [];
  readonly sources: Record<string, unknown>[] = [];
  readonly slots: Record<string, unknown>[] = [];
  readonly visitorOf = new Map<string, number>();
  readonly agentOf = new Map<string, number>();
  readonly sourceOf = new Map<string, number>();
  readonly slotOf = new Map<number, number>();
  /** address hashes by salt day, site and address */
  readonly addressOf = new Map<string, string>();
  /** set rows first asked for in this flush */
  readonly fresh = new Set<string>();

  /** The number of `key` in a side list: its entry is made (numbered `i`) the first time the flush meets it. */
  code<K>(of: Map<K, number>, list: Record<string, unknown>[], key: K, make: () => Record<string, unknown>): number {
    let i = of.get(key);
    if (i === undefined) {
      i = list.length;
      of.set(key, i);
      list.push({ i, ...make() });
    }
    return i;
  }

  slot(slot: LocalSlot): number {
    const iso = (ms: number) => new Date(ms).toISOString();
    return this.code(this.slotOf, this.slots, slot.hourStart, () => ({
      h: iso(slot.hourStart),
      ds: iso(slot.dayStart),
      d: slot.day,
      w: slot.week,
    }));
  }

  params(): string[] {
    return [`[${this.views.join(',')}]`, ...[this.visitors, this.agents, this.sources, this.slots].map((l) => JSON.stringify(l))];
  }
}
