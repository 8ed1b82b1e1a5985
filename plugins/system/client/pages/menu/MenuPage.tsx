import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Space, Tag } from '@arco-design/web-react';
import {
  type CrudColumn,
  CrudPage,
  DictTag,
  MenuIcon,
  SearchInput,
  SearchSelect,
  dictColumn,
  useDict,
  useEditDialog,
  useTreeList,
} from '#kernel/client';
import { menuObject, menuApi, type Menu, type MenuQuery } from '../../api/menu-api.ts';
import { MenuDialog } from './MenuDialog.tsx';

const blank: Partial<Menu> = { parentId: 0, menuType: 'M', orderNum: 0, isFrame: 'N', isCache: 'Y', visible: 'Y', status: '0' };

/** System → Menus (菜单管理): a tree table of directories, menus and buttons with add, edit, add-below and delete. */
export default function MenuPage() {
  const { t } = useTranslation('system');
  const dicts = useDict('EnableOrDisable', 'MenuType');
  const list = useTreeList<Menu, MenuQuery>(
    menuApi.list,
    {},
    { key: 'menuId', parentKey: 'parentId', order: (a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId },
  );
  const dialog = useEditDialog(menuObject);

  const columns = useMemo<CrudColumn<Menu>[]>(
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
        render: (v: string, r: Menu) => (
          <Space size={4}>
            <DictTag options={dicts.EnableOrDisable} value={v} />
            {r.visible === 'N' && <Tag size="small">{t('menu.visibleN')}</Tag>}
          </Space>
        ),
      },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 170 },
    ],
    [t, dicts.MenuType, dicts.EnableOrDisable],
  );

  return (
    <CrudPage<Menu, MenuQuery>
      page="system/menu/index"
      object={menuObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({ ...blank })}
      onAddChild={(r) => dialog.openAdd({ ...blank, parentId: r.menuId, menuType: r.menuType === 'C' ? 'F' : 'C' })}
      childAddable={(r) => r.menuType !== 'F'}
      onEdit={(r) => void dialog.openEdit(r.menuId)}
      actionsWidth={220}
      tableProps={{ scroll: { x: 1350 } }}
      search={
        <>
          <SearchInput field="menuName" label={t('fields.menuName')} placeholder={t('menu.namePlaceholder')} width={180} />
          <SearchSelect
            field="status"
            label={t('fields.status')}
            placeholder={t('menu.statusPlaceholder')}
            width={140}
            options={dicts.EnableOrDisable}
          />
        </>
      }
    >
      <MenuDialog
        dialog={dialog}
        tree={list.rows}
        dicts={{ MenuType: dicts.MenuType ?? [], EnableOrDisable: dicts.EnableOrDisable ?? [] }}
        onSaved={() => void list.reload()}
      />
    </CrudPage>
  );
}
