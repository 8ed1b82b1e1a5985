/** The kernel's async task mechanism (chestnut-api.md §4.3). */
export { AsyncTasks, AsyncTaskError, TaskStopped, type AsyncTaskVO, type AsyncTaskStatus, type TaskContext } from './async-tasks.ts';
