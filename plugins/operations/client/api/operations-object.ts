import { crudObjects } from '#kernel/client';
import type { OperationsPermission } from '../../shared/permissions.ts';

/** Declares an object of the operations plugin (see `crudObjects`): only codes the plugin declares compile. */
export const operationsObject = crudObjects<OperationsPermission>();

/** How the v1.4.3 codes spell the actions: a delete is `cms:<object>:delete`. */
export const OPERATIONS_VERBS = { remove: 'delete' } as const;
