import { useState } from 'react';
import type { CrudObject } from './crud-object.ts';

/** Open/close state of a list screen's add/edit dialog (see `useEditDialog`). */
export interface EditDialog<Row, Id extends number | string = number> {
  /** the row being edited, the defaults of a new one, or null when closed */
  editing: Partial<Row> | null;
  /** opens the dialog for a new row with these defaults */
  openAdd(defaults?: Partial<Row>): void;
  /** opens the dialog for an existing row, loaded afresh by id when a loader is given */
  openEdit(idOrRow: Id | Partial<Row>): Promise<void>;
  close(): void;
}

/**
 * The edit dialog of a list screen: a row loaded by id (so the dialog edits the current version) or defaults; given
 * an object's descriptor, its `get` call loads the row.
 */
export function useEditDialog<Row, Id extends number | string = number>(
  source?: ((id: Id) => Promise<Row>) | CrudObject<Row, any, Id>,
): EditDialog<Row, Id> {
  const load = typeof source === 'function' ? source : source?.api.get;
  const [editing, setEditing] = useState<Partial<Row> | null>(null);
  return {
    editing,
    openAdd: (defaults = {}) => setEditing(defaults),
    async openEdit(idOrRow) {
      if (typeof idOrRow === 'object') setEditing(idOrRow as Partial<Row>);
      else if (load) setEditing(await load(idOrRow));
    },
    close: () => setEditing(null),
  };
}
