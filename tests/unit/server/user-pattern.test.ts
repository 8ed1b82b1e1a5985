import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FormSchemaRegistry } from '../../../kernel/server/forms/schema-registry.ts';
import { compileUserPattern, isUserPattern, matchesUserPattern } from '../../../kernel/server/forms/user-pattern.ts';

/** Administrators' patterns run on a linear-time engine (issue 28 §4): a catastrophic pattern answers, it does not hang. */
const EVIL = '(a+)+$';
const LONG = `${'a'.repeat(50000)}!`;

describe('user patterns (re2js)', () => {
  it('answers a catastrophic pattern on a long input, as RegExp would have answered (eventually)', () => {
    expect(matchesUserPattern(EVIL, LONG)).toBe(false);
    expect(matchesUserPattern(EVIL, 'a'.repeat(50000))).toBe(true);
    expect(matchesUserPattern('^(\\w+\\s?)*$', `${'word '.repeat(10000)}!`)).toBe(false);
  });

  it('takes JavaScript syntax and flags, and refuses what the engine cannot run', () => {
    expect(matchesUserPattern('^\\d{6}$', '100000')).toBe(true);
    expect(matchesUserPattern('^\\/a\\u00e9$', '/aé')).toBe(true);
    expect(matchesUserPattern('(?<year>\\d{4})-\\d{2}', 'on 2024-05')).toBe(true);
    expect(compileUserPattern('^abc$', 'i').test('ABC')).toBe(true);
    for (const bad of ['(', '(?=a)b', '(a)\\1', 'a{2000}', '', 'x'.repeat(1001)]) expect(isUserPattern(bad), bad).toBe(false);
    expect(() => compileUserPattern('a', 'x')).toThrow();
  });

  it('form schema patterns are checked by ajv on the same engine', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zx-forms-'));
    fs.mkdirSync(path.join(root, 'kernel'));
    const schema = {
      type: 'object',
      properties: {
        code: { type: 'string', title: 'Code', 'x-validator': { pattern: EVIL } },
        zip: { type: 'string', title: 'Zip', 'x-validator': { pattern: '^\\d{6}$' } },
      },
    };
    fs.writeFileSync(path.join(root, 'kernel', 'evil.v1.json'), JSON.stringify(schema));
    const registry = new FormSchemaRegistry(root, ['kernel']);
    const form = registry.get('kernel', 'evil')!;
    expect(registry.validate(form, { code: LONG })).toMatchObject({ field: 'code', keyword: 'pattern' });
    expect(registry.validate(form, { code: 'aaa' })).toBeNull();
    // each pattern is its own (Ajv keys them by their text)
    expect(registry.validate(form, { code: 'aaa', zip: '100000' })).toBeNull();
    expect(registry.validate(form, { code: 'aaa', zip: 'aaa' })).toMatchObject({ field: 'zip', keyword: 'pattern' });
    fs.rmSync(root, { recursive: true, force: true });
  });
});
