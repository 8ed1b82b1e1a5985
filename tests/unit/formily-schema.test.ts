import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formilyToJsonSchema } from '../../kernel/shared/formily-schema.ts';
import { FormSchemaRegistry } from '../../kernel/server/forms/schema-registry.ts';

const registry = new FormSchemaRegistry(path.resolve('schemas'), ['kernel']);
const form = registry.get('kernel', 'example-contact')!;

describe('Formily schema → JSON Schema (one conversion, kernel/shared)', () => {
  it('flattens void containers, gathers required fields, maps enums, validators and arrays', () => {
    const js = formilyToJsonSchema(form.schema) as any;
    expect(Object.keys(js.properties)).toEqual(['name', 'mobile', 'kind', 'staff']);
    expect(js.required).toEqual(['name']);
    expect(js.properties.kind.enum).toEqual(['company', 'person']);
    expect(js.properties.mobile.pattern).toBe('^1[3-9]\\d{9}$');
    expect(js.properties.staff).toMatchObject({ type: 'array', maxItems: 20, items: { type: 'object', required: ['staffName'] } });
    expect(js.properties.staff.items.properties.years).toMatchObject({ type: 'number', minimum: 0, maximum: 60 });
  });

  it('the registry knows versions and validates a submission against the version it was filled with', () => {
    expect(registry.list('kernel')).toEqual([{ name: 'example-contact', versions: [1] }]);
    expect(registry.get('kernel', 'example-contact', 2)).toBeUndefined();
    const good = { name: 'Zhuxie', mobile: '13912345678', kind: 'company', staff: [{ staffName: 'Li', years: 3 }] };
    expect(registry.validate(form, good)).toBeNull();
    expect(registry.validate(form, { ...good, name: undefined })).toMatchObject({ field: 'name', keyword: 'required' });
    expect(registry.validate(form, { ...good, mobile: '12345' })).toMatchObject({ field: 'mobile', keyword: 'pattern' });
    expect(registry.validate(form, { ...good, kind: 'robot' })).toMatchObject({ field: 'kind', keyword: 'enum' });
    expect(registry.validate(form, { ...good, staff: [{ staffName: 'Li', years: 99 }] })).toMatchObject({
      field: 'staff.0.years',
      keyword: 'maximum',
    });
    expect(registry.validate(form, { ...good, staff: [{ years: 1 }] })).toMatchObject({ field: 'staff.0.staffName', keyword: 'required' });
  });
});
