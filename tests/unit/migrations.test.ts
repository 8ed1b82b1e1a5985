import { describe, expect, it } from 'vitest';
import { KERNEL_MIGRATIONS, KERNEL_TABLES } from '../../kernel/server/migrations/index.ts';
import { serverPlugins } from '../../plugins/index.server.ts';

const owners = [
  { id: 'kernel', migrations: KERNEL_MIGRATIONS, tables: [...KERNEL_TABLES] as string[] },
  ...serverPlugins.map((p) => ({ id: p.id, migrations: p.migrations ?? [], tables: p.tables ?? [] })),
];
const CREATED = /create\s+table\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)/gi;
const ALTERED = /alter\s+table\s+(?:if\s+exists\s+)?([a-z_][a-z0-9_]*)/gi;

describe('migrations', () => {
  it.each(owners)('$id: ids are NNNN-name, unique and strictly ordered', ({ migrations }) => {
    const ids = migrations.map((m) => m.id);
    for (const id of ids) expect(id).toMatch(/^\d{4}-[a-z0-9-]+$/);
    const numbers = [...ids].sort().map((id) => Number(id.slice(0, 4)));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it.each(owners)('$id: creates and alters only the tables it declares', ({ migrations, tables }) => {
    for (const m of migrations) {
      if (typeof m.up !== 'string') continue;
      for (const [, t] of m.up.matchAll(CREATED)) expect(tables, `${m.id} creates ${t}`).toContain(t.toLowerCase());
      for (const [, t] of m.up.matchAll(ALTERED)) expect(tables, `${m.id} alters ${t}`).toContain(t.toLowerCase());
    }
  });
});
