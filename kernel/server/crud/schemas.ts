import { Type } from 'typebox';
import { Wire } from '../../shared/wire.ts';

/**
 * TypeBox schemas shared by CRUD routes: under `withTypeProvider<TypeBoxTypeProvider>()` a route that uses
 * them gets `req.params.id: number` / `req.body: number[]` from the schema, with no hand-written generics.
 */

/** A body that is a non-empty array of numeric ids (`DELETE /x` with `[1,2]`). */
export const idsBody = Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 });

/** `/:id` path parameter. */
export const idParam = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Paging and sorting query fields every list accepts (declared once, as TypeBox, in `Wire.paging`). */
export const pageQuery = Wire.paging();

/** A `0`/`1` status (0 normal, 1 disabled). */
export const statusField = Type.Unsafe<'0' | '1'>({ type: 'string', enum: ['0', '1'] });

/** Optimistic-concurrency version carried by edit bodies. */
export const versionField = Type.Integer({ minimum: 0 });
