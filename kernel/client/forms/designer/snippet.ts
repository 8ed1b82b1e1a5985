import type { FormilyJsonSchema } from './model.ts';

/** A React snippet that renders the schema with the kernel's SchemaForm (what the form builder copies). */
export function schemaFormSnippet(schema: FormilyJsonSchema): string {
  const json = JSON.stringify(schema, null, 2)
    .split('\n')
    .map((l, i) => (i ? `  ${l}` : l))
    .join('\n');
  return [
    "import { SchemaForm, useSchemaForm } from '#kernel/client';",
    "import { FormButtonGroup, Submit } from '#kernel/client/forms/index.ts';",
    '',
    `const schema = ${json};`,
    '',
    'export function MyForm({ onSubmit }: { onSubmit(values: Record<string, unknown>): void }) {',
    '  const form = useSchemaForm();',
    '  return (',
    '    <SchemaForm schema={schema} form={form}>',
    '      <FormButtonGroup>',
    '        <Submit onSubmit={onSubmit} />',
    '      </FormButtonGroup>',
    '    </SchemaForm>',
    '  );',
    '}',
    '',
  ].join('\n');
}
