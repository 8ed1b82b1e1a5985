import { describe, expect, it } from 'vitest';
import { formatInstant, zonedParts } from '../../kernel/server/i18n/time.ts';

/** Times on the wire in the app's zone (kernel/server/i18n/time.ts), the last second asked kept per zone. */
describe('formatInstant', () => {
  const at = Date.UTC(2026, 11, 7, 15, 59, 59, 100);
  it('writes the instant in each zone asked, whichever was asked just before', () => {
    expect(formatInstant(at, 'Asia/Shanghai')).toBe('2026-12-07 23:59:59');
    expect(formatInstant(at, 'UTC')).toBe('2026-12-07 15:59:59');
    expect(formatInstant(at + 800, 'Asia/Shanghai')).toBe('2026-12-07 23:59:59');
    // the next second, across midnight in Shanghai
    expect(formatInstant(at + 900, 'Asia/Shanghai')).toBe('2026-12-08 00:00:00');
    expect(formatInstant(new Date(at), 'Asia/Shanghai')).toBe('2026-12-07 23:59:59');
    expect(formatInstant(at, 'America/New_York')).toBe('2026-12-07 10:59:59');
  });
  it('answers parts nobody can change', () => {
    const p = zonedParts(at, 'UTC');
    expect(Object.isFrozen(p)).toBe(true);
    expect(p).toEqual({ y: 2026, mo: 12, d: 7, h: 15, mi: 59, s: 59 });
  });
});
