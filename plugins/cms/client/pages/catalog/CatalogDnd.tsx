import { type ReactNode, forwardRef, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  type DragEndEvent,
  MeasuringStrategy,
  pointerWithin,
  PointerSensor,
  useDndContext,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { IconDragDotVertical } from '@arco-design/web-react/icon';

/** Drop target id of the top level (moving a catalog out of every parent). */
export const TOP = 'catalog-top';
const rowId = (id: number) => `catalog-${id}`;
const idOf = (dndId: string | number) => Number(String(dndId).replace('catalog-', '')) || 0;

/** The catalog tree's drag and drop: a catalog dragged by its handle onto another row moves under it, onto the top zone to the top level. */
export function CatalogDnd({ children, onMove }: { children: ReactNode; onMove(from: number, to: number): void }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const end = useCallback(
    (e: DragEndEvent) => {
      if (!e.over) return;
      const from = idOf(e.active.id);
      const to = e.over.id === TOP ? 0 : idOf(e.over.id);
      if (from && from !== to) onMove(from, to);
    },
    [onMove],
  );
  return (
    // rows are measured while dragging (the top zone appears when a drag starts and shifts them down), and the row under the pointer takes the drop
    <DndContext
      sensors={sensors}
      onDragEnd={end}
      collisionDetection={pointerWithin}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
    >
      <TopZone />
      {children}
    </DndContext>
  );
}

/** Shown while dragging: drop here to move the catalog to the top level. */
function TopZone() {
  const { t } = useTranslation('cms');
  const { active } = useDndContext();
  const { setNodeRef, isOver } = useDroppable({ id: TOP });
  if (!active) return null;
  return (
    <div
      ref={setNodeRef}
      className="zx-catalog-top-zone"
      style={{
        border: `1px dashed ${isOver ? 'rgb(var(--primary-6))' : 'var(--color-border-3)'}`,
        background: isOver ? 'var(--color-primary-light-1)' : undefined,
        padding: 8,
        marginBottom: 8,
        textAlign: 'center',
        color: 'var(--color-text-3)',
      }}
    >
      {t('catalog.dropTop')}
    </div>
  );
}

/** The drag handle of a catalog row. */
export function DragHandle({ id, label }: { id: number; label: string }) {
  const { t } = useTranslation('cms');
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: rowId(id) });
  return (
    <span
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('catalog.dragLabel', { name: label })}
      className="zx-catalog-drag"
      style={{ cursor: 'grab', opacity: isDragging ? 0.4 : 1, padding: '0 4px', touchAction: 'none' }}
    >
      <IconDragDotVertical />
    </span>
  );
}

type RowProps = React.HTMLAttributes<HTMLTableRowElement> & { 'data-id'?: number; record?: unknown; index?: number };

/** A table row that takes a dropped catalog (it becomes a child of this row's catalog). */
export const DropRow = forwardRef<HTMLTableRowElement, RowProps>(function DropRow({ record: _r, index: _i, ...props }, ref) {
  const id = Number(props['data-id'] ?? 0);
  const { setNodeRef, isOver } = useDroppable({ id: rowId(id), disabled: !id });
  return (
    <tr
      {...props}
      ref={(el) => {
        setNodeRef(el);
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      style={{ ...props.style, outline: isOver ? '2px solid rgb(var(--primary-6))' : undefined }}
      data-drop-over={isOver || undefined}
    />
  );
});
