import type { ManualContent } from '../../api/page-widget-api.ts';

export type ManualRows = ManualContent;
export type ManualRowItem = ManualContent[number]['items'][number];

/** Drag ids: a row by its handle, an item by its handle; drop ids: a row's box, an item's place. */
export const dragRowId = (r: number) => `drag-row-${r}`;
export const dragItemId = (r: number, i: number) => `drag-item-${r}-${i}`;
export const dropRowId = (r: number) => `drop-row-${r}`;
export const dropItemId = (r: number, i: number) => `drop-item-${r}-${i}`;

/** The numbers of a drag or drop id: `['row', 2]`, `['item', 1, 0]`. */
export function parseDndId(id: string | number): ['row', number] | ['item', number, number] | null {
  const m = /^(?:drag|drop)-(row|item)-(\d+)(?:-(\d+))?$/.exec(String(id));
  if (!m) return null;
  return m[1] === 'row' ? ['row', Number(m[2])] : ['item', Number(m[2]), Number(m[3])];
}

function move<T>(list: T[], from: number, to: number): T[] {
  const out = [...list];
  const [x] = out.splice(from, 1);
  out.splice(to, 0, x);
  return out;
}

/** A row dropped on another row (or one of its items) takes that row's place. */
export function moveRow(rows: ManualRows, from: number, to: number): ManualRows {
  if (from === to || to < 0 || to >= rows.length) return rows;
  return move(rows, from, to);
}

/**
 * An item dropped on another item takes its place (in that row); dropped on a row's box it goes to the end of
 * that row.
 */
export function moveItem(rows: ManualRows, from: [number, number], to: [number, number | null]): ManualRows {
  const [fr, fi] = from;
  const [tr, ti] = to;
  if (!rows[fr]?.items[fi] || !rows[tr]) return rows;
  if (fr === tr) {
    const last = rows[fr].items.length - 1;
    const target = ti ?? last;
    if (target === fi) return rows;
    return rows.map((row, r) => (r === fr ? { ...row, items: move(row.items, fi, target) } : row));
  }
  const item = rows[fr].items[fi];
  return rows.map((row, r) => {
    if (r === fr) return { ...row, items: row.items.filter((_, i) => i !== fi) };
    if (r === tr) {
      const items = [...row.items];
      items.splice(ti ?? items.length, 0, item);
      return { ...row, items };
    }
    return row;
  });
}
