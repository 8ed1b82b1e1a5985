import { useState, type ReactNode } from 'react';
import type { ToolbarColumn } from '../widgets/index.ts';

/**
 * Which table columns show, driven by the table toolbar's column chooser: pass the columns (each with a
 * `key`), get the visible ones and the toolbar's props.
 */
export function useColumnChooser<C extends { key: string; title?: ReactNode }>(columns: C[], initiallyHidden: string[] = []) {
  const [hidden, setHidden] = useState<string[]>(initiallyHidden);
  return {
    visibleColumns: columns.filter((c) => !hidden.includes(c.key)),
    toolbarColumns: columns.map((c): ToolbarColumn => ({ key: c.key, label: String(c.title), visible: !hidden.includes(c.key) })),
    onColumnsChange: (cs: ToolbarColumn[]) => setHidden(cs.filter((c) => !c.visible).map((c) => c.key)),
  };
}
