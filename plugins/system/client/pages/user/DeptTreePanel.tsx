import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Tree } from '@arco-design/web-react';
import { deptApi, type DeptNode } from '../../api/dept-api.ts';

type TreeItem = { key: string; title: string; children?: TreeItem[] };
const toItems = (ns: DeptNode[]): TreeItem[] =>
  ns.map((n) => ({ key: String(n.id), title: n.label, children: n.children ? toItems(n.children) : undefined }));

/** Keeps nodes whose label matches, with the path down to them. */
function filterTree(items: TreeItem[], text: string): TreeItem[] {
  if (!text) return items;
  const low = text.toLowerCase();
  return items.flatMap((i) => {
    const kids = filterTree(i.children ?? [], text);
    return i.title.toLowerCase().includes(low) || kids.length ? [{ ...i, children: kids.length ? kids : i.children }] : [];
  });
}

/** The department tree left of the user table; choosing a node filters the users of it and below. */
export function DeptTreePanel({ selected, onSelect }: { selected?: number; onSelect(deptId: number | undefined): void }) {
  const { t } = useTranslation('system');
  const [items, setItems] = useState<TreeItem[]>([]);
  const [text, setText] = useState('');
  useEffect(() => {
    deptApi.tree().then(
      (ns) => setItems(toItems(ns)),
      () => {},
    );
  }, []);
  const shown = useMemo(() => filterTree(items, text.trim()), [items, text]);
  return (
    <div className="zx-dept-tree" style={{ width: 220, flex: 'none', paddingRight: 16 }}>
      <Input.Search allowClear placeholder={t('user.deptSearch')} value={text} onChange={setText} style={{ marginBottom: 8 }} />
      <Tree
        blockNode
        key={text ? 'filtered' : 'all'}
        treeData={shown}
        autoExpandParent
        defaultExpandedKeys={shown.flatMap((i) => [i.key, ...(i.children ?? []).map((c) => c.key)])}
        selectedKeys={selected ? [String(selected)] : []}
        onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : undefined)}
      />
    </div>
  );
}
