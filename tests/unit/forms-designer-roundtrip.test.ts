import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { exportSchema, importSchema } from '../../kernel/client/forms/designer/model.ts';
import { duplicateNode, moveNode, placeOf, removeNode } from '../../kernel/client/forms/designer/tree-ops.ts';
import { formTextToSchema, parseFormText } from '../../kernel/shared/form-text.ts';

const dir = path.resolve(__dirname, '../../schemas/award');
const files = [
  ...fs.readdirSync(dir).filter((f) => f.endsWith('.json')),
  ...fs.readdirSync(path.join(dir, 'fragments')).map((f) => `fragments/${f}`),
];

/** Issue 33's proof: every award schema imports into the designer's model and exports as the same schema. */
describe('form designer round trip', () => {
  test.each(files)('%s imports and exports unchanged', (file) => {
    const original = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    const frozen = structuredClone(original);
    const model = importSchema(original);
    const exported = exportSchema(model);
    expect(exported).toEqual(original);
    // the same JSON text, key order included for the properties
    expect(JSON.stringify(Object.keys(exported.properties ?? {}))).toBe(JSON.stringify(Object.keys(original.properties ?? {})));
    // the import copied: the original object is untouched, and the export does not share it
    expect(original).toEqual(frozen);
    expect(exportSchema(importSchema(exported))).toEqual(original);
  });

  test('there are award schemas to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  test('edits change only what they name', () => {
    const model = importSchema({
      type: 'object',
      properties: { a: { type: 'string' }, box: { type: 'void', properties: { b: { type: 'string' } } }, c: { type: 'number' } },
    });
    const [a, box, c] = model.nodes[model.root].children;
    const moved = moveNode(model, c, box, 0);
    expect(Object.keys(exportSchema(moved).properties as object)).toEqual(['a', 'box']);
    expect(Object.keys((exportSchema(moved).properties as any).box.properties)).toEqual(['c', 'b']);
    // a container cannot go inside itself
    expect(moveNode(model, box, box, 0)).toBe(model);
    const dup = duplicateNode(model, a);
    expect(Object.keys(exportSchema(dup.model).properties as object)).toEqual(['a', 'a2', 'box', 'c']);
    expect(placeOf(dup.model, dup.copy as string)?.index).toBe(1);
    const gone = removeNode(model, box);
    expect(exportSchema(gone)).toEqual({ type: 'object', properties: { a: { type: 'string' }, c: { type: 'number' } } });
    expect(Object.keys(gone.nodes)).toHaveLength(3);
  });

  test('three-language texts keep the string shape of a schema title', () => {
    expect(formTextToSchema({ 'zh-CN': '姓名' })).toBe('姓名');
    expect(formTextToSchema({})).toBeUndefined();
    const s = formTextToSchema({ 'zh-CN': '姓名', 'zh-TW': '姓名', en: 'Name' }) as string;
    expect(s).toBe('{{tr({"zh-CN":"姓名","zh-TW":"姓名","en":"Name"})}}');
    expect(parseFormText(s)).toEqual({ text: { 'zh-CN': '姓名', 'zh-TW': '姓名', en: 'Name' } });
    expect(parseFormText("{{t('award:f.name')}}")).toEqual({ text: {}, raw: "{{t('award:f.name')}}" });
    expect(parseFormText('姓名')).toEqual({ text: { 'zh-CN': '姓名' } });
  });
});
