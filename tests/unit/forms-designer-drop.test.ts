import { beforeAll, describe, expect, test } from 'vitest';
import { exportSchema, importSchema } from '../../kernel/client/forms/designer/model.ts';
import { addEntry, clickTarget, dropTarget, moveTo } from '../../kernel/client/forms/designer/drop.ts';
import { PALETTE } from '../../kernel/client/forms/designer/palette.ts';
import { initTestI18n } from './widgets/helpers.tsx';

const base = () =>
  importSchema({
    type: 'object',
    properties: {
      a: { type: 'string', 'x-component': 'Input' },
      tabs: {
        type: 'void',
        'x-component': 'FormTab',
        properties: { t1: { type: 'void', 'x-component': 'FormTab.TabPane', properties: {} } },
      },
    },
  });

const idOf = (m: ReturnType<typeof base>, name: string) => Object.values(m.nodes).find((n) => n.name === name)?.id as string;

/** Where palette pieces and moved nodes land (issue 33's designer). */
describe('form designer drops', () => {
  beforeAll(() => initTestI18n('en'));

  test('the palette holds every v1.4.3 control type and the layout pieces', () => {
    const types = PALETTE.map((p) => p.controlType).filter(Boolean);
    expect(types.sort()).toEqual(
      ['CMSContentSelect', 'CMSImage', 'UEditor', 'checkbox', 'date', 'datetime', 'input', 'radio', 'select', 'textarea', 'time'].sort(),
    );
    for (const k of ['grid', 'card', 'tabs', 'arrayTable']) expect(PALETTE.some((p) => p.key === k && p.group === 'layout')).toBe(true);
  });

  test('a piece dropped on a node goes before it; on a box, at its end; names never repeat', () => {
    const m = base();
    const before = addEntry(m, 'input', dropTarget(m, idOf(m, 'a')));
    expect(Object.keys(exportSchema(before.model).properties as object)).toEqual(['input', 'a', 'tabs']);
    const again = addEntry(before.model, 'input', dropTarget(before.model, `box:${before.model.root}`));
    expect(Object.keys(exportSchema(again.model).properties as object)).toEqual(['input', 'a', 'tabs', 'input2']);
  });

  test('a field dropped on tabs goes into the last pane; a table row wraps it in a column', () => {
    const m = base();
    const inTabs = addEntry(m, 'textarea', { parent: idOf(m, 'tabs') }).model;
    expect(Object.keys((exportSchema(inTabs).properties as any).tabs.properties.t1.properties)).toEqual(['textarea']);
    const withTable = addEntry(inTabs, 'arrayTable').model;
    const table = Object.values(withTable.nodes).find((n) => n.schema['x-component'] === 'ArrayTable');
    const row = table?.items as string;
    const added = addEntry(withTable, 'number', { parent: row }).model;
    const cols = (exportSchema(added).properties as any).table.items.properties;
    const last = Object.values(cols).pop() as any;
    expect(last['x-component']).toBe('ArrayTable.Column');
    expect(Object.keys(last.properties)).toEqual(['number']);
    // moving a field into the row gives it a column too
    const moved = moveTo(added, idOf(added, 'a'), { parent: row, index: 0 });
    const first = Object.values((exportSchema(moved).properties as any).table.items.properties)[0] as any;
    expect(Object.keys(first.properties)).toEqual(['a']);
  });

  test('click-to-add goes into the selected container, or right after the selected field', () => {
    const m = base();
    expect(clickTarget(m, idOf(m, 'a'))).toEqual({ parent: m.root, index: 1 });
    expect(clickTarget(m, idOf(m, 't1'))).toEqual({ parent: idOf(m, 't1') });
    expect(clickTarget(m, null)).toBeUndefined();
  });
});
