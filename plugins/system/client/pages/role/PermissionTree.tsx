import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Space, Tree } from '@arco-design/web-react';
import type { TreeNode } from '../../api/role-api.ts';
import { allIds, parentIds } from './tree-keys.ts';

interface Props {
  data: TreeNode[];
  checked: number[];
  onChange(checked: number[]): void;
  /** parent-child linkage (the role's menuCheckStrictly / deptCheckStrictly) */
  linked: boolean;
  onLinkedChange(linked: boolean): void;
  testId?: string;
  /** nodes shown with a locked checkbox (e.g. a user's menus inherited from their roles) */
  disabledIds?: readonly number[];
  /** the tree box's maximum height (300 px) */
  maxHeight?: number | string;
}

type ArcoNode = { key: string; title: string; disableCheckbox?: boolean; children?: ArcoNode[] };
const toArco = (nodes: TreeNode[], locked: ReadonlySet<number>): ArcoNode[] =>
  nodes.map((n) => ({
    key: String(n.id),
    title: n.label,
    disableCheckbox: locked.has(n.id) || undefined,
    children: n.children ? toArco(n.children, locked) : undefined,
  }));

/** A checkable tree with expand/collapse all, select all/none and the parent-child linkage switch. */
export function PermissionTree({ data, checked, onChange, linked, onLinkedChange, testId, disabledIds, maxHeight = 300 }: Props) {
  const { t } = useTranslation('system');
  const [expanded, setExpanded] = useState<string[]>([]);
  const treeData = useMemo(() => toArco(data, new Set(disabledIds)), [data, disabledIds]);
  const every = useMemo(() => allIds(data), [data]);
  const parents = useMemo(() => parentIds(data).map(String), [data]);
  return (
    <div data-testid={testId}>
      <Space size={16} style={{ marginBottom: 6 }}>
        <Checkbox checked={expanded.length > 0 && expanded.length >= parents.length} onChange={(v) => setExpanded(v ? parents : [])}>
          {t('role.expandAll')}
        </Checkbox>
        <Checkbox checked={every.length > 0 && checked.length >= every.length} onChange={(v) => onChange(v ? every : [])}>
          {t('role.selectAll')}
        </Checkbox>
        <Checkbox checked={linked} onChange={onLinkedChange}>
          {t('role.linkage')}
        </Checkbox>
      </Space>
      <div
        style={{
          border: '1px solid var(--color-border-2)',
          borderRadius: 4,
          padding: 6,
          maxHeight,
          overflow: 'auto',
          width: '100%',
          boxSizing: 'border-box',
        }}
      >
        <Tree
          checkable
          checkStrictly={!linked}
          treeData={treeData}
          checkedKeys={checked.map(String)}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys)}
          onCheck={(keys) => onChange(keys.map(Number))}
          size="small"
          // expand-all on a few hundred menus: no per-node animation
          animation={false}
        />
      </div>
    </div>
  );
}
