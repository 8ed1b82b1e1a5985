import { describe, expect, it } from 'vitest';
import { type FormilySchema, formilyToJsonSchema } from '../../../kernel/shared/formily-schema.ts';
import { maskPersonal } from '../../../plugins/operations/server/customform/export.ts';
import { formHtml } from '../../../plugins/operations/server/customform/form-html.ts';
import { escapeHtml } from '../../../kernel/shared/escape-html.ts';
import { schemaFields } from '../../../plugins/operations/server/customform/schema-walk.ts';
import { formValues } from '../../../plugins/operations/server/customform/submit-body.ts';
import { formText } from '../../../plugins/operations/shared/form-text.ts';

/** The pure pieces of custom forms: the schema walk, the published form's HTML, the encoded post's values, the export's masks. */
const schema = {
  type: 'object' as const,
  properties: {
    card: {
      type: 'void',
      properties: {
        who: { type: 'string', title: { 'zh-CN': '姓名', en: 'Name' }, required: true, maxLength: 20 },
        phone: { type: 'string', title: 'Phone', 'x-validator': 'phone' },
      },
    },
    kinds: { type: 'array', title: 'Kinds', 'x-component': 'Checkbox.Group', enum: [{ value: 'a', label: 'A' }, 'b'] },
    seats: { type: 'number', title: 'Seats' },
    agree: { type: 'boolean', title: 'Agree' },
    photo: { type: 'array', title: 'Photo', 'x-component': 'Upload' },
  },
} as unknown as FormilySchema;

const RET = { back: 'https://site.example/', backSig: 'x', messages: {} };

describe('custom forms', () => {
  it('walks the fields through layout nodes, in order, marking personal ones', () => {
    const f = schemaFields(schema);
    expect(f.map((x) => x.code)).toEqual(['who', 'phone', 'kinds', 'seats', 'agree', 'photo']);
    expect(f[0]).toMatchObject({ required: true, maxLength: 20, personal: false });
    expect(f[1].personal).toBe(true);
    expect(f[2].options).toEqual([
      { value: 'a', label: 'A' },
      { value: 'b', label: 'b' },
    ]);
  });

  it('checks a check-box group value by its items (each one of the options)', () => {
    const json = formilyToJsonSchema(schema) as { properties: Record<string, any> };
    expect(json.properties.kinds).toMatchObject({ type: 'array', items: { enum: ['a', 'b'] } });
    expect(json.properties.kinds.enum).toBeUndefined();
  });

  it('renders the form escaped, in the language asked, without the upload field, with the honeypot', () => {
    const html = formHtml({ formId: 7, code: 'x"y', name: 'n', needCaptcha: 'N' }, schema, 'https://api.example/<x>', 'en', RET);
    expect(html).toContain('action="https://api.example/&lt;x&gt;/api/customform/submit"');
    expect(html).toContain('data-form-code="x&quot;y"');
    expect(html).toContain('>Name <abbr');
    expect(html).toContain('name="kinds[a]"');
    expect(html).toContain('type="number" id="cf7_seats"');
    expect(html).not.toContain('name="photo"');
    expect(html).toContain('name="_hp_website"');
    expect(html).not.toContain('captchaCode');
    expect(formHtml({ formId: 7, code: 'c', name: 'n', needCaptcha: 'Y' }, schema, '', 'zh-CN', RET)).toContain('name="captchaCode"');
    expect(escapeHtml(`<a href='x'>&"\``)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&quot;&#96;');
  });

  it('carries the signed page URL and a table of answer texts that nothing in it can break out of', () => {
    const ret = { back: '/p/a.shtml?x="1"', backSig: 'sig', messages: { 'server:schema.required': '{{field}} </script><b>' } };
    const html = formHtml({ formId: 7, code: 'c', name: 'n', needCaptcha: 'N' }, schema, '', 'en', ret);
    expect(html).toContain('name="back" value="/p/a.shtml?x=&quot;1&quot;"');
    expect(html).toContain('name="backSig" value="sig"');
    const table = /<script type="application\/json" id="cf7_texts">(.*?)<\/script>/.exec(html)![1];
    expect(table).not.toMatch(/[<>]/);
    expect(JSON.parse(table)).toMatchObject({ messages: ret.messages, fields: { who: { field: 'Name' }, seats: { field: 'Seats' } } });
    // the page takes the key and numbers from the URL, never a text
    expect(html).toContain("q.get('cf_key')");
    expect(html).not.toContain('cf_msg');
  });

  it('reads an encoded post into the schema types', () => {
    const v = formValues(schemaFields(schema), {
      formId: '7',
      who: 'me',
      phone: '',
      'kinds[a]': 'a',
      'kinds[b]': 'b',
      seats: '3',
      agree: 'true',
    });
    expect(v).toEqual({ who: 'me', kinds: ['a', 'b'], seats: 3, agree: true });
    // a JSON client's data is taken as it is
    expect(formValues(schemaFields(schema), { data: { who: 'x' } })).toEqual({ who: 'x' });
  });

  it("reads the designer's translated texts, per-language objects, i18n keys and plain text", () => {
    const tr = '{{tr({"zh-CN":"姓名","zh-TW":"姓名","en":"Name"})}}';
    expect(formText(tr, 'en')).toBe('Name');
    expect(formText(tr, 'zh-TW')).toBe('姓名');
    expect(formText('{{tr({"en":"Only"})}}', 'zh-CN')).toBe('Only');
    expect(formText({ 'zh-CN': '甲', en: 'A' }, 'en')).toBe('A');
    expect(formText("{{t('award:f.name')}}", 'en', (k) => `<${k}>`)).toBe('<award:f.name>');
    expect(formText('plain', 'en')).toBe('plain');
    expect(
      formHtml(
        { formId: 1, code: 'c', name: 'n', needCaptcha: 'N' },
        { type: 'object', properties: { a: { type: 'string', title: tr } } },
        '',
        'en',
        RET,
      ),
    ).toContain('>Name</label>');
  });

  it('masks personal values in the export', () => {
    expect(maskPersonal('13812345678')).toBe('1381*****78');
    expect(maskPersonal('someone@example.org')).toBe('s***@example.org');
    expect(maskPersonal('110101199001011234')).not.toContain('19900101');
    expect(maskPersonal('')).toBe('');
  });
});
