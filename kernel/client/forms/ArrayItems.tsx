import type { ArrayField } from '@formily/core';
import { observer, RecursionField, useField, useFieldSchema, type Schema } from '@formily/react';
import { Addition, ArrayItemScope, ArrayProvider, Index, isArrayPart, MoveDown, MoveUp, Remove } from './ArrayBase.tsx';

function itemSchema(schema: Schema, index: number): Schema | undefined {
  return Array.isArray(schema.items) ? (schema.items[index] ?? schema.items[0]) : schema.items;
}

/** Renders the array's own Addition nodes (properties next to `items`). */
export function ArrayAdditions({ schema }: { schema: Schema }) {
  return <>{schema.mapProperties((s, key) => (isArrayPart(s, 'Addition') ? <RecursionField key={key} schema={s} name={key} /> : null))}</>;
}

/** A list of repeated items, each rendered from `items`, with Addition/Remove/MoveUp/MoveDown parts. */
const ArrayItemsBase = observer(function ArrayItems(props: { className?: string }) {
  const field = useField<ArrayField>();
  const schema = useFieldSchema();
  const rows = Array.isArray(field.value) ? field.value : [];
  return (
    <ArrayProvider>
      <div className={['zx-array-items', props.className].filter(Boolean).join(' ')} style={{ width: '100%' }}>
        {rows.map((_, index) => {
          const items = itemSchema(schema, index);
          if (!items) return null;
          return (
            <ArrayItemScope key={index} index={index}>
              <div
                className="zx-array-item"
                style={{
                  display: 'flex',
                  gap: 8,
                  alignItems: 'flex-start',
                  padding: '8px 0',
                  borderBottom: '1px dashed var(--color-border-2)',
                }}
              >
                <RecursionField schema={items} name={index} />
              </div>
            </ArrayItemScope>
          );
        })}
        <ArrayAdditions schema={schema} />
      </div>
    </ArrayProvider>
  );
});

/** The ArrayItems component with its parts, as schemas name them (`ArrayItems.Remove`...). */
export const ArrayItems = Object.assign(ArrayItemsBase, { Addition, Remove, MoveUp, MoveDown, Index });
