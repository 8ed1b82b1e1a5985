import { memo } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { CanvasItem } from './CanvasItem.tsx';
import { useDesignerStore } from './context.ts';
import { boxDropId } from './drop.ts';
import type { NodeId } from './model.ts';
import { useDesigner } from './store.ts';

/** The children of one container (the form itself, a grid, a card, a tab, a table row…), sortable and a drop target. */
export const CanvasBox = memo(function CanvasBox({ id, root }: { id: NodeId; root?: boolean }) {
  const { t } = useTranslation('widgets');
  const store = useDesignerStore();
  const children = useDesigner(store, (s) => s.model.nodes[id]?.children);
  const { setNodeRef, isOver } = useDroppable({ id: boxDropId(id) });
  if (!children) return null;
  return (
    <div
      ref={setNodeRef}
      className={`zx-designer-box${root ? ' zx-designer-root' : ''}${isOver ? ' zx-designer-over' : ''}`}
      data-box={id}
      data-testid={root ? 'designer-canvas' : undefined}
    >
      <SortableContext items={children} strategy={verticalListSortingStrategy}>
        {children.map((c) => (
          <CanvasItem key={c} id={c} />
        ))}
      </SortableContext>
      {!children.length && <div className="zx-designer-empty">{t(root ? 'designer.emptyForm' : 'designer.emptyBox')}</div>}
    </div>
  );
});
