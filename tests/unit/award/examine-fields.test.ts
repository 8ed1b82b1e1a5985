import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AWARD_TYPES } from '../../../plugins/award/shared/permissions.ts';
import { fieldPaths, isFormPath } from '../../../plugins/award/shared/form-paths.ts';
import { resolveFragments } from '../../../plugins/award/server/services/award-forms.ts';
import { fieldGroups, nodeAt as fieldNode, pathLabel } from '../../../plugins/award/client/pages/examine/field-labels.ts';
import { lockOutside } from '../../../plugins/award/client/pages/application/prepare-schema.ts';

/**
 * What the examine screen names and locks: the reviewer's field picker offers only paths the server's return accepts,
 * paths read by their labels, and a returned form keeps only the returned fields editable.
 */
const load = (type: string) => resolveFragments(JSON.parse(fs.readFileSync(`schemas/award/${type}.v1.json`, 'utf8')));
// the translation shows the key it was given, so a label's origin is visible
const t = (key: string, o?: Record<string, unknown>) => (o?.n !== undefined ? `${key}#${o.n}` : key);
const slots = [{ code: 'photos', label: 'Photos', required: true, accept: ['png'], minCount: 1, maxCount: 5, maxSizeMB: 5 }];

/** The node at a data path of a schema, through layout nodes. */
function nodeAt(schema: Record<string, any>, path: string): Record<string, any> | undefined {
  let node: Record<string, any> | undefined = schema;
  for (const name of path.split('.')) {
    const find = (n: Record<string, any>): Record<string, any> | undefined => {
      for (const [k, c] of Object.entries((n.properties ?? {}) as Record<string, any>)) {
        if (k === name && c.type !== 'void') return c;
        if (c.type === 'void') {
          const f = find(c);
          if (f) return f;
        }
      }
      return undefined;
    };
    node = node && find(node);
  }
  return node;
}

describe('examine field picker', () => {
  it.each(AWARD_TYPES)('offers for %s only paths a return accepts, grouped by section', (type) => {
    const schema = load(type);
    const groups = fieldGroups(schema, t, slots);
    expect(groups.length).toBeGreaterThan(1);
    const paths = fieldPaths(schema);
    for (const o of groups.flatMap((g) => g.options)) {
      expect(o.value === 'attachments' || o.value.startsWith('attachments.') || isFormPath(paths, o.value), o.value).toBe(true);
      expect(o.label, o.value).not.toBe('');
    }
    // section titles are the panels' headers, translated
    expect(groups[0].title).toMatch(/^award:section\./);
  });

  it('names the structure form fields, table cells and slots by their labels', () => {
    const schema = load('structureaward');
    const options = fieldGroups(schema, t, slots).flatMap((g) => g.options);
    expect(options).toContainEqual({ value: 'project.grossArea', label: 'award:f.grossArea' });
    expect(options).toContainEqual({ value: 'units', label: 'award:f.units' });
    expect(options).toContainEqual({ value: 'attachments.photos', label: 'award:f.attachments / award:slot.photos' });
    // table rows are not offered one by one (a table is returned whole)
    expect(options.some((o) => o.value.startsWith('units.'))).toBe(false);
    expect(pathLabel(schema, 'units.0.unitName', t, slots)).toBe('award:f.units / award:examine.row#1 / award:f.unitName');
    expect(pathLabel(schema, 'project.noSuchThing', t, slots)).toBe('noSuchThing');
    // a changed value finds its field's options (a table cell's dictionary)
    expect(fieldNode(schema, 'units.0.role')?.['x-component-props']).toMatchObject({ dictType: 'unit_role' });
    expect(fieldNode(schema, 'project.noSuchThing')).toBeUndefined();
    expect(pathLabel(schema, 'attachments.photos.1.name', t, slots)).toBe(
      'award:f.attachments / award:slot.photos / award:examine.file#2 / award:examine.fileKey.name',
    );
  });
});

describe('returned form lock', () => {
  it('keeps only the returned fields editable, tables and slots whole', () => {
    const schema = load('structureaward');
    const locked = lockOutside(schema, [
      { path: 'project.grossArea', comment: 'per the permit' },
      { path: 'staff' },
      { path: 'attachments.photos' },
    ]);
    expect(nodeAt(locked, 'project.grossArea')?.['x-pattern']).toBeUndefined();
    expect(nodeAt(locked, 'project.grossArea')?.['x-decorator-props']).toMatchObject({ extra: 'per the permit' });
    expect(nodeAt(locked, 'project.location')?.['x-pattern']).toBe('readPretty');
    expect(nodeAt(locked, 'project')?.['x-pattern']).toBeUndefined();
    expect(nodeAt(locked, 'units')?.['x-pattern']).toBe('readPretty');
    expect(nodeAt(locked, 'staff')?.['x-pattern']).toBeUndefined();
    // a group with nothing returned is locked whole (its fields follow it)
    expect(nodeAt(locked, 'applicant')?.['x-pattern']).toBe('readPretty');
    expect(nodeAt(locked, 'attachments')?.['x-component-props']).toMatchObject({ editableSlots: ['photos'] });
    // nothing returned under the attachments: the slots are disabled
    expect(nodeAt(lockOutside(schema, [{ path: 'staff' }]), 'attachments')?.['x-component-props']?.disabled).toBe(true);
    // the source schema is left as it was
    expect(nodeAt(schema, 'project.location')?.['x-pattern']).toBeUndefined();
  });
});
