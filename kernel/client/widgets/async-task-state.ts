/** Status of an async task as the server sends it (chestnut-api.md §4.3). */
export type AsyncTaskStatus = 'READY' | 'RUNNING' | 'SUCCESS' | 'FAILED' | 'INTERRUPTED';

/** The wire shape of an async task (`GET /async/task/{id}`). */
export interface AsyncTask {
  taskId: string;
  type: string;
  status: AsyncTaskStatus;
  interruptible: boolean;
  percent: number;
  progressMessage?: string;
  errMessages: string[];
  result?: string;
  readyTime: string;
  startTime?: string;
  endTime?: string;
}

/** What a progress display shows for one poll answer. */
export interface AsyncTaskView {
  /** 'waiting' before the first answer; 'lost' when the task could not be read */
  phase: 'waiting' | 'running' | 'success' | 'interrupted' | 'failed' | 'lost';
  percent: number;
  message?: string;
  errors: string[];
  /** polling stops once this is true */
  finished: boolean;
}

/** True for the statuses after which a task never changes again. */
export const isFinishedStatus = (s: AsyncTaskStatus | undefined): boolean => s === 'SUCCESS' || s === 'FAILED' || s === 'INTERRUPTED';

/**
 * Maps the latest poll answer to what the bar shows: a failed task is drawn full (it ended, though
 * badly) with its error messages; a successful or interrupted one shows its last message.
 */
export function asyncTaskView(task: AsyncTask | undefined, lost = false): AsyncTaskView {
  if (lost) return { phase: 'lost', percent: task?.percent ?? 0, errors: task?.errMessages ?? [], finished: true };
  if (!task) return { phase: 'waiting', percent: 0, errors: [], finished: false };
  const percent = Math.max(0, Math.min(100, Math.round(task.percent ?? 0)));
  const errors = task.errMessages ?? [];
  switch (task.status) {
    case 'FAILED':
      return { phase: 'failed', percent: 100, message: task.progressMessage, errors, finished: true };
    case 'SUCCESS':
      return { phase: 'success', percent: 100, message: task.progressMessage, errors, finished: true };
    case 'INTERRUPTED':
      return { phase: 'interrupted', percent, message: task.progressMessage, errors, finished: true };
    default:
      return { phase: 'running', percent, message: task.progressMessage, errors, finished: false };
  }
}
