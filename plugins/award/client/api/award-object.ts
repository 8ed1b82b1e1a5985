import { crudObjects } from '#kernel/client';
import type { AwardPermission } from '../../shared/permissions.ts';

/** Declares an object of the award plugin (see `crudObjects`): only codes the plugin declares compile. */
export const awardObject = crudObjects<AwardPermission>();

/** A list query of the award screens: its filters and the page. */
export type Paged<Q> = Q & { pageNum: number; pageSize: number };
