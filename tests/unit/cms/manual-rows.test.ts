import { describe, expect, it } from 'vitest';
import { moveItem, moveRow, parseDndId } from '../../../plugins/cms/client/pages/page-widget/manual-rows.ts';

/** The manual block editor's drops (issue 11): rows reorder, items move within and across rows. */
const rows = () => [{ items: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] }, { items: [{ title: 'd' }] }, { items: [] }];
const titles = (r: ReturnType<typeof rows>) => r.map((x) => x.items.map((i) => i.title));

describe('manual block drops', () => {
  it('reads drag and drop ids', () => {
    expect(parseDndId('drag-row-2')).toEqual(['row', 2]);
    expect(parseDndId('drop-item-1-0')).toEqual(['item', 1, 0]);
    expect(parseDndId('catalog-3')).toBeNull();
  });
  it('moves a row to the place of the row it is dropped on', () => {
    expect(titles(moveRow(rows(), 1, 0))).toEqual([['d'], ['a', 'b', 'c'], []]);
    expect(titles(moveRow(rows(), 0, 2))).toEqual([['d'], [], ['a', 'b', 'c']]);
    expect(moveRow(rows(), 0, 9)).toHaveLength(3);
  });
  it('moves an item within its row and into another row', () => {
    expect(titles(moveItem(rows(), [0, 0], [0, 2]))).toEqual([['b', 'c', 'a'], ['d'], []]);
    expect(titles(moveItem(rows(), [0, 1], [1, 0]))).toEqual([['a', 'c'], ['b', 'd'], []]);
    expect(titles(moveItem(rows(), [1, 0], [2, null]))).toEqual([['a', 'b', 'c'], [], ['d']]);
    expect(titles(moveItem(rows(), [0, 0], [0, null]))).toEqual([['b', 'c', 'a'], ['d'], []]);
  });
});
