/** JSON schemas and helpers shared by the monitor routes. */

export const stringIdArray = {
  type: 'array',
  minItems: 1,
  maxItems: 500,
  items: { type: 'string', minLength: 1, maxLength: 200 },
} as const;

export const dateTime = { type: 'string', maxLength: 19, pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$' } as const;
