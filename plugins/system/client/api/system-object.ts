import { crudObjects } from '#kernel/client';
import type { SystemPermission } from '../../shared/permissions.ts';

/** Declares an object of the system plugin (see `crudObjects`): only codes the plugin declares compile. */
export const systemObject = crudObjects<SystemPermission>();
