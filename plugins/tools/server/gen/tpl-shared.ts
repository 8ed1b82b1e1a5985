import type { GenColumnRow } from '../../shared/gen.ts';
import { regionLines } from './gen-regions.ts';
import { doc, type GenModel, isUpload } from './model.ts';

const INTEGER = /^(smallint|integer|bigint|int[248]?)\b/;

/** The TypeBox type of a column in an add or edit body. */
export function wireType(c: GenColumnRow): string {
  const max = c.maxLength ?? 2000;
  const required = c.isRequired === 'Y';
  if (c.tsType === 'number') {
    const t = INTEGER.test(c.columnType) ? 'Type.Integer()' : 'Type.Number()';
    return required ? t : `Type.Optional(Type.Union([${t}, Type.Null()]))`;
  }
  if (c.tsType === 'boolean') return required ? 'Type.Boolean()' : 'Type.Optional(Type.Union([Type.Boolean(), Type.Null()]))';
  if (c.htmlType === 'datetime') {
    const t = "Type.String({ pattern: '^\\\\d{4}-\\\\d{2}-\\\\d{2}( \\\\d{2}:\\\\d{2}(:\\\\d{2})?)?$' })";
    return required ? t : `Type.Optional(Type.Union([${t}, Type.Null()]))`;
  }
  if (isUpload(c)) {
    const t = `Type.String({ ${required ? 'minLength: 1, ' : ''}maxLength: ${max}, pattern: FILE_PATH })`;
    return required ? t : `Type.Optional(Type.Union([${t}, Type.Null()]))`;
  }
  return required ? `Wire.text(${max})` : `Wire.optionalText(${max})`;
}

/** The TypeBox type of a column as a list filter. */
function filterType(c: GenColumnRow): string {
  if (c.tsType === 'number') return INTEGER.test(c.columnType) ? 'Type.Optional(Type.Integer())' : 'Type.Optional(Type.Number())';
  if (c.tsType === 'boolean') return 'Type.Optional(Type.Boolean())';
  return `Wire.filter(${c.maxLength ?? 200})`;
}

/** The TS type of a column in a wire row. */
export const rowType = (c: GenColumnRow) => (c.isRequired === 'Y' || c.isPk === 'Y' ? c.tsType : `${c.tsType} | null`);

/** `plugins/<id>/shared/<object>.ts`: the object's wire shapes, the routes' schemas and the console's types. */
export function sharedFile(m: GenModel): string {
  const fields = m.fields.map((c) => `  ${c.tsField}: ${wireType(c)},`).join('\n');
  const filters = m.query
    .filter((c) => c.queryType !== 'BETWEEN')
    .map((c) => `  ${c.tsField}: ${filterType(c)},`)
    .join('\n');
  const row = [m.pk, ...m.own].map((c) => `  ${c.tsField}: ${rowType(c)};`).join('\n');
  // a path the upload answered (\`/prod-api/profile/upload/…\`): not another site's, no quotes, spaces or tags; or empty
  const filePath = m.fields.some(isUpload)
    ? `/** an uploaded file's path on this site (what the upload answers), or empty */\nconst FILE_PATH = '^(/[^/\\\\s"\\'<>][^\\\\s"\\'<>]*)?$';\n`
    : '';
  return `import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

${filePath}const fields = {
${fields}
};
/** \`POST ${m.url}\`: a new ${doc(m.table.functionName)}. */
export const ${m.cls}Add = Type.Object(fields);
export type ${m.cls}Add = Static<typeof ${m.cls}Add>;
/** \`PUT ${m.url}\` */
export const ${m.cls}Edit = Type.Object({ ${m.pk.tsField}: Wire.id(), version: Wire.version(), ...fields });
export type ${m.cls}Edit = Static<typeof ${m.cls}Edit>;
/** \`GET ${m.url}/list\` */
export const ${m.cls}Query = Type.Object({${filters ? `\n${filters}\n` : ''}});
export type ${m.cls}Query = Static<typeof ${m.cls}Query>;

/** A row of \`${m.table.tableName}\` on the wire. */
export interface ${m.cls}Row {
${row}
  version: number;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

// shapes added by hand: kept when the code is generated again
${regionLines('shapes')}
`;
}
