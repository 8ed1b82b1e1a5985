import type { GenColumnRow } from '../../shared/gen.ts';
import { dictRef, doc, type GenModel, importLine, isUpload, objectLit } from './model.ts';
import { regionLines } from './gen-regions.ts';
import { treePageParts } from './tpl-page-tree.ts';

const CHOICE = new Set(['select', 'radio', 'checkbox']);
const dictOf = (c: GenColumnRow) => (CHOICE.has(c.htmlType) && c.dictType ? c.dictType : '');

/** The editor control of a field by its control type. */
function control(c: GenColumnRow): string {
  if (c.tsType === 'number') return '<InputNumber />';
  if (c.tsType === 'boolean') return '<Switch />';
  if (dictOf(c)) {
    const opts = `${dictRef(c.dictType)}?.map((d) => ({ label: d.label, value: d.value }))`;
    return c.htmlType === 'radio' ? `<Radio.Group options={${opts}} />` : `<Select allowClear options={${opts}} />`;
  }
  // one file each: the stored text is its path (the wire shape checks it is one of this site)
  if (isUpload(c)) return c.htmlType === 'imageUpload' ? '<ImageUpload limit={1} />' : '<FileUpload limit={1} />';
  if (c.htmlType === 'datetime') return '<DatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: \'100%\' }} />';
  if (c.htmlType === 'textarea' || c.htmlType === 'editor') return `<Input.TextArea maxLength={${c.maxLength ?? 2000}} />`;
  return `<Input maxLength={${c.maxLength ?? 2000}} />`;
}

/** How a list column shows its value besides as text: a flag as yes/no, an image as a thumbnail, a file by its name. */
function render(c: GenColumnRow): string[] {
  if (c.tsType === 'boolean') return ["render: (v: boolean) => (v ? t('yes') : t('no'))"];
  if (!isUpload(c)) return [];
  return c.htmlType === 'imageUpload'
    ? ['render: (v: string | null) => <ImagePreview src={v} width={40} height={40} />']
    : ["render: (v: string | null) => v?.split('/').pop()"];
}

/** `client/pages/<object>/<Class>Page.tsx`: the list screen on CrudPage with its search, columns and editor. */
export function pageFile(m: GenModel): string {
  const dicts = [...new Set([...m.list, ...m.query, ...m.fields].map(dictOf).filter(Boolean))];
  const label = (c: GenColumnRow) => `t('fields.${c.tsField}')`;
  const { tree } = m;
  // a tree table: the parent is the tree itself (not a column), the name first (it carries the expand button)
  const listed = tree ? [...m.list.filter((c) => c === tree.name), ...m.list.filter((c) => c !== tree.name && c !== tree.parent)] : m.list;
  const columns = listed
    .map((c) =>
      dictOf(c) && c.tsType === 'string'
        ? `      dictColumn<${m.cls}Row>('${c.tsField}', ${label(c)}, ${dictRef(c.dictType)}),`
        : objectLit([`key: '${c.tsField}'`, `dataIndex: '${c.tsField}'`, `title: ${label(c)}`, ...render(c)], 6),
    )
    .join('\n');
  const search = m.query
    .filter((c) => c.queryType !== 'BETWEEN' && c.tsType === 'string')
    .map((c) =>
      dictOf(c)
        ? `<SearchSelect field="${c.tsField}" label={${label(c)}} options={${dictRef(c.dictType)}} />`
        : `<SearchInput field="${c.tsField}" label={${label(c)}} />`,
    );
  const flags = m.fields.filter((c) => c.tsType === 'boolean' && c.isRequired === 'Y').map((c) => `${c.tsField}: false`);
  const treeParts = tree && treePageParts(m, tree, flags.length ? `{ ${flags.join(', ')} }` : '{}');
  const fields = m.fields
    .map((c) => {
      if (treeParts && c === tree?.parent) return treeParts.parentField;
      const rules =
        c.isRequired === 'Y' && c.tsType !== 'boolean'
          ? ` rules={[formRules.required()${c.tsType === 'string' ? ', formRules.blank()' : ''}]}`
          : '';
      const switchProp = c.tsType === 'boolean' ? ' triggerPropName="checked"' : '';
      return `            <Form.Item field="${c.tsField}" label={${label(c)}}${rules}${switchProp}>\n              ${control(c)}\n            </Form.Item>`;
    })
    .join('\n');
  const arco = ['Form', 'Input', 'InputNumber', 'Switch', 'Select', 'Radio', 'DatePicker', 'TreeSelect'].filter((x) =>
    x === 'Form' ? true : new RegExp(`<${x}[ .]`).test(fields),
  );
  const kit = [
    'type CrudColumn',
    'CrudPage',
    ...(dicts.length && columns.includes('dictColumn') ? ['dictColumn'] : []),
    ...(fields.includes('<FileUpload') ? ['FileUpload'] : []),
    'formRules',
    ...(columns.includes('<ImagePreview') ? ['ImagePreview'] : []),
    ...(fields.includes('<ImageUpload') ? ['ImageUpload'] : []),
    ...(search.some((s) => s.startsWith('<SearchInput')) ? ['SearchInput'] : []),
    ...(search.some((s) => s.startsWith('<SearchSelect')) ? ['SearchSelect'] : []),
    'useEditDialog',
    tree ? 'useTreeList' : 'useTableList',
    ...(dicts.length ? ['useDict'] : []),
  ];
  const defaults = flags.length ? `        defaults: { ${flags.join(', ')} },\n` : '';
  const api = [`type ${m.cls}Query`, `type ${m.cls}Row`, ...(tree ? [`${m.object}Api`] : []), `${m.object}Object`];
  const searchJsx =
    search.length === 0
      ? ''
      : search.length === 1
        ? `      search={${search[0]}}\n`
        : `      search={\n        <>\n          ${search.join('\n          ')}\n        </>\n      }\n`;
  return `import { useMemo${tree ? ', useState' : ''} } from 'react';
import { useTranslation } from 'react-i18next';
${importLine(arco, '@arco-design/web-react')}
${importLine(kit, '#kernel/client')}
${tree ? "import { labelTree, type TreeNode } from '#kernel/shared';\n" : ''}${importLine(api, `../../api/${m.file}-api.ts`)}
${treeParts?.head ?? ''}
/** ${doc(m.table.functionName)}: the ${tree ? 'tree' : 'list'} with its search, add, edit and delete. */
export default function ${m.cls}Page() {
  const { t } = useTranslation('${m.id}');
${treeParts?.list ?? `  const list = useTableList(${m.object}Object, {});`}
  const dialog = useEditDialog(${m.object}Object);
${treeParts?.hooks ?? ''}${dicts.length ? `  const dicts = useDict(${dicts.map((d) => `'${d}'`).join(', ')});\n` : ''}
  const columns = useMemo<CrudColumn<${m.cls}Row>[]>(
    () => [
${columns}
    ],
    [t${dicts.length ? ', dicts' : ''}],
  );
  // code added by hand: kept when the code is generated again
${regionLines('page', 2)}
  return (
    <CrudPage<${m.cls}Row, ${m.cls}Query>
      page="${m.id}/${m.file}/index"
      object={${m.object}Object}
      list={list}
      columns={columns}
${searchJsx}${treeParts?.props ?? ''}      editor={{
        dialog,
        titles: [t('${m.object}.addTitle'), t('${m.object}.editTitle')],
${defaults}        fields: (
          <>
${fields}
          </>
        ),
      }}
    />
  );
}
`;
}
