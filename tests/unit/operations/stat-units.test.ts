import { describe, expect, it } from 'vitest';
import { ipAllowed, ipInternal, compileRules } from '../../../kernel/server/access/ip-rules.ts';
import { EventBatch } from '../../../kernel/server/db/event-batch.ts';
import { mondayOf, statClock } from '../../../plugins/operations/server/services/stat-clock.ts';
import { statRange } from '../../../plugins/operations/server/services/stat-range.ts';
import { fullWeeks } from '../../../plugins/operations/server/services/stat-reports.ts';
import { deviceOf, maskIp, sourceOf } from '../../../plugins/operations/server/services/visit-classify.ts';

describe('visit classification', () => {
  it('tells desktops, phones and pads apart', () => {
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0 Safari/537.36')).toBe('desktop');
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148')).toBe('phone');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/124.0 Mobile Safari/537.36')).toBe('phone');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) Safari/604.1')).toBe('pad');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 13; SM-X700) Chrome/124.0 Safari/537.36')).toBe('pad');
  });

  it('names the source: direct, a search engine, another site, or a step inside the site', () => {
    expect(sourceOf(undefined, 'www.zhuxie.org')).toEqual({ type: 'direct', name: '' });
    expect(sourceOf('not a url', 'www.zhuxie.org')).toEqual({ type: 'direct', name: '' });
    expect(sourceOf('https://www.baidu.com/s?wd=x', 'www.zhuxie.org')).toEqual({ type: 'search', name: 'baidu' });
    expect(sourceOf('https://www.google.com.hk/search?q=x', 'www.zhuxie.org')).toEqual({ type: 'search', name: 'google' });
    expect(sourceOf('https://gov.example.cn/links', 'www.zhuxie.org')).toEqual({ type: 'outside', name: 'gov.example.cn' });
    expect(sourceOf('https://WWW.zhuxie.org/a.html', 'www.zhuxie.org')).toEqual({ type: 'internal', name: '' });
  });

  it('masks addresses: IPv4 to /24, IPv6 to /48, mapped IPv4 as IPv4', () => {
    expect(maskIp('203.0.113.77')).toBe('203.0.113.0');
    expect(maskIp('::ffff:203.0.113.77')).toBe('203.0.113.0');
    expect(maskIp('2001:db8:1234:5678::1')).toBe('2001:db8:1234::');
    expect(maskIp('garbage')).toBe('');
  });
});

describe('IP rules of type INTERNAL', () => {
  const rules = compileRules([
    { type: 'INTERNAL', cidr: '10.0.0.0/8', expireMs: null },
    { type: 'INTERNAL', cidr: '192.168.0.0/16', expireMs: Date.now() - 1000 },
  ]);
  it('let everyone in and only mark the networks', () => {
    expect(ipAllowed(rules, '10.1.2.3')).toBe(true);
    expect(ipAllowed(rules, '8.8.8.8')).toBe(true);
    expect(ipInternal(rules, '10.1.2.3')).toBe(true);
    expect(ipInternal(rules, '::ffff:10.1.2.3')).toBe(true);
    expect(ipInternal(rules, '8.8.8.8')).toBe(false);
    // an expired rule marks nothing
    expect(ipInternal(rules, '192.168.1.1')).toBe(false);
  });
});

describe('statistics calendar', () => {
  it('buckets instants into local hours, days and weeks (Asia/Shanghai)', () => {
    const at = Date.UTC(2026, 11, 6, 17, 30); // 2026-12-07 01:30 in Shanghai, a Monday
    const slot = statClock('Asia/Shanghai')(at);
    expect(slot.day).toBe('2026-12-07');
    expect(slot.week).toBe('2026-12-07');
    expect(new Date(slot.hourStart).toISOString()).toBe('2026-12-06T17:00:00.000Z');
    expect(new Date(slot.dayStart).toISOString()).toBe('2026-12-06T16:00:00.000Z');
    expect(mondayOf('2026-12-13')).toBe('2026-12-07');
  });

  it('splits a period into whole weeks and the days around them', () => {
    expect(fullWeeks('2026-11-04', '2026-12-03')).toEqual({ first: '2026-11-09', lastMonday: '2026-11-23', lastDay: '2026-11-29' });
    expect(fullWeeks('2026-12-07', '2026-12-13')).toEqual({ first: '2026-12-07', lastMonday: '2026-12-07', lastDay: '2026-12-13' });
    expect(fullWeeks('2026-12-08', '2026-12-13').first).toBe('infinity');
  });

  it('refuses a period that does not exist, runs backwards or is too long for its granularity', () => {
    expect(statRange({ startDate: '2026-01-01', endDate: '2026-01-31' }, 'Asia/Shanghai', 'hour')).toEqual({
      start: '2026-01-01',
      end: '2026-01-31',
    });
    expect(() => statRange({ startDate: '2026-02-30' }, 'Asia/Shanghai')).toThrow('badDate');
    expect(() => statRange({ startDate: '2026-02-02', endDate: '2026-02-01' }, 'Asia/Shanghai')).toThrow('endBeforeStart');
    expect(() => statRange({ startDate: '2026-01-01', endDate: '2026-02-01' }, 'Asia/Shanghai', 'hour')).toThrow('rangeTooLong');
    expect(statRange({ endDate: '2026-03-01' }, 'Asia/Shanghai').start).toBe('2026-01-31');
  });
});

describe('EventBatch', () => {
  it('flushes within the interval, one write per flush, and writes at once after stop', async () => {
    const writes: number[][] = [];
    const b = new EventBatch<number>({ write: async (rows) => void writes.push(rows), intervalMs: 30 });
    b.add(1);
    b.add(2);
    expect(writes).toEqual([]);
    await new Promise((r) => setTimeout(r, 60));
    expect(writes).toEqual([[1, 2]]);
    await b.stop();
    b.add(3);
    await b.flush();
    expect(writes).toEqual([[1, 2], [3]]);
    expect(b.written).toBe(3);
  });

  it('flushes at maxRows and keeps a failed batch for the next flush, oldest first', async () => {
    let fail = true;
    const writes: number[][] = [];
    const errors: unknown[] = [];
    const b = new EventBatch<number>({
      write: async (rows) => {
        if (fail) throw new Error('db down');
        writes.push(rows);
      },
      intervalMs: 10_000,
      maxRows: 2,
      onError: (e) => errors.push(e),
    });
    b.add(1);
    b.add(2); // reaches maxRows: flushes at once, and fails
    await new Promise((r) => setTimeout(r, 5));
    expect(errors).toHaveLength(1);
    expect(b.pending).toBe(2);
    fail = false;
    b.add(3);
    await b.flush();
    expect(writes).toEqual([[1, 2, 3]]);
    await b.stop();
  });
});
