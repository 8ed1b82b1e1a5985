// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  CrudPage,
  crudObjects,
  crudPerms,
  isCrudObject,
  useEditDialog,
  useTableList,
  type CrudColumn,
} from '../../../kernel/client/crud/index.ts';
import { renderWithKernel } from '../../support/render-with-kernel.tsx';
import { flush } from '../widgets/helpers.tsx';

interface Row {
  id: number;
  name: string;
  fixed?: boolean;
}

const rows: Row[] = [
  { id: 1, name: 'alpha' },
  { id: 2, name: 'beta', fixed: true },
];
const calls: string[] = [];
const thing = crudObjects<'x:thing:add' | 'x:thing:edit' | 'x:thing:delete' | 'x:thing:export'>()<Row, object>({
  name: 'Thing',
  rowKey: 'id',
  api: {
    list: async (q) => (calls.push(`list ${q.pageNum}`), { rows, total: rows.length }),
    get: async (id) => (calls.push(`get ${id}`), rows.find((r) => r.id === id)!),
    add: async (v: Row) => calls.push(`add ${v.name}`),
    update: async (v: Row) => calls.push(`update ${v.id}`),
    remove: async (ids) => calls.push(`remove ${ids.join(',')}`),
  },
  perms: crudPerms('x', 'thing', ['add', 'edit', 'remove'], { remove: 'delete' }),
  nameOf: (r) => r.name,
  removable: (r) => !r.fixed,
});
const columns: CrudColumn<Row>[] = [{ key: 'name', dataIndex: 'name', title: 'Name' }];

function Screen() {
  const list = useTableList(thing, {});
  const dialog = useEditDialog(thing);
  return (
    <CrudPage
      page="test/thing"
      object={thing}
      list={list}
      columns={columns}
      editor={{ dialog, titles: ['Add thing', 'Edit thing'], fields: <span>fields</span> }}
    />
  );
}

const buttons = (c: HTMLElement) => [...c.querySelectorAll('button')].map((b) => b.textContent?.trim()).filter(Boolean);

describe('object descriptors', () => {
  it('derive the codes of the actions from the plugin and the object, respelling an action as told', () => {
    expect(crudPerms('system', 'config', ['add', 'edit', 'remove', 'export'])).toEqual({
      add: 'system:config:add',
      edit: 'system:config:edit',
      remove: 'system:config:remove',
      export: 'system:config:export',
    });
    expect(thing.perms).toEqual({ add: 'x:thing:add', edit: 'x:thing:edit', remove: 'x:thing:delete' });
    // a code the plugin does not declare does not compile
    crudObjects<'x:thing:add'>()<Row, object>({
      name: 'Other',
      rowKey: 'id',
      api: thing.api,
      // @ts-expect-error 'x:other:add' is not declared
      perms: crudPerms('x', 'other', ['add']),
    });
    expect(isCrudObject(thing)).toBe(true);
    expect(isCrudObject({ perms: {} })).toBe(false);
  });

  it("give a list screen its rows, row key, buttons by permission, deletable rows, and its dialog's load and save", async () => {
    calls.length = 0;
    const r = await renderWithKernel(<Screen />, { permissions: ['x:thing:edit', 'x:thing:delete'], language: 'en' });
    await flush();
    expect(calls).toEqual(['list 1']);
    expect(r.container.textContent).toContain('beta');
    const labels = buttons(r.container);
    // no add code held, no export declared; the fixed row has no delete button
    expect(labels).not.toContain('Add');
    expect(labels).not.toContain('Export');
    expect(labels.filter((l) => l === 'Edit')).toHaveLength(2);
    expect(labels.filter((l) => l === 'Delete')).toHaveLength(2);
    [...r.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Edit')!.click();
    await flush();
    expect(calls).toContain('get 1');
    expect(document.body.textContent).toContain('Edit thing');
    [...document.body.querySelectorAll<HTMLElement>('.arco-modal button')].find((b) => b.textContent?.trim() === 'Confirm')!.click();
    await flush();
    expect(calls).toContain('update 1');
    r.unmount();
  });
});
