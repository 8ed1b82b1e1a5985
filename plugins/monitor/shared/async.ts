import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** An async task id (a type's own key, e.g. a publish run, or a generated one). */
const AsyncTaskId = Type.String({ minLength: 1, maxLength: 200 });

/** Filters of `GET /async/task`; the rows are the kernel's `AsyncTask` */
export const AsyncTaskQuery = Type.Object({
  type: Wire.filter(100),
  id: Wire.filter(200),
  status: Type.Optional(Type.Enum(['READY', 'RUNNING', 'SUCCESS', 'FAILED', 'INTERRUPTED'])),
});
export type AsyncTaskQuery = Static<typeof AsyncTaskQuery>;

/** The query of `GET /async/task`: the filters and a page */
export const AsyncTaskPageQuery = Type.Object({ ...Wire.paging(), ...AsyncTaskQuery.properties });

/** `GET /async/task/:taskId` */
export const AsyncTaskIdParam = Type.Object({ taskId: AsyncTaskId });

/** Body of `/async/task/stop` and `/async/task/remove`: the ids */
export const AsyncTaskIds = Type.Array(AsyncTaskId, { minItems: 1, maxItems: 500 });
export type AsyncTaskIds = Static<typeof AsyncTaskIds>;
