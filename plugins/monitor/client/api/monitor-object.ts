import { crudObjects } from '#kernel/client';
import type { MonitorPermission } from '../../shared/permissions.ts';

/** Declares an object of the monitor plugin (see `crudObjects`): only codes the plugin declares compile. */
export const monitorObject = crudObjects<MonitorPermission>();
