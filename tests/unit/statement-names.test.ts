import { describe, expect, it } from 'vitest';
import { StatementNames, declarePrepared } from '../../kernel/server/db/database.ts';

describe('prepared statement names', () => {
  const list = 'select "u"."user_id" from "sys_user" as "u" where "u"."dept_id" = any($1) order by "u"."user_id" asc limit $2';

  it('names a read the second time its text runs, and always the same way', () => {
    const n = new StatementNames();
    expect(n.nameOf(list)).toBeUndefined();
    const name = n.nameOf(list);
    expect(name).toMatch(/^zx[0-9a-f]{20}$/);
    expect(n.nameOf(list)).toBe(name);
    expect(new StatementNames().nameOf(list) ?? new StatementNames().nameOf(list)).toBeUndefined();
  });

  it('never names writes, select * (a migration may change its row type) or huge texts', () => {
    const n = new StatementNames();
    for (const text of [
      'insert into "sys_user" ("user_name") values ($1)',
      'update "sys_user" set "status" = $1',
      'delete from "sys_user" where "user_id" = $1',
      'select * from "sys_user" where "user_id" = $1',
      'select "u".* from "sys_user" as "u"',
      `select ${'"a", '.repeat(3000)}"b" from "t"`,
    ]) {
      n.nameOf(text);
      expect(n.nameOf(text), text.slice(0, 40)).toBeUndefined();
    }
    n.nameOf('select count(*) as "n" from "sys_user"');
    expect(n.nameOf('select count(*) as "n" from "sys_user"')).toBeDefined();
  });

  it('names a declared statement from its first run, though it writes', () => {
    const text = declarePrepared('with w as (insert into "t" ("a") values ($1) returning "a") select count(*) from w');
    expect(new StatementNames().nameOf(text)).toMatch(/^zx[0-9a-f]{20}$/);
  });

  it('stops naming new texts at the cap and keeps the ones it has', () => {
    const n = new StatementNames(3);
    const texts = [1, 2, 3, 4].map((i) => `select "c${i}" from "t"`);
    for (const t of texts) n.nameOf(t);
    const names = texts.map((t) => n.nameOf(t));
    expect(names.slice(0, 3).every(Boolean)).toBe(true);
    expect(names[3]).toBeUndefined();
    expect(n.nameOf(texts[0])).toBe(names[0]);
  });
});
