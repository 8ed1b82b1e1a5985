// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CrudPage, useEditDialog, type CrudColumn } from '../../../kernel/client/crud/index.ts';
import type { TableList } from '../../../kernel/client/crud/use-table-list.ts';
import { renderWithKernel } from '../../support/render-with-kernel.tsx';
import { flush } from '../widgets/helpers.tsx';

interface Row {
  id: number;
  name: string;
  locked?: boolean;
}

const rows: Row[] = [
  { id: 1, name: 'alpha' },
  { id: 2, name: 'beta', locked: true },
];
const list: TableList<Row, object> = {
  rows,
  total: 2,
  loading: false,
  query: {},
  pageNum: 1,
  pageSize: 20,
  search() {},
  reset() {},
  reload: async () => {},
  onPageChange() {},
  selectedKeys: [],
  setSelectedKeys() {},
};
const columns: CrudColumn<Row>[] = [{ key: 'name', dataIndex: 'name', title: 'Name' }];

const page = (extra: Partial<Parameters<typeof CrudPage<Row, object>>[0]> = {}) => (
  <CrudPage<Row, object>
    page="test/crud"
    rowKey="id"
    list={list}
    columns={columns}
    perms={{ add: 'x:add', edit: 'x:edit', remove: 'x:remove', export: 'x:export' }}
    onAdd={() => {}}
    onEdit={() => {}}
    onRemove={async () => {}}
    exportTo={{ url: '/x/list', name: 'X' }}
    {...extra}
  />
);

const buttons = (c: HTMLElement) => [...c.querySelectorAll('button')].map((b) => b.textContent?.trim()).filter(Boolean);

describe('CrudPage', () => {
  it('shows each action only to a person holding its permission', async () => {
    const none = await renderWithKernel(page(), { permissions: [] });
    await flush();
    expect(none.container.querySelector('[data-page="test/crud"]')).not.toBeNull();
    expect(none.container.textContent).toContain('alpha');
    expect(buttons(none.container)).not.toContain('新增');
    expect(buttons(none.container)).not.toContain('修改');
    none.unmount();

    const all = await renderWithKernel(page(), { permissions: ['x:add', 'x:edit', 'x:remove', 'x:export'] });
    await flush();
    const labels = buttons(all.container);
    expect(labels).toContain('新增');
    expect(labels).toContain('导出');
    expect(labels.filter((l) => l === '修改')).toHaveLength(2);
    all.unmount();
  });

  it('keeps rows that may not be edited or removed without those buttons, in the request language', async () => {
    const r = await renderWithKernel(page({ editable: (row) => !row.locked, removable: (row) => !row.locked }), {
      permissions: ['*'],
      language: 'en',
    });
    await flush();
    const labels = buttons(r.container);
    expect(labels.filter((l) => l === 'Edit')).toHaveLength(1);
    // one per unlocked row, plus the toolbar's batch delete
    expect(labels.filter((l) => l === 'Delete')).toHaveLength(2);
    r.unmount();
  });

  it("with an editor, Add and a row's Edit open its dialog (the row loaded by its key) and a save goes to add or update", async () => {
    const saved: string[] = [];
    const loaded: number[] = [];
    function Screen() {
      const dialog = useEditDialog<Row>(async (id) => (loaded.push(id), rows.find((r) => r.id === id)!));
      return page({
        onAdd: undefined,
        onEdit: undefined,
        editor: {
          dialog,
          titles: ['Add title', 'Edit title'],
          defaults: { name: 'fresh' },
          save: { add: async (v) => saved.push(`add ${v.name}`), update: async (v) => saved.push(`update ${v.id}`) },
          fields: <span className="editor-fields">fields</span>,
        },
      });
    }
    const r = await renderWithKernel(<Screen />, { permissions: ['*'], language: 'en' });
    await flush();
    const click = async (label: string) => {
      [...r.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === label)!.click();
      await flush();
    };
    await click('Add');
    expect(document.body.textContent).toContain('Add title');
    expect(document.body.querySelector('.editor-fields')).not.toBeNull();
    [...document.body.querySelectorAll<HTMLElement>('.arco-modal button')].find((b) => b.textContent?.trim() === 'Confirm')!.click();
    await flush();
    expect(saved).toEqual(['add fresh']);
    await click('Edit');
    expect(loaded).toEqual([1]);
    expect(document.body.textContent).toContain('Edit title');
    r.unmount();
  });
});
