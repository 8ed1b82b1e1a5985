import { useTranslation } from 'react-i18next';
import { Card, Empty, Spin, Tree } from '@arco-design/web-react';
import type { CatalogNode } from '../../api/catalog-api.ts';
import { toTreeItems } from './catalog-tree.ts';

export interface CatalogTreePanelProps {
  tree: CatalogNode[] | null;
  value?: number;
  onChange(id: number | undefined): void;
}

/** The catalogs of the current site; a click filters the list, a second click on the chosen one shows all. */
export function CatalogTreePanel({ tree, value, onChange }: CatalogTreePanelProps) {
  const { t } = useTranslation('cms');
  return (
    <Card
      className="zx-content-catalogs"
      title={t('content.catalogs')}
      size="small"
      style={{ width: 200, flexShrink: 0, marginRight: 12 }}
      bodyStyle={{ maxHeight: 'calc(100vh - 220px)', overflow: 'auto' }}
    >
      {tree === null ? (
        <Spin />
      ) : tree.length ? (
        <Tree
          blockNode
          treeData={toTreeItems(tree)}
          selectedKeys={value ? [String(value)] : []}
          autoExpandParent
          onSelect={(keys) => onChange(keys[0] ? Number(keys[0]) : undefined)}
        />
      ) : (
        <Empty description={t('content.noCatalogs')} />
      )}
    </Card>
  );
}
