import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Button, Empty, Space, Tooltip } from '@arco-design/web-react';
import { IconDelete, IconDragDotVertical, IconEdit, IconImage, IconPlus } from '@arco-design/web-react/icon';
import { parseInternalUrl } from '../../../shared/resource.ts';
import { resourceApi } from '../../api/resource-api.ts';
import { ManualItemDialog } from './ManualItemDialog.tsx';
import {
  dragItemId,
  dragRowId,
  dropItemId,
  dropRowId,
  type ManualRowItem,
  type ManualRows,
  moveItem,
  moveRow,
  parseDndId,
} from './manual-rows.ts';

/** the most rows and items per row the server takes */
const MAX = 50;

/** A row drag only looks at rows; an item drag prefers the item under the pointer, else its row. */
const collisions: CollisionDetection = (args) => {
  const dragsRow = String(args.active.id).startsWith('drag-row');
  const hits = pointerWithin({
    ...args,
    droppableContainers: dragsRow ? args.droppableContainers.filter((c) => String(c.id).startsWith('drop-row')) : args.droppableContainers,
  });
  if (dragsRow) return hits;
  const item = hits.find((h) => String(h.id).startsWith('drop-item'));
  return item ? [item] : hits;
};

/**
 * A manual block's rows of items (chestnut-api §4.6): rows and items reordered by dragging their handles (an
 * item may go to another row), items added, edited and removed in a dialog.
 */
export function ManualRowsEditor({ value, onChange }: { value?: ManualRows; onChange?(v: ManualRows): void }) {
  const { t } = useTranslation('cms');
  const rows = value ?? [];
  const [editing, setEditing] = useState<{ row: number; index: number | null; item?: ManualRowItem } | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const set = (next: ManualRows) => onChange?.(next);

  const end = (e: DragEndEvent) => {
    if (!e.over) return;
    const from = parseDndId(e.active.id);
    const to = parseDndId(e.over.id);
    if (!from || !to) return;
    if (from[0] === 'row') set(moveRow(rows, from[1], to[1]));
    else set(moveItem(rows, [from[1], from[2]], to[0] === 'item' ? [to[1], to[2]] : [to[1], null]));
  };

  const saveItem = (item: ManualRowItem) => {
    if (!editing) return;
    set(
      rows.map((row, r) => {
        if (r !== editing.row) return row;
        const items = [...row.items];
        if (editing.index == null) items.push(item);
        else items[editing.index] = item;
        return { ...row, items };
      }),
    );
    setEditing(null);
  };

  return (
    <div data-field="manual-rows" style={{ width: '100%' }}>
      <DndContext sensors={sensors} collisionDetection={collisions} onDragEnd={end}>
        {rows.length === 0 ? <Empty description={t('pageWidget.noRows')} /> : null}
        {rows.map((row, r) => (
          <RowBox
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; their place is their identity
            key={r}
            index={r}
            title={t('pageWidget.rowTitle', { n: r + 1 })}
            actions={
              <Space size={4}>
                <Button
                  size="mini"
                  icon={<IconPlus />}
                  disabled={row.items.length >= MAX}
                  onClick={() => setEditing({ row: r, index: null })}
                  data-action="add-item"
                >
                  {t('pageWidget.addItem')}
                </Button>
                <Button
                  size="mini"
                  status="danger"
                  icon={<IconDelete />}
                  onClick={() => set(rows.filter((_, i) => i !== r))}
                  data-action="remove-row"
                >
                  {t('pageWidget.removeRow')}
                </Button>
              </Space>
            }
          >
            {row.items.length === 0 ? <span style={{ color: 'var(--color-text-3)' }}>{t('pageWidget.noItems')}</span> : null}
            {row.items.map((item, i) => (
              <ItemCard
                // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own
                key={i}
                row={r}
                index={i}
                item={item}
                onEdit={() => setEditing({ row: r, index: i, item })}
                onRemove={() => set(rows.map((x, k) => (k === r ? { ...x, items: x.items.filter((_, j) => j !== i) } : x)))}
              />
            ))}
          </RowBox>
        ))}
      </DndContext>
      <Button
        type="dashed"
        long
        icon={<IconPlus />}
        disabled={rows.length >= MAX}
        onClick={() => set([...rows, { items: [] }])}
        data-action="add-row"
      >
        {t('pageWidget.addRow')}
      </Button>
      <ManualItemDialog visible={editing != null} item={editing?.item} onCancel={() => setEditing(null)} onOk={saveItem} />
    </div>
  );
}

const dragStyle = (transform: { x: number; y: number } | null, dragging: boolean): CSSProperties => ({
  transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
  zIndex: dragging ? 10 : undefined,
  position: 'relative',
  boxShadow: dragging ? '0 4px 12px rgba(0,0,0,0.15)' : undefined,
});

function Handle({ label, listeners, attributes }: { label: string; listeners: object | undefined; attributes: object }) {
  return (
    <Tooltip content={label}>
      <span
        {...attributes}
        {...listeners}
        aria-label={label}
        data-handle="drag"
        style={{ cursor: 'grab', color: 'var(--color-text-3)', display: 'inline-flex', padding: '0 4px', touchAction: 'none' }}
      >
        <IconDragDotVertical />
      </span>
    </Tooltip>
  );
}

function RowBox({ index, title, actions, children }: { index: number; title: string; actions: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('cms');
  const drag = useDraggable({ id: dragRowId(index) });
  const drop = useDroppable({ id: dropRowId(index) });
  return (
    <div
      ref={(n) => {
        drag.setNodeRef(n);
        drop.setNodeRef(n);
      }}
      data-row={index}
      style={{
        ...dragStyle(drag.transform, drag.isDragging),
        border: `1px ${drop.isOver ? 'dashed rgb(var(--primary-6))' : 'solid var(--color-border-2)'}`,
        background: drop.isOver ? 'var(--color-primary-light-1)' : 'var(--color-bg-2)',
        borderRadius: 4,
        padding: 8,
        marginBottom: 8,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', marginBottom: 8 }}>
        <Handle label={t('pageWidget.dragRow')} listeners={drag.listeners} attributes={drag.attributes} />
        <strong style={{ flex: 1 }}>{title}</strong>
        {actions}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, minHeight: 40 }}>{children}</div>
    </div>
  );
}

function ItemCard(props: { row: number; index: number; item: ManualRowItem; onEdit(): void; onRemove(): void }) {
  const { t } = useTranslation('cms');
  const drag = useDraggable({ id: dragItemId(props.row, props.index) });
  const drop = useDroppable({ id: dropItemId(props.row, props.index) });
  return (
    <div
      ref={(n) => {
        drag.setNodeRef(n);
        drop.setNodeRef(n);
      }}
      data-item={`${props.row}-${props.index}`}
      style={{
        ...dragStyle(drag.transform, drag.isDragging),
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        width: 260,
        padding: '4px 6px',
        border: `1px solid ${drop.isOver ? 'rgb(var(--primary-6))' : 'var(--color-border-2)'}`,
        borderRadius: 4,
        background: 'var(--color-bg-1)',
      }}
    >
      <Handle label={t('pageWidget.dragItem')} listeners={drag.listeners} attributes={drag.attributes} />
      <Logo value={props.item.logo} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={props.item.title}>
          {props.item.title}
        </div>
        <div
          style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'var(--color-text-3)', fontSize: 12 }}
          title={props.item.url ?? ''}
        >
          {props.item.url || '—'}
        </div>
      </div>
      <Button type="text" size="mini" icon={<IconEdit />} aria-label={t('pageWidget.editItem')} onClick={props.onEdit} />
      <Button
        type="text"
        size="mini"
        status="danger"
        icon={<IconDelete />}
        aria-label={t('pageWidget.removeItem')}
        onClick={props.onRemove}
      />
    </div>
  );
}

/** thumbnails already looked up (one library call per logo per visit) */
const thumbs = new Map<string, Promise<string>>();

function Logo({ value }: { value?: string | null }) {
  const [src, setSrc] = useState<string>('');
  useEffect(() => {
    const id = parseInternalUrl(value);
    if (!value) return setSrc('');
    if (!id) return setSrc(value);
    if (!thumbs.has(value))
      thumbs.set(
        value,
        resourceApi.get(id).then(
          (r) => r.thumbnailSrc || r.src,
          () => '',
        ),
      );
    let live = true;
    void thumbs.get(value)!.then((s) => live && setSrc(s));
    return () => {
      live = false;
    };
  }, [value]);
  const box: CSSProperties = { width: 32, height: 32, flex: 'none', borderRadius: 2, objectFit: 'cover' };
  if (src) return <img src={src} alt="" style={box} />;
  return (
    <span style={{ ...box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: 'var(--color-fill-2)' }}>
      <IconImage style={{ color: 'var(--color-text-4)' }} />
    </span>
  );
}
