import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Empty, Input, Spin, Tree } from '@arco-design/web-react';
import { statApi, type StatMenuNode } from '../../api/stat-api.ts';
import { setStatToday } from './RangeBar.tsx';
import { REPORT_PAGES } from './report-pages.ts';

const matches = (n: StatMenuNode, q: string): boolean => n.label.includes(q) || (n.children ?? []).some((c) => matches(c, q));
const filtered = (nodes: StatMenuNode[], q: string): StatMenuNode[] =>
  q
    ? nodes.filter((n) => matches(n, q)).map((n) => ({ ...n, children: n.children && filtered(n.children, n.label.includes(q) ? '' : q) }))
    : nodes;

/** Statistics (menu 2080 `operations/stat/index`): the report menu of `/stat/menu/tree` on the left, the chosen report on the right. */
export default function StatPage() {
  const { t } = useTranslation('operations');
  const [tree, setTree] = useState<StatMenuNode[]>([]);
  const [current, setCurrent] = useState<string>();
  const [q, setQ] = useState('');
  useEffect(() => {
    statApi
      .menu()
      .then((m) => {
        setStatToday(m.today);
        setTree(m.treeData);
        setCurrent(m.defaultMenu);
      })
      .catch(() => {});
  }, []);
  const shown = useMemo(() => filtered(tree, q), [tree, q]);
  const Report = current ? REPORT_PAGES[current] : undefined;
  return (
    <div className="zx-page" data-page="operations/stat/index" style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Card size="small" style={{ width: 220, flex: 'none' }} className="zx-stat-menu">
        <Input.Search allowClear size="small" placeholder={t('stat.menuSearch')} onChange={setQ} style={{ marginBottom: 8 }} />
        <Tree
          blockNode
          selectedKeys={current ? [current] : []}
          expandedKeys={shown.map((n) => n.id)}
          onSelect={(keys, extra) => {
            const key = String(keys[0] ?? '');
            if (key && !extra.node.props.dataRef?.children) setCurrent(key);
          }}
          fieldNames={{ key: 'id', title: 'label' }}
          treeData={shown}
        />
      </Card>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Card size="small" title={tree.flatMap((g) => g.children ?? []).find((n) => n.id === current)?.label}>
          {Report ? (
            <Suspense fallback={<Spin style={{ display: 'block', minHeight: 200 }} />}>
              <Report key={current} />
            </Suspense>
          ) : (
            <Empty description={t('stat.noReport')} />
          )}
        </Card>
      </div>
    </div>
  );
}
