import { BUDGETS } from '../budgets.ts';
import type { Row } from './result.ts';

/**
 * How fast this run's machine was against the machines DESIGN §8's budgets were set on, from the two anchors
 * measured in the run: the bare route (DESIGN: 21,000–33,000 req/s) and the raw write floor (≈8,900 pages/s).
 * The time budgets are absolute: on a slower phase of this shared VM they read as pessimistic.
 */
export function machineSpeed(rows: Row[]): { text: string; figures: Record<string, number> } {
  const value = (anchor: string) => rows.find((r) => r.anchor === anchor && r.value != null)?.value ?? null;
  const bare = value(BUDGETS.bareRps.anchor);
  const floor = value(BUDGETS.publishWriteFloor.anchor);
  const figures: Record<string, number> = {};
  const parts: string[] = [];
  if (bare != null) {
    figures.bareShareOfReference = Math.round((100 * bare) / BUDGETS.bareRps.reference.min);
    parts.push(
      `bare route ${bare} req/s = ${figures.bareShareOfReference} % of the low end of DESIGN's ${BUDGETS.bareRps.reference.min.toLocaleString('en')}–${BUDGETS.bareRps.reference.max.toLocaleString('en')}/s`,
    );
  }
  if (floor != null) {
    figures.writeFloorShareOfReference = Math.round((100 * floor) / BUDGETS.publishWriteFloor.reference);
    parts.push(
      `raw write floor ${floor} pages/s = ${figures.writeFloorShareOfReference} % of DESIGN's ≈${BUDGETS.publishWriteFloor.reference.toLocaleString('en')}/s`,
    );
  }
  return { text: parts.length ? `machine speed against DESIGN §8's reference: ${parts.join('; ')}` : '', figures };
}
