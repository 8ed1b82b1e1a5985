import { type ReactNode, useMemo, useRef, useState } from 'react';
import type { FormInstance } from '@arco-design/web-react/es/Form';
import { useTranslation } from 'react-i18next';
import { Button, Space, Table, type TableColumnProps, type TableProps } from '@arco-design/web-react';
import { IconDelete, IconDownload, IconEdit, IconPlus, IconSort } from '@arco-design/web-react/icon';
import { HasPermi, useHasPermi } from '../permission/index.ts';
import { Pagination } from '../widgets/Pagination.tsx';
import { TableToolbar } from '../widgets/TableToolbar.tsx';
import { confirmDelete } from './confirm.ts';
import { RefreshCacheButton } from './ConfirmButton.tsx';
import { CrudDialog } from './CrudDialog.tsx';
import type { CrudObject } from './crud-object.ts';
import { exportList } from './export-list.ts';
import { SearchBar } from './SearchBar.tsx';
import { useColumnChooser } from './use-column-chooser.ts';
import type { EditDialog } from './use-edit-dialog.ts';
import type { TableList } from './use-table-list.ts';
import type { TreeState } from './use-tree-list.ts';

/** A table column of a list screen: Arco's column with a stable key (the column chooser names it). */
export type CrudColumn<Row> = TableColumnProps<Row> & { key: string };

type Key = number | string;

/** The add/edit dialog of a list screen (see `CrudPageProps.editor`). */
export interface CrudEditor<Row> {
  /** its open/close state (`useEditDialog`, which loads a row afresh for an edit) */
  dialog: EditDialog<Row, any>;
  /** titles of the add and the edit dialog */
  titles: [add: ReactNode, edit: ReactNode];
  /** saves: `update` when the values carry the row key, else `add` (or one function for both); the object's calls by default */
  save?: { add(values: Row): Promise<unknown>; update(values: Row): Promise<unknown> } | ((values: Row) => Promise<unknown>);
  /** the values a new row starts from */
  defaults?: Partial<Row>;
  width?: number;
  labelWidth?: number;
  /** the form's fields (Arco Form.Items) */
  fields: ReactNode | ((form: FormInstance) => ReactNode);
}

/** What a list screen shows and which permission guards each action (see `CrudPage`). */
export interface CrudPageProps<Row, Q> {
  /** the component name, set as `data-page` (tests and styles find the screen by it) */
  page: string;
  /**
   * the object's descriptor: the row key, permissions, delete, row name, export and which rows may be deleted come
   * from it (a prop of the same name overrides)
   */
  object?: CrudObject<Row, Q, any>;
  /** the row key; required without an object */
  rowKey?: keyof Row & string;
  /** a paged list (`useTableList`), or a tree (`useTreeList`): no paging, no selection, an expand/collapse-all button */
  list: TableList<Row, Q> & { tree?: TreeState };
  columns: CrudColumn<Row>[];
  /** the search form's fields (Arco Form.Items); no search area without them */
  search?: ReactNode;
  /** the search form's initial values, and what Reset does instead of going back to the list's initial filters */
  searchInitial?: Record<string, unknown>;
  onReset?: () => void;
  /** turns the search form's values into filters (e.g. a date range into its begin/end pair) */
  searchMap?: (values: Record<string, unknown>) => Partial<Q>;
  perms?: { add?: string; edit?: string; remove?: string; export?: string };
  onAdd?: () => void;
  /** why adding is not possible here, if it is not (the add button is disabled and says so) */
  addDisabled?: string;
  onEdit?: (row: Row) => void;
  /** a row's add button (with the add permission): a new row below this one */
  onAddChild?: (parent: Row) => void;
  /** rows below which nothing may be added (no add button) */
  childAddable?: (row: Row) => boolean;
  /** deletes rows by key; the row is given when one row's button asked */
  onRemove?: (keys: Key[]) => Promise<unknown>;
  /** the name a delete confirmation shows for one row */
  nameOf?: (row: Row) => string;
  /** the export button: list URL, file name, and how the filters go on the wire (e.g. a date range) */
  exportTo?: { url: string; name: string; query?: (q: Q) => Record<string, unknown> };
  /** rows that may not be edited (no edit button) */
  editable?: (row: Row) => boolean;
  /** false: delete only the selected rows from the toolbar (no delete button per row) */
  rowDelete?: boolean;
  /** rows that may not be deleted (no delete button, no checkbox) */
  removable?: (row: Row) => boolean;
  /** buttons before the row's edit and delete */
  rowActions?: (row: Row) => ReactNode;
  actionsWidth?: number;
  /** keeps the actions column in view on a wide, scrolling table */
  actionsFixed?: boolean;
  /** buttons after add, delete, export (and the object's cache refresh) */
  toolbar?: ReactNode;
  /** columns hidden until the person shows them */
  hiddenColumns?: string[];
  tableProps?: Partial<TableProps<Row>>;
  /** a panel left of the list (e.g. a department tree that filters it) */
  aside?: ReactNode;
  /** what stands above the search area (a hint, a notice) */
  header?: ReactNode;
  /** the add/edit dialog: Add opens it with the defaults, a row's Edit with that row; the list reloads after a save */
  editor?: CrudEditor<Row>;
  /** dialogs of the screen */
  children?: ReactNode;
}

/**
 * A whole RuoYi-style list screen: search area, toolbar (add, batch delete, export, show/hide search,
 * refresh, column chooser), selectable table with row actions, and the pagination footer; given a tree
 * list, a tree table instead (expand/collapse all, a row's add for a row below it, no paging or
 * selection). Each button appears only for a person holding its permission; the server checks again.
 */
export function CrudPage<Row extends object, Q extends object>(props: CrudPageProps<Row, Q>) {
  const { list, editor, object } = props;
  const rowKey = props.rowKey ?? object?.rowKey;
  if (!rowKey) throw new Error(`${props.page}: a list screen needs its object or its row key`);
  const perms = props.perms ?? object?.perms ?? {};
  const remover = object?.api.remove;
  const onRemove = props.onRemove ?? (remover && ((keys: Key[]) => remover(keys)));
  const nameOf = props.nameOf ?? object?.nameOf;
  const removable = props.removable ?? object?.removable;
  const exportTo = props.exportTo ?? (object?.exportTo && { ...object.exportTo, name: object.name });
  const onAdd = props.onAdd ?? (editor && (() => editor.dialog.openAdd({ ...editor.defaults })));
  const onEdit = props.onEdit ?? (editor && ((r: Row) => void editor.dialog.openEdit(r[rowKey] as Key)));
  const { t } = useTranslation('common');
  const [showSearch, setShowSearch] = useState(true);
  const canEdit = useHasPermi(perms.edit ?? []) && !!onEdit && !!perms.edit;
  const canRemove = useHasPermi(perms.remove ?? []) && !!onRemove && !!perms.remove;
  const canAddChild = useHasPermi(perms.add ?? []) && !!props.onAddChild && !!perms.add;
  const { tree } = list;

  // the row buttons are memoised: a delete reloads the list with the filters searched last
  const current = useRef(list);
  current.current = list;
  const remove = (keys: Key[], what?: string) =>
    confirmDelete(() => onRemove!(keys), what).then((done) => {
      if (done) void current.current.reload();
    });

  const columns = useMemo(() => {
    if (!canEdit && !canAddChild && !(canRemove && props.rowDelete !== false) && !props.rowActions) return props.columns;
    const actions: CrudColumn<Row> = {
      key: 'actions',
      title: t('crud.actions'),
      width: props.actionsWidth ?? 170,
      fixed: props.actionsFixed ? ('right' as const) : undefined,
      render: (_: unknown, r: Row) => (
        <Space size={4}>
          {props.rowActions?.(r)}
          {canEdit && (props.editable?.(r) ?? true) && (
            <Button type="text" size="mini" icon={<IconEdit />} onClick={() => onEdit!(r)}>
              {t('crud.edit')}
            </Button>
          )}
          {canAddChild && (props.childAddable?.(r) ?? true) && (
            <Button type="text" size="mini" icon={<IconPlus />} onClick={() => props.onAddChild!(r)}>
              {t('crud.add')}
            </Button>
          )}
          {canRemove && props.rowDelete !== false && (removable?.(r) ?? true) && (
            <Button
              type="text"
              size="mini"
              status="danger"
              icon={<IconDelete />}
              onClick={() => void remove([r[rowKey] as Key], nameOf?.(r))}
            >
              {t('crud.delete')}
            </Button>
          )}
        </Space>
      ),
    };
    return [...props.columns, actions];
  }, [props.columns, props.rowActions, removable, props.editable, props.rowDelete, props.childAddable, canEdit, canAddChild, canRemove, t]);
  const chooser = useColumnChooser(columns, props.hiddenColumns);

  const main = (
    <>
      {props.header}
      {props.search && (
        <SearchBar
          visible={showSearch}
          initialValues={props.searchInitial}
          onSearch={(v) => list.search(props.searchMap ? props.searchMap(v) : (v as Partial<Q>))}
          onReset={props.onReset ?? list.reset}
        >
          {props.search}
        </SearchBar>
      )}
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        {perms.add && onAdd && (
          <HasPermi value={perms.add}>
            <Button type="primary" icon={<IconPlus />} disabled={!!props.addDisabled} title={props.addDisabled} onClick={onAdd}>
              {t('crud.add')}
            </Button>
          </HasPermi>
        )}
        {canRemove && !tree && (
          <Button
            status="danger"
            icon={<IconDelete />}
            disabled={list.selectedKeys.length === 0}
            onClick={() => void remove(list.selectedKeys)}
          >
            {t('crud.delete')}
          </Button>
        )}
        {perms.export && exportTo && (
          <HasPermi value={perms.export}>
            <Button
              status="warning"
              icon={<IconDownload />}
              onClick={() => {
                const to = exportTo;
                void exportList(to.url, to.query ? to.query(list.query) : (list.query as Record<string, unknown>), to.name);
              }}
            >
              {t('crud.export')}
            </Button>
          </HasPermi>
        )}
        {tree && (
          <Button icon={<IconSort />} onClick={tree.toggleExpand}>
            {t('crud.expandCollapse')}
          </Button>
        )}
        {object?.cache && perms.remove && (
          <RefreshCacheButton
            permission={perms.remove}
            confirm={t(object.cache.confirm)}
            action={object.cache.refresh}
            done={t(object.cache.done)}
          />
        )}
        {props.toolbar}
        <TableToolbar
          search={!!props.search}
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={() => void list.reload()}
          columns={chooser.toolbarColumns}
          onColumnsChange={chooser.onColumnsChange}
        />
      </div>
      <Table
        rowKey={rowKey}
        loading={list.loading}
        data={list.rows}
        columns={chooser.visibleColumns}
        pagination={false}
        rowSelection={
          tree
            ? undefined
            : {
                type: 'checkbox',
                selectedRowKeys: list.selectedKeys,
                onChange: (keys) => list.setSelectedKeys(keys as Key[]),
                checkboxProps: removable ? (r: Row) => ({ disabled: !removable(r) }) : undefined,
              }
        }
        expandedRowKeys={tree?.expandedKeys}
        onExpandedRowsChange={tree ? (keys) => tree.setExpandedKeys(keys as Key[]) : undefined}
        border={false}
        {...props.tableProps}
      />
      {!tree && <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />}
    </>
  );
  return (
    <div className="zx-page" data-page={props.page} style={props.aside ? { display: 'flex' } : undefined}>
      {props.aside}
      {props.aside ? <div style={{ flex: 1, minWidth: 0 }}>{main}</div> : main}
      {editor && (
        <CrudDialog<Row & Record<string, any>>
          dialog={editor.dialog}
          idKey={rowKey}
          titles={editor.titles}
          width={editor.width}
          labelWidth={editor.labelWidth}
          submit={(v) => {
            const save = editor.save ?? (object!.api as Required<CrudObject<Row, Q, any>['api']>);
            if (typeof save === 'function') return save(v);
            return v[rowKey] ? save.update(v) : save.add(v);
          }}
          onSaved={() => void list.reload()}
        >
          {editor.fields}
        </CrudDialog>
      )}
      {props.children}
    </div>
  );
}
