import { describe, expect, it } from 'vitest';
import { hasAllPermi, hasAllRoles, hasAnyPermi, hasAnyRole, hasPermi, hasRole } from '../../kernel/shared/permission.ts';

describe('permission matcher (SPEC §6)', () => {
  it('passes on * or *:*:* or the exact code, never on an empty code', () => {
    expect(hasPermi(['*'], 'system:user:add')).toBe(true);
    expect(hasPermi(['*:*:*'], 'system:user:add')).toBe(true);
    expect(hasPermi(['system:user:add'], 'system:user:add')).toBe(true);
    expect(hasPermi(['system:user:add'], 'system:user:edit')).toBe(false);
    expect(hasPermi(['system:user:*'], 'system:user:edit')).toBe(false);
    expect(hasPermi(['*'], '')).toBe(false);
  });
  it('supports single, any-of and all-of; an empty wanted list fails', () => {
    const held = ['a:b:c', 'a:b:d'];
    expect(hasAnyPermi(held, 'a:b:c')).toBe(true);
    expect(hasAnyPermi(held, ['x:y:z', 'a:b:d'])).toBe(true);
    expect(hasAnyPermi(held, ['x:y:z'])).toBe(false);
    expect(hasAllPermi(held, ['a:b:c', 'a:b:d'])).toBe(true);
    expect(hasAllPermi(held, ['a:b:c', 'x:y:z'])).toBe(false);
    expect(hasAnyPermi(['*'], [])).toBe(false);
    expect(hasAllPermi(['*'], [])).toBe(false);
    expect(hasAnyPermi(['*'], undefined)).toBe(false);
  });
  it('role check passes on admin or the exact role', () => {
    expect(hasRole(['admin'], 'editor')).toBe(true);
    expect(hasRole(['editor'], 'editor')).toBe(true);
    expect(hasRole(['editor'], 'auditor')).toBe(false);
    expect(hasAnyRole(['editor'], ['auditor', 'editor'])).toBe(true);
    expect(hasAllRoles(['editor'], ['auditor', 'editor'])).toBe(false);
    expect(hasAllRoles(['admin'], ['auditor', 'editor'])).toBe(true);
    expect(hasAnyRole(['admin'], [])).toBe(false);
  });
});
