import { memo } from 'react';
import { Button, Tooltip, Typography } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { useDesignerStore } from './context.ts';
import { addEntry, clickTarget, paletteDragId } from './drop.ts';
import { PALETTE, type PaletteEntry } from './palette.ts';

/** One palette piece: drag it (mouse or keyboard: Space, arrows, Space) onto the canvas, or press its + to add it. */
const PaletteItem = memo(function PaletteItem({ entry }: { entry: PaletteEntry }) {
  const { t } = useTranslation('widgets');
  const store = useDesignerStore();
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: paletteDragId(entry.key), data: { palette: entry.key } });
  const name = t(entry.label);
  const add = () => {
    const s = store.getState();
    const res = addEntry(s.model, entry.key, clickTarget(s.model, s.selected));
    if (res.added) store.change(res.model, { select: res.added });
  };
  return (
    <div className="zx-designer-palette-item" data-palette={entry.key} style={{ opacity: isDragging ? 0.5 : 1 }}>
      <div
        ref={setNodeRef}
        {...listeners}
        {...attributes}
        aria-roledescription={t('designer.dragPiece')}
        aria-label={name}
        className="zx-designer-palette-handle"
      >
        {name}
      </div>
      <Tooltip content={t('designer.addPiece', { name })}>
        <Button size="mini" type="text" icon={<IconPlus />} aria-label={t('designer.addPiece', { name })} onClick={add} />
      </Tooltip>
    </div>
  );
});

/** The palette: the field kinds of chestnut-api §4.9 and the layout pieces. */
export const Palette = memo(function Palette() {
  const { t } = useTranslation('widgets');
  return (
    <div className="zx-designer-palette" data-testid="designer-palette">
      <Typography.Text bold>{t('designer.fields')}</Typography.Text>
      {PALETTE.filter((p) => p.group === 'field').map((p) => (
        <PaletteItem key={p.key} entry={p} />
      ))}
      <Typography.Text bold style={{ marginTop: 12, display: 'block' }}>
        {t('designer.layout')}
      </Typography.Text>
      {PALETTE.filter((p) => p.group === 'layout').map((p) => (
        <PaletteItem key={p.key} entry={p} />
      ))}
    </div>
  );
});
