import { Wire } from '../../shared/wire.ts';

/** JSON-schema fragments shared by CRUD routes. */

/** A body that is a non-empty array of numeric ids (`DELETE /x` with `[1,2]`). */
export const idsBody = { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'integer', minimum: 1 } } as const;

/** `/:id` path parameter. */
export const idParam = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

/** Paging and sorting query fields every list accepts (declared once, as TypeBox, in `Wire.paging`). */
export const pageQuery = Wire.paging();

/** A `0`/`1` status (0 normal, 1 disabled). */
export const statusField = { type: 'string', enum: ['0', '1'] } as const;

/** Optimistic-concurrency version carried by edit bodies. */
export const versionField = { type: 'integer', minimum: 0 } as const;
