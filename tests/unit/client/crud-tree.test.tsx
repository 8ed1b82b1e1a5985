// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { CrudPage, type CrudColumn, useTreeList } from '../../../kernel/client/crud/index.ts';
import { branchIds, toTree } from '../../../kernel/shared/tree.ts';
import { renderWithKernel } from '../../support/render-with-kernel.tsx';
import { flush } from '../widgets/helpers.tsx';

interface Row {
  id: number;
  parentId: number;
  name: string;
  sort: number;
}

const flat: Row[] = [
  { id: 1, parentId: 0, name: 'root', sort: 0 },
  { id: 3, parentId: 1, name: 'second', sort: 2 },
  { id: 2, parentId: 1, name: 'first', sort: 1 },
  { id: 4, parentId: 2, name: 'leaf', sort: 0 },
  { id: 9, parentId: 7, name: 'orphan', sort: 0 },
];

describe('toTree', () => {
  it('nests rows under their parents, makes a row whose parent is missing a root, and sorts each level when asked', () => {
    const kept = toTree(flat, 'id', 'parentId');
    expect(kept.map((n) => n.name)).toEqual(['root', 'orphan']);
    expect(kept[0].children?.map((n) => n.name)).toEqual(['second', 'first']);
    const sorted = toTree(flat, 'id', 'parentId', (a, b) => a.sort - b.sort);
    expect(sorted[0].children?.map((n) => n.name)).toEqual(['first', 'second']);
    expect(sorted[0].children?.[0].children?.map((n) => n.name)).toEqual(['leaf']);
    expect(sorted[1].children).toBeUndefined();
    expect(branchIds(sorted, 'id')).toEqual([1, 2]);
  });
});

const columns: CrudColumn<Row>[] = [{ key: 'name', dataIndex: 'name', title: 'Name' }];
let reloads = 0;

function TreeScreen({ expandAll }: { expandAll?: boolean }) {
  const list = useTreeList<Row, object>(
    async () => {
      reloads++;
      return { rows: flat, total: flat.length };
    },
    {},
    { key: 'id', parentKey: 'parentId', expandAll },
  );
  return (
    <CrudPage<Row, object>
      page="test/tree"
      rowKey="id"
      list={list}
      columns={columns}
      perms={{ add: 'x:add', edit: 'x:edit', remove: 'x:remove' }}
      onAdd={() => {}}
      onAddChild={() => {}}
      childAddable={(r) => r.parentId !== 2}
      onEdit={() => {}}
      onRemove={async () => {}}
    />
  );
}

const buttons = (c: HTMLElement) => [...c.querySelectorAll('button')].map((b) => b.textContent?.trim()).filter(Boolean);
const shown = (c: HTMLElement) => [...c.querySelectorAll('.arco-table tbody tr')].map((tr) => tr.textContent ?? '');

describe('CrudPage with a tree list', () => {
  it('shows a tree without paging or selection; expand/collapse all opens and closes every branch; a row adds below it', async () => {
    const r = await renderWithKernel(<TreeScreen />, { permissions: ['*'] });
    await flush();
    expect(reloads).toBeGreaterThan(0);
    expect(r.container.querySelector('.arco-pagination')).toBeNull();
    expect(r.container.querySelector('.arco-checkbox')).toBeNull();
    expect(shown(r.container).some((t) => t.includes('leaf'))).toBe(false);
    const toggle = [...r.container.querySelectorAll('button')].find((b) => b.textContent?.includes('展开/折叠'))!;
    await act(async () => toggle.click());
    await flush();
    expect(shown(r.container).some((t) => t.includes('leaf'))).toBe(true);
    // every row but the leaf (its parent refuses children) has its add button, besides the toolbar's
    expect(buttons(r.container).filter((l) => l === '新增')).toHaveLength(1 + 4);
    await act(async () => toggle.click());
    await flush();
    expect(shown(r.container).some((t) => t.includes('leaf'))).toBe(false);
    r.unmount();
  });

  it('opens every branch after a load when asked to', async () => {
    const r = await renderWithKernel(<TreeScreen expandAll />, { permissions: ['*'], language: 'en' });
    await flush();
    expect(shown(r.container).some((t) => t.includes('leaf'))).toBe(true);
    expect(buttons(r.container)).toContain('Expand / collapse');
    r.unmount();
  });
});
