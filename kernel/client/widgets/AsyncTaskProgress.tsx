import { Progress, Typography } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { AsyncTask, AsyncTaskView } from './async-task-state.ts';
import { useAsyncTask } from './use-async-task.ts';

/** Props of the progress display of one async task. */
export interface AsyncTaskProgressProps {
  taskId: string | null | undefined;
  /** names the work in the completion text ("{title} completed") */
  title?: string;
  /** called once when the task has finished (or could not be read) */
  onFinish?(task: AsyncTask | undefined, view: AsyncTaskView): void;
  intervalMs?: number;
}

const STATUS = {
  waiting: 'normal',
  running: 'normal',
  success: 'success',
  interrupted: 'warning',
  failed: 'error',
  lost: 'error',
} as const;

/**
 * Polls an async task once a second and shows its progress bar, percent and message; at the end it
 * shows "{title} completed" (or interrupted / failed) with the last message, and for a failed task
 * the error messages.
 */
export function AsyncTaskProgress({ taskId, title, onFinish, intervalMs }: AsyncTaskProgressProps) {
  const { t } = useTranslation('widgets');
  const { task, view } = useAsyncTask(taskId, onFinish, intervalMs);
  const name = title ?? task?.type ?? '';
  const text =
    view.phase === 'success'
      ? t('asyncTask.completed', { title: name })
      : view.phase === 'interrupted'
        ? t('asyncTask.interrupted', { title: name })
        : view.phase === 'failed'
          ? t('asyncTask.failed', { title: name })
          : view.phase === 'lost'
            ? t('asyncTask.lost')
            : view.message || t('asyncTask.running', { title: name });
  return (
    <div className="zx-async-progress" data-phase={view.phase} data-percent={view.percent}>
      <Progress percent={view.percent} status={STATUS[view.phase]} width="100%" />
      <Typography.Text
        className="zx-async-progress-message"
        type={view.phase === 'failed' || view.phase === 'lost' ? 'error' : view.phase === 'success' ? 'success' : 'secondary'}
      >
        {text}
      </Typography.Text>
      {/* at the end the last progress message stays as detail beside the outcome */}
      {view.finished && view.message && (
        <Typography.Text type="secondary" className="zx-async-progress-detail" style={{ marginLeft: 8 }}>
          {view.message}
        </Typography.Text>
      )}
      {view.errors.length > 0 && (
        <ul className="zx-async-progress-errors" style={{ margin: '6px 0 0', paddingLeft: 18, color: 'rgb(var(--danger-6))' }}>
          {view.errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
