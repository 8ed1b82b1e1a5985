import { useEffect, useState } from 'react';
import type { CatalogNode } from '../../api/catalog-api.ts';
import { catalogApi } from '../../api/catalog-api.ts';

/** A tree item of Arco's Tree / TreeSelect. */
export interface CatalogTreeItem {
  key: string;
  title: string;
  children?: CatalogTreeItem[];
}

export const toTreeItems = (nodes: CatalogNode[]): CatalogTreeItem[] =>
  nodes.map((n) => ({ key: String(n.id), title: n.label, children: n.children?.length ? toTreeItems(n.children) : undefined }));

/** The current site's catalog tree (null while loading). */
export function useCatalogTree() {
  const [tree, setTree] = useState<CatalogNode[] | null>(null);
  useEffect(() => {
    catalogApi.tree().then(
      (r) => setTree(r.rows),
      () => setTree([]),
    );
  }, []);
  return tree;
}

/** Finds a catalog of the tree by id. */
export function findCatalog(nodes: CatalogNode[], id: number): CatalogNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const c = findCatalog(n.children ?? [], id);
    if (c) return c;
  }
  return undefined;
}

const KEY = 'cms.content.catalogId';
/** The catalog last chosen in the content list. */
export function storedCatalogId(): number | undefined {
  try {
    const v = Number(localStorage.getItem(KEY));
    return Number.isInteger(v) && v > 0 ? v : undefined;
  } catch {
    return undefined;
  }
}
export function storeCatalogId(id: number | undefined) {
  try {
    if (id) localStorage.setItem(KEY, String(id));
    else localStorage.removeItem(KEY);
  } catch {
    /* private mode: not remembered */
  }
}
