import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCronPreview, CRON_PREVIEW_DELAY_MS, type CronPreviewState } from '../../../plugins/monitor/client/pages/job/cron-preview.ts';
import { joinInvokeTarget, signatureOf, splitInvokeTarget } from '../../../plugins/monitor/client/pages/job/invoke-target.ts';

describe('cron preview debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (answer: (cron: string) => Promise<string[]>) => {
    const states: CronPreviewState[] = [];
    const fetch = vi.fn(answer);
    const p = createCronPreview(fetch, (s) => states.push(s));
    return { p, fetch, states, last: () => states[states.length - 1] };
  };

  it('asks only about the last expression typed, once the typing pauses', async () => {
    const { p, fetch, last } = setup(async (c) => [`${c}#1`, `${c}#2`]);
    p.update('0');
    p.update('0/');
    p.update(' 0/5 * * * * ? ');
    expect(last()).toEqual({ kind: 'loading', cron: '0/5 * * * * ?' });
    await vi.advanceTimersByTimeAsync(CRON_PREVIEW_DELAY_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('0/5 * * * * ?');
    expect(last()).toEqual({ kind: 'ok', cron: '0/5 * * * * ?', runs: ['0/5 * * * * ?#1', '0/5 * * * * ?#2'] });
  });

  it('shows the server refusal as an error state', async () => {
    const { p, last } = setup(async () => {
      throw new Error('Cron 表达式无效：x');
    });
    p.update('x');
    await vi.advanceTimersByTimeAsync(CRON_PREVIEW_DELAY_MS);
    expect(last()).toEqual({ kind: 'error', cron: 'x', message: 'Cron 表达式无效：x' });
  });

  it('drops a slow answer for an expression that is no longer current', async () => {
    let release!: (v: string[]) => void;
    const { p, last } = setup((c) => (c === 'slow' ? new Promise((r) => (release = r)) : Promise.resolve(['fast'])));
    p.update('slow');
    await vi.advanceTimersByTimeAsync(CRON_PREVIEW_DELAY_MS);
    p.update('quick');
    await vi.advanceTimersByTimeAsync(CRON_PREVIEW_DELAY_MS);
    expect(last()).toEqual({ kind: 'ok', cron: 'quick', runs: ['fast'] });
    release(['stale']);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ kind: 'ok', cron: 'quick', runs: ['fast'] });
  });

  it('an empty field clears the preview without asking; dispose cancels a pending look-up', async () => {
    const { p, fetch, last } = setup(async () => ['x']);
    p.update('   ');
    expect(last()).toEqual({ kind: 'empty' });
    p.update('0 * * * * ?');
    p.dispose();
    await vi.advanceTimersByTimeAsync(CRON_PREVIEW_DELAY_MS * 2);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('invoke target field', () => {
  it('splits and joins handler name and argument text', () => {
    expect(splitInvokeTarget('monitor.cleanLogs(30)')).toEqual({ name: 'monitor.cleanLogs', args: '30' });
    expect(splitInvokeTarget("a.b('x, y', 2)")).toEqual({ name: 'a.b', args: "'x, y', 2" });
    expect(splitInvokeTarget('monitor.noop')).toEqual({ name: 'monitor.noop', args: '' });
    expect(splitInvokeTarget(undefined)).toEqual({ name: '', args: '' });
    expect(joinInvokeTarget('monitor.noop', '  ')).toBe('monitor.noop');
    expect(joinInvokeTarget('monitor.sleep', ' 2 ')).toBe('monitor.sleep(2)');
  });

  it('describes a handler signature', () => {
    expect(
      signatureOf({
        name: 'x',
        description: '',
        params: [
          { name: 'days', type: 'integer' },
          { name: 'tag', type: 'string', optional: true },
        ],
      }),
    ).toBe('days: integer, tag?: string');
    expect(signatureOf(undefined)).toBe('');
  });
});
