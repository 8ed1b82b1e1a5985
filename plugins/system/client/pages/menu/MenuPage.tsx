import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Select, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconPlus, IconSwap } from '@arco-design/web-react/icon';
import {
  DictTag,
  HasPermi,
  MenuIcon,
  SearchBar,
  TableToolbar,
  confirmDelete,
  useColumnChooser,
  useDict,
  useHasPermi,
  dictColumn,
  SearchInput,
} from '#kernel/client';
import { menuApi, type Menu, type MenuQuery } from '../../api/menu-api.ts';
import { buildMenuTree, expandableKeys, type MenuNode } from './menu-tree.ts';
import { MenuDialog } from './MenuDialog.tsx';

const blank: Partial<Menu> = { parentId: 0, menuType: 'M', orderNum: 0, isFrame: 'N', isCache: 'Y', visible: 'Y', status: '0' };

/** System → Menus (菜单管理): a tree table of directories, menus and buttons with add, edit, add-below and delete. */
export default function MenuPage() {
  const { t } = useTranslation('system');
  const dicts = useDict('EnableOrDisable', 'MenuType');
  const [query, setQuery] = useState<MenuQuery>({});
  const [rows, setRows] = useState<Menu[]>([]);
  const [loading, setLoading] = useState(false);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<Partial<Menu> | null>(null);
  const canAdd = useHasPermi('system:menu:add');
  const canEdit = useHasPermi('system:menu:edit');
  const canRemove = useHasPermi('system:menu:remove');

  const load = useCallback(async (q: MenuQuery) => {
    setLoading(true);
    try {
      setRows((await menuApi.list(q))?.rows ?? []);
    } catch {
      // the request layer already told the person
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load({});
  }, [load]);
  const tree = useMemo(() => buildMenuTree(rows), [rows]);
  const fullTree = useMemo(() => (query.menuName || query.status ? null : tree), [query, tree]);
  const reload = () => load(query);

  const openEdit = async (id: number) => setEditing(await menuApi.get(id));
  const remove = (m: Menu) =>
    confirmDelete(() => menuApi.remove(m.menuId), m.menuName).then((done) => {
      if (done) void reload();
    });

  const columns: (TableColumnProps<MenuNode> & { key: string })[] = useMemo(
    () => [
      { key: 'menuName', dataIndex: 'menuName', title: t('fields.menuName'), width: 240 },
      {
        key: 'icon',
        dataIndex: 'icon',
        title: t('fields.icon'),
        width: 80,
        render: (v: string | null) => (v ? <MenuIcon name={v} /> : null),
      },
      { key: 'orderNum', dataIndex: 'orderNum', title: t('fields.orderNum'), width: 90 },
      dictColumn('menuType', t('fields.menuType'), dicts.MenuType, 90),
      { key: 'perms', dataIndex: 'perms', title: t('fields.perms'), width: 200, ellipsis: true },
      { key: 'component', dataIndex: 'component', title: t('fields.component'), width: 200, ellipsis: true },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 90,
        render: (v: string, r: MenuNode) => (
          <Space size={4}>
            <DictTag options={dicts.EnableOrDisable} value={v} />
            {r.visible === 'N' && <Tag size="small">{t('menu.visibleN')}</Tag>}
          </Space>
        ),
      },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 170 },
      {
        key: 'actions',
        title: t('menu.actions'),
        width: 220,
        render: (_: unknown, r: MenuNode) => (
          <Space size={4}>
            {canEdit && (
              <Button type="text" size="mini" icon={<IconEdit />} onClick={() => void openEdit(r.menuId)}>
                {t('menu.edit')}
              </Button>
            )}
            {canAdd && r.menuType !== 'F' && (
              <Button
                type="text"
                size="mini"
                icon={<IconPlus />}
                onClick={() => setEditing({ ...blank, parentId: r.menuId, menuType: r.menuType === 'C' ? 'F' : 'C' })}
              >
                {t('menu.add')}
              </Button>
            )}
            {canRemove && !r.plugin && (
              <Button type="text" size="mini" status="danger" icon={<IconDelete />} onClick={() => void remove(r)}>
                {t('menu.delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, dicts.MenuType, dicts.EnableOrDisable, canAdd, canEdit, canRemove, query],
  );
  const chooser = useColumnChooser(columns);
  const allKeys = useMemo(() => expandableKeys(tree), [tree]);

  return (
    <div className="zx-page" data-page="system/menu/index">
      <SearchBar
        visible={showSearch}
        onSearch={(v) => {
          const q = { menuName: (v.menuName as string) || undefined, status: (v.status as string) || undefined };
          setQuery(q);
          void load(q);
        }}
        onReset={() => {
          setQuery({});
          void load({});
        }}
      >
        <SearchInput field="menuName" label={t('fields.menuName')} placeholder={t('menu.namePlaceholder')} width={180} />
        <Form.Item field="status" label={t('fields.status')}>
          <Select
            allowClear
            placeholder={t('menu.statusPlaceholder')}
            style={{ width: 140 }}
            options={dicts.EnableOrDisable?.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="system:menu:add">
          <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({ ...blank })}>
            {t('menu.add')}
          </Button>
        </HasPermi>
        <Button status="warning" icon={<IconSwap />} onClick={() => setExpanded(expanded.length ? [] : allKeys)}>
          {t('menu.expand')}
        </Button>
        <TableToolbar
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={() => void reload()}
          columns={chooser.toolbarColumns}
          onColumnsChange={chooser.onColumnsChange}
        />
      </div>
      <Table
        rowKey="menuId"
        loading={loading}
        data={tree}
        columns={chooser.visibleColumns}
        pagination={false}
        border={false}
        scroll={{ x: 1350 }}
        expandedRowKeys={expanded}
        onExpandedRowsChange={(keys) => setExpanded(keys as number[])}
      />
      <MenuDialog
        menu={editing}
        tree={fullTree ?? tree}
        dicts={{ MenuType: dicts.MenuType ?? [], EnableOrDisable: dicts.EnableOrDisable ?? [] }}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
    </div>
  );
}
