import { createContext, useContext, type ReactNode } from 'react';
import { Button, Tooltip } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconDelete, IconPlus } from '@arco-design/web-react/icon';
import type { ArrayField } from '@formily/core';
import { useField, useFieldSchema, type Schema } from '@formily/react';
import { useTranslation } from 'react-i18next';

interface ArrayContextValue {
  field: ArrayField;
  schema: Schema;
}

const ArrayContext = createContext<ArrayContextValue | null>(null);
const IndexContext = createContext<number>(-1);

/** Provides the array field to the Addition/Remove/Move buttons below it. */
export function ArrayProvider({ children }: { children: ReactNode }) {
  const field = useField<ArrayField>();
  const schema = useFieldSchema();
  return <ArrayContext.Provider value={{ field, schema }}>{children}</ArrayContext.Provider>;
}

/** Marks the row index for the buttons inside one array item. */
export function ArrayItemScope({ index, children }: { index: number; children: ReactNode }) {
  return <IndexContext.Provider value={index}>{children}</IndexContext.Provider>;
}

/** The enclosing array field (null outside an array). */
export const useArray = () => useContext(ArrayContext);
/** The index of the enclosing array item (-1 outside one). */
export const useArrayIndex = () => useContext(IndexContext);

/** Whether a schema node is one of the array's operation components. */
export const isArrayPart = (s: Schema, part: string) => String(s['x-component'] ?? '').endsWith(`.${part}`) || s['x-component'] === part;

/** A fresh item for the array's item schema. */
export function defaultItem(schema: Schema | undefined): unknown {
  const items = Array.isArray(schema?.items) ? schema?.items[0] : schema?.items;
  switch ((items as Schema | undefined)?.type) {
    case 'object':
      return {};
    case 'array':
      return [];
    case 'number':
      return undefined;
    case 'boolean':
      return false;
    default:
      return items ? '' : {};
  }
}

/** Props of the Addition button. */
export interface AdditionProps {
  title?: ReactNode;
  /** 'unshift' adds at the top (default 'push') */
  method?: 'push' | 'unshift';
  defaultValue?: unknown;
}

/** Adds an item to the enclosing array. */
export function Addition({ title, method = 'push', defaultValue }: AdditionProps) {
  const { t } = useTranslation('widgets');
  const ctx = useArray();
  const self = useFieldSchema();
  if (ctx?.field.pattern !== 'editable') return null;
  const value = defaultValue !== undefined ? structuredClone(defaultValue) : defaultItem(ctx.schema);
  return (
    <Button
      long
      type="dashed"
      icon={<IconPlus />}
      style={{ marginTop: 8 }}
      disabled={ctx.field.disabled}
      onClick={() => void (method === 'unshift' ? ctx.field.unshift(value) : ctx.field.push(value))}
    >
      {title ?? self?.title ?? t('form.add')}
    </Button>
  );
}

function Op({ label, icon, onClick, disabled }: { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <Tooltip content={label} mini>
      <Button type="text" size="mini" icon={icon} aria-label={label} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}

/** Removes the enclosing item. */
export function Remove() {
  const { t } = useTranslation('widgets');
  const ctx = useArray();
  const index = useArrayIndex();
  if (!ctx || index < 0 || ctx.field.pattern !== 'editable') return null;
  return <Op label={t('form.remove')} icon={<IconDelete />} disabled={ctx.field.disabled} onClick={() => void ctx.field.remove(index)} />;
}

/** Moves the enclosing item up one place. */
export function MoveUp() {
  const { t } = useTranslation('widgets');
  const ctx = useArray();
  const index = useArrayIndex();
  if (!ctx || index < 0 || ctx.field.pattern !== 'editable') return null;
  return (
    <Op
      label={t('form.moveUp')}
      icon={<IconArrowUp />}
      disabled={ctx.field.disabled || index === 0}
      onClick={() => void ctx.field.moveUp(index)}
    />
  );
}

/** Moves the enclosing item down one place. */
export function MoveDown() {
  const { t } = useTranslation('widgets');
  const ctx = useArray();
  const index = useArrayIndex();
  if (!ctx || index < 0 || ctx.field.pattern !== 'editable') return null;
  const last = (ctx.field.value?.length ?? 0) - 1;
  return (
    <Op
      label={t('form.moveDown')}
      icon={<IconArrowDown />}
      disabled={ctx.field.disabled || index >= last}
      onClick={() => void ctx.field.moveDown(index)}
    />
  );
}

/** Shows the 1-based number of the enclosing item. */
export function Index() {
  const index = useArrayIndex();
  return <span className="zx-array-index">#{index + 1}</span>;
}
