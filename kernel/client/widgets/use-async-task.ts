import { useEffect, useRef, useState } from 'react';
import { http } from '../request/index.ts';
import { asyncTaskView, type AsyncTask, type AsyncTaskView } from './async-task-state.ts';

/** Poll period of async task progress (ms). */
export const ASYNC_TASK_POLL_MS = 1000;

/** The polled task, what to show for it, and whether polling has stopped. */
export interface UseAsyncTask {
  task?: AsyncTask;
  view: AsyncTaskView;
}

/**
 * Polls `GET /async/task/{id}` every second until the task finishes (or cannot be read); a new id
 * starts over. `onFinish` runs once with the last answer.
 */
export function useAsyncTask(
  taskId: string | null | undefined,
  onFinish?: (task: AsyncTask | undefined, view: AsyncTaskView) => void,
  intervalMs = ASYNC_TASK_POLL_MS,
): UseAsyncTask {
  const [task, setTask] = useState<AsyncTask>();
  const [lost, setLost] = useState(false);
  const finishRef = useRef(onFinish);
  finishRef.current = onFinish;

  useEffect(() => {
    setTask(undefined);
    setLost(false);
    if (!taskId) return;
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let t: AsyncTask | undefined;
      try {
        t = await http.get<AsyncTask>(`/async/task/${encodeURIComponent(taskId)}`);
      } catch {
        // the request layer told the person (or prompted a relogin); polling a task we cannot read is pointless
        if (stop) return;
        setLost(true);
        finishRef.current?.(undefined, asyncTaskView(undefined, true));
        return;
      }
      if (stop) return;
      setTask(t);
      const v = asyncTaskView(t);
      if (v.finished) finishRef.current?.(t, v);
      else timer = setTimeout(() => void poll(), intervalMs);
    };
    void poll();
    return () => {
      stop = true;
      if (timer) clearTimeout(timer);
    };
  }, [taskId, intervalMs]);

  return { task, view: asyncTaskView(task, lost) };
}
