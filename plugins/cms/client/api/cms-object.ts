import { crudObjects } from '#kernel/client';
import type { CmsPermission } from '../../shared/permissions.ts';

/** Declares an object of the CMS plugin (see `crudObjects`): only codes the plugin declares compile. */
export const cmsObject = crudObjects<CmsPermission>();

/** How CMS spells the actions in its codes: a delete is `cms:<object>:delete`. */
export const CMS_VERBS = { remove: 'delete' } as const;
