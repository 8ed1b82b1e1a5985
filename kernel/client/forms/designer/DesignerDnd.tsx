import { useState, type ReactNode } from 'react';
import {
  closestCenter,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { useDesignerStore } from './context.ts';
import { addEntry, dropTarget, moveTo } from './drop.ts';
import { nodeCaption } from './node-text.ts';
import { paletteEntry } from './palette.ts';

/** The innermost droppable under the pointer (a field inside a card beats the card); by the keyboard, the closest. */
const innermost: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (!hits.length) return closestCenter(args);
  const area = (id: string | number) => {
    const r = args.droppableRects.get(id);
    return r ? r.width * r.height : Number.POSITIVE_INFINITY;
  };
  return [...hits].sort((a, b) => area(a.id) - area(b.id));
};

/** The drag and drop of the designer: palette pieces onto the canvas, canvas nodes to another place. */
export function DesignerDnd({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('widgets');
  const store = useDesignerStore();
  const [dragging, setDragging] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const caption = (id: string) => {
    if (id.startsWith('palette:')) {
      const e = paletteEntry(id.slice(8));
      return e ? t(e.label) : id;
    }
    const n = store.getState().model.nodes[id];
    return n ? nodeCaption(n, t, i18n.language) : id;
  };
  const onDragStart = (e: DragStartEvent) => setDragging(String(e.active.id));
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(null);
    const activeId = String(e.active.id);
    const model = store.getState().model;
    const target = dropTarget(model, e.over ? String(e.over.id) : undefined, activeId);
    if (!target) return;
    if (activeId.startsWith('palette:')) {
      const res = addEntry(model, activeId.slice(8), target);
      if (res.added) store.change(res.model, { select: res.added });
    } else store.change(moveTo(model, activeId, target));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={innermost}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        screenReaderInstructions: { draggable: t('designer.dragHelp') },
        announcements: {
          onDragStart: ({ active }) => t('designer.announce.start', { name: caption(String(active.id)) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('designer.announce.over', { name: caption(String(active.id)) })
              : t('designer.announce.outside', { name: caption(String(active.id)) }),
          onDragEnd: ({ active, over }) =>
            over
              ? t('designer.announce.end', { name: caption(String(active.id)) })
              : t('designer.announce.cancel', { name: caption(String(active.id)) }),
          onDragCancel: ({ active }) => t('designer.announce.cancel', { name: caption(String(active.id)) }),
        },
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>{dragging ? <div className="zx-designer-overlay">{caption(dragging)}</div> : null}</DragOverlay>
    </DndContext>
  );
}
