import { memo } from 'react';
import { Button, Tag, Tooltip } from '@arco-design/web-react';
import { IconCopy, IconDelete, IconDragDotVertical } from '@arco-design/web-react/icon';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { CanvasBox } from './CanvasBox.tsx';
import { useDesignerStore } from './context.ts';
import type { NodeId } from './model.ts';
import { nodeCaption } from './node-text.ts';
import { useDesigner } from './store.ts';
import { duplicateNode, isContainer, removeNode } from './tree-ops.ts';

/**
 * One node on the canvas (memoized: it re-renders only when its own node or selection changes): a drag handle
 * (mouse, or keyboard: Space to lift, arrows to move, Space to drop), its caption, copy and delete, and its children.
 */
export const CanvasItem = memo(function CanvasItem({ id }: { id: NodeId }) {
  const { t, i18n } = useTranslation('widgets');
  const store = useDesignerStore();
  const node = useDesigner(store, (s) => s.model.nodes[id]);
  const selected = useDesigner(store, (s) => s.selected === id);
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, transform, transition, isDragging } = useSortable({ id });
  if (!node) return null;
  const caption = nodeCaption(node, t, i18n.language);
  const component = String(node.schema['x-component'] ?? node.schema.type ?? '');
  const container = isContainer(node);
  const stop = (e: { stopPropagation(): void }) => e.stopPropagation();
  const duplicate = (e: Event) => {
    stop(e);
    const res = duplicateNode(store.getState().model, id);
    if (res.copy) store.change(res.model, { select: res.copy });
  };
  const remove = (e: Event) => {
    stop(e);
    store.change(removeNode(store.getState().model, id), { select: null });
  };
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : 1 }}
      className={`zx-designer-item${selected ? ' zx-designer-selected' : ''}${container ? ' zx-designer-container' : ''}`}
      data-node={node.name || id}
      onClick={(e) => {
        stop(e);
        store.select(id);
      }}
    >
      <div className="zx-designer-item-head">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="zx-designer-handle"
          {...listeners}
          {...attributes}
          aria-label={t('designer.dragNode', { name: caption })}
        >
          <IconDragDotVertical />
        </button>
        <span
          className="zx-designer-caption"
          role="button"
          tabIndex={0}
          onKeyDown={(e) => {
            // Enter selects, Delete removes (the buttons do the same with the mouse)
            if (e.key === 'Enter') store.select(id);
            else if (e.key === 'Delete') remove(e as unknown as Event);
          }}
        >
          {node.schema.required === true && <span className="zx-designer-required">*</span>}
          {caption}
        </span>
        <Tag size="small">{component}</Tag>
        {node.name && <span className="zx-designer-name">{node.name}</span>}
        <span className="zx-designer-actions">
          <Tooltip content={t('designer.duplicate')}>
            <Button size="mini" type="text" icon={<IconCopy />} aria-label={t('designer.duplicate')} onClick={duplicate} />
          </Tooltip>
          <Tooltip content={t('designer.remove')}>
            <Button size="mini" type="text" status="danger" icon={<IconDelete />} aria-label={t('designer.remove')} onClick={remove} />
          </Tooltip>
        </span>
      </div>
      {container && <CanvasBox id={id} />}
      {node.items && <CanvasBox id={node.items} />}
      {node.items && node.children.length > 0 && <CanvasBox id={id} />}
    </div>
  );
});
