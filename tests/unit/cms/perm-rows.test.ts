import { describe, expect, it } from 'vitest';
import { grantsOf, setGranted, ticked } from '../../../plugins/cms/client/pages/perms/perm-rows.ts';

const items = [
  { id: 'View', name: 'View' },
  { id: 'Edit', name: 'Edit' },
];

describe('permission rows (v1.4.3 answers an item held through a role as granted and inherited)', () => {
  it('shows a role-held item ticked and never saves it as the owner\u2019s own grant', () => {
    const perms = { View: { granted: true, inherited: true }, Edit: { granted: false, inherited: false } };
    expect(ticked(perms, 'View')).toBe(true);
    const [row] = setGranted([{ perms }], () => true, ['View', 'Edit'], true);
    expect(row.perms.View).toEqual({ granted: true, inherited: true });
    expect(grantsOf(items, row.perms)).toEqual({ View: { granted: false }, Edit: { granted: true } });
  });
});
