import { describe, expect, it } from 'vitest';
import { asyncTaskView, isFinishedStatus, type AsyncTask } from '../../../kernel/client/widgets/async-task-state.ts';
import { durationParts, formatBytes } from '../../../plugins/monitor/client/pages/format.ts';

const task = (over: Partial<AsyncTask>): AsyncTask => ({
  taskId: 't1',
  type: 'Demo',
  status: 'RUNNING',
  interruptible: true,
  percent: 0,
  errMessages: [],
  readyTime: '2026-01-01 00:00:00',
  ...over,
});

describe('async task progress state', () => {
  it('waits before the first answer and runs with the reported percent and message', () => {
    expect(asyncTaskView(undefined)).toEqual({ phase: 'waiting', percent: 0, errors: [], finished: false });
    expect(asyncTaskView(task({ status: 'READY' }))).toMatchObject({ phase: 'running', percent: 0, finished: false });
    expect(asyncTaskView(task({ percent: 42.6, progressMessage: '42 / 100' }))).toMatchObject({
      phase: 'running',
      percent: 43,
      message: '42 / 100',
      finished: false,
    });
    expect(asyncTaskView(task({ percent: 140 })).percent).toBe(100);
  });

  it('stops on SUCCESS (full bar) and INTERRUPTED (bar where it stopped)', () => {
    expect(asyncTaskView(task({ status: 'SUCCESS', percent: 97 }))).toMatchObject({ phase: 'success', percent: 100, finished: true });
    expect(asyncTaskView(task({ status: 'INTERRUPTED', percent: 37 }))).toMatchObject({
      phase: 'interrupted',
      percent: 37,
      finished: true,
    });
  });

  it('forces 100 % on FAILED and carries the error messages', () => {
    expect(asyncTaskView(task({ status: 'FAILED', percent: 12, errMessages: ['disk full', 'gave up'] }))).toEqual({
      phase: 'failed',
      percent: 100,
      message: undefined,
      errors: ['disk full', 'gave up'],
      finished: true,
    });
  });

  it('a task that cannot be read ends polling', () => {
    expect(asyncTaskView(task({ percent: 20 }), true)).toMatchObject({ phase: 'lost', percent: 20, finished: true });
    expect(isFinishedStatus('RUNNING')).toBe(false);
    expect(isFinishedStatus('READY')).toBe(false);
    expect(['SUCCESS', 'FAILED', 'INTERRUPTED'].every((s) => isFinishedStatus(s as AsyncTask['status']))).toBe(true);
  });
});

describe('monitor figures', () => {
  it('formats bytes in binary units and durations in parts', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
    expect(formatBytes(undefined)).toBe('-');
    expect(durationParts(90061)).toEqual({ d: 1, h: 1, m: 1, s: 1 });
  });
});
