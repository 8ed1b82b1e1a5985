import type { GenModel, GenTree } from './model.ts';

/** The pieces a tree table's screen adds to `pageFile`: an expandable tree table, "add below", a parent picker. */
export interface TreePageParts {
  /** module-level code after the imports: the picker's node type and builder */
  head: string;
  /** the list hook (the rows built into a tree) */
  list: string;
  /** hooks after the dialog: the picker's rows and their loader */
  hooks: string;
  /** CrudPage props: add, add below a row, edit (each loads the picker first) */
  props: string;
  /** the editor's parent field */
  parentField: string;
}

/** The tree parts of the screen of `m` (`defaults`: the editor's defaults as an object literal). */
export function treePageParts(m: GenModel, tree: GenTree, defaults: string): TreePageParts {
  const { pk } = m;
  const parent = tree.parent.tsField;
  const name = tree.name.isRequired === 'Y' ? `r.${tree.name.tsField}` : `String(r.${tree.name.tsField} ?? r.${pk.tsField})`;
  // the parent is sent even when the picker is left alone: a new row is a top row unless added below one
  const withParent = (v: string) => (defaults === '{}' ? `{ ${parent}: ${v} }` : `{ ${defaults.slice(2, -2)}, ${parent}: ${v} }`);
  const head = `
// the parent picker's keys are strings (Arco TreeSelect); its form item turns them into ids and back
type PickerNode = { key: string; title: string; children?: PickerNode[] };
/** the most rows the tree loads (the list's page cap) */
const TREE_ROWS = 500;
/** the picker's nodes without \`self\` and the rows below it (where a row may not be put) */
const pickerOf = (nodes: TreeNode[], self?: number): PickerNode[] =>
  nodes
    .filter((n) => n.id !== self)
    .map((n) => ({ key: String(n.id), title: n.label, children: n.children && pickerOf(n.children, self) }));
/** the tree's rows (all of them: the client builds the tree) and how they hang together */
const loadTree = (q: ${m.cls}Query) => ${m.object}Api.list({ ...q, pageNum: 1, pageSize: TREE_ROWS });
const TREE = { key: '${pk.tsField}', parentKey: '${parent}', expandAll: true } as const;
`;
  const list = `  const list = useTreeList<${m.cls}Row, ${m.cls}Query>(loadTree, {}, TREE);`;
  const hooks = `  const [parents, setParents] = useState<PickerNode[]>([]);
  const loadParents = async (self?: number) => {
    const all = await ${m.object}Api.list({ pageNum: 1, pageSize: TREE_ROWS });
    const nodes = labelTree(all.rows, '${pk.tsField}', '${parent}', (r) => ${name});
    setParents(pickerOf(nodes, self));
  };
`;
  const props = `      onAdd={() => void loadParents().then(() => dialog.openAdd(${withParent(tree.root)}))}
      onAddChild={(r) => void loadParents().then(() => dialog.openAdd(${withParent(`r.${pk.tsField}`)}))}
      onEdit={(r) => void loadParents(r.${pk.tsField}).then(() => dialog.openEdit(r.${pk.tsField}))}
`;
  const parentField = `            <Form.Item
              field="${parent}"
              label={t('fields.${parent}')}
              formatter={(v: unknown) => (v ? String(v) : undefined)}
              normalize={(v: unknown) => (v ? Number(v) : ${tree.root})}
            >
              <TreeSelect treeData={parents} allowClear showSearch placeholder={t('tree.root')} />
            </Form.Item>`;
  return { head, list, hooks, props, parentField };
}
