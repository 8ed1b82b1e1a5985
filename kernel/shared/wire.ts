import { Type } from 'typebox';

/** The pattern of text that must not be blank; the server words a miss as "cannot be empty". */
export const NOT_BLANK = '\\S';

/**
 * TypeBox pieces every object's wire schema is built from (DESIGN §6): one declaration gives the route's
 * validation, the handler's types and, through `Static`, the console's types.
 */
export const Wire = {
  /**
   * one of these string codes; typed as a string so that a v1.4.3 client's number (`misfirePolicy: 1`) is coerced
   * to its code before the check, as its server read it
   */
  codeOf: <const V extends string>(values: readonly V[]) => Type.Enum([...values], { type: 'string' }),
  /** a database id (`serial`: 1 … int4 max) */
  id: () => Type.Integer({ minimum: 1, maximum: 2147483647 }),
  /** optimistic-concurrency version carried by edit bodies */
  version: () => Type.Integer({ minimum: 0, maximum: 2147483647 }),
  /** `0` normal / `1` disabled */
  status: () => Wire.codeOf(['0', '1']),
  /** a `Y`/`N` flag */
  yesNo: () => Wire.codeOf(['Y', 'N']),
  /** required text that is not only whitespace (the pattern is read as "cannot be empty") */
  text: (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: NOT_BLANK }),
  /** optional text a client may also send as null */
  optionalText: (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()])),
  /** a code of letters, digits, underscore and hyphen */
  code: (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+$' }),
  /** a whole number in a range */
  int: (minimum: number, maximum: number) => Type.Integer({ minimum, maximum }),
  /** a list filter: optional text */
  filter: (maxLength: number) => Type.Optional(Type.String({ maxLength })),
  /** a list filter: one of these values, or empty for all */
  filterOf: <const V extends string>(values: readonly V[]) => Type.Optional(Type.Enum(['', ...values])),
  /** a date-time on the wire (`yyyy-MM-dd HH:mm:ss`, APP_TIME_ZONE) */
  time: () => Type.String(),
  /** a list filter: a date, or a date and time (`yyyy-MM-dd[ HH:mm[:ss]]`) */
  dateFilter: () => Type.Optional(Type.String({ maxLength: 19, pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$' })),
  /**
   * the paging and sorting fields every list query takes, for a list a route pages itself:
   * `Type.Object({ ...Wire.paging(), ...Filters.properties })` (listRoute adds them on its own)
   */
  paging: () => ({
    pageNum: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    sorts: Type.Optional(Type.String({ maxLength: 200 })),
    orderByColumn: Type.Optional(Type.String({ maxLength: 64 })),
    isAsc: Type.Optional(Type.String({ maxLength: 10 })),
    'params[beginTime]': Type.Optional(Type.String({ maxLength: 19 })),
    'params[endTime]': Type.Optional(Type.String({ maxLength: 19 })),
  }),
};
