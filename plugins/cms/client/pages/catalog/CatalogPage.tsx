import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Empty, Form, Space, Table, TreeSelect } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconList, IconPlus } from '@arco-design/web-react/icon';
import { ConfirmButton, FormDialog, HasPermi, useHasPermi } from '#kernel/client';
import { type Catalog, type CatalogNode, catalogApi } from '../../api/catalog-api.ts';
import { BatchAddDialog } from './BatchAddDialog.tsx';
import { CatalogBasicFields } from './CatalogBasicFields.tsx';
import { CatalogDnd, DragHandle, DropRow } from './CatalogDnd.tsx';
import { CatalogEditor } from './CatalogEditor.tsx';

type Editing = Partial<Catalog> & { parentId: number };

/** CMS → Catalogs of the current site: the tree with add, batch add, edit (settings in tabs), show/hide, sort, move (drag and drop or dialog) and delete. */
export default function CatalogPage() {
  const { t } = useTranslation('cms');
  const [rows, setRows] = useState<CatalogNode[]>([]);
  const [siteName, setSiteName] = useState('');
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [moving, setMoving] = useState<CatalogNode | null>(null);

  const load = useCallback(() => {
    setLoading(true);
    catalogApi
      .tree()
      .then((d) => {
        setRows(d.rows);
        setSiteName(d.siteName);
        setFailed(false);
      })
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);

  const [open, setOpen] = useState<number | null>(null);
  const [batchParent, setBatchParent] = useState<number | null>(null);
  const closeEditor = useCallback(() => setOpen(null), []);
  const mayMove = useHasPermi('cms:catalog:edit');

  if (failed) return <Empty className="zx-no-site" description={t('errors.noSite')} />;
  return (
    <div className="zx-page" data-page="cms/contentcore/catalog">
      <Card bordered={false} title={siteName}>
        <HasPermi value="cms:catalog:add">
          <Space style={{ marginBottom: 12 }}>
            <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({ parentId: 0, catalogType: 'common' })}>
              {t('catalog.add')}
            </Button>
            <Button icon={<IconList />} onClick={() => setBatchParent(0)}>
              {t('catalog.batchAdd')}
            </Button>
          </Space>
        </HasPermi>
        <CatalogDnd onMove={(from, to) => void catalogApi.move(from, to).then(load, load)}>
          <Table<CatalogNode>
            rowKey="id"
            loading={loading}
            data={rows}
            pagination={false}
            defaultExpandAllRows
            components={{ body: { row: DropRow } }}
            onRow={(r) => ({ 'data-id': r.id }) as never}
            columns={[
              {
                title: t('catalog.name'),
                dataIndex: 'label',
                render: (_: unknown, r) => (
                  <>
                    {mayMove && <DragHandle id={r.id} label={r.label} />}
                    {r.label}
                  </>
                ),
              },
              { title: t('catalog.alias'), render: (_: unknown, r) => r.props.alias },
              { title: t('catalog.type'), render: (_: unknown, r) => t(`catalog.types.${r.props.catalogType}`) },
              {
                title: t('catalog.visible'),
                render: (_: unknown, r) => t(r.props.visibleFlag === 'Y' ? 'catalog.shown' : 'catalog.hidden'),
              },
              {
                title: t('catalog.actions'),
                width: 470,
                render: (_: unknown, r) => (
                  <Space size={4}>
                    <HasPermi value="cms:catalog:add">
                      <Button type="text" size="mini" onClick={() => setEditing({ parentId: r.id, catalogType: 'common' })}>
                        {t('catalog.addChild')}
                      </Button>
                      <Button type="text" size="mini" onClick={() => setBatchParent(r.id)}>
                        {t('catalog.batchAdd')}
                      </Button>
                    </HasPermi>
                    <HasPermi value="cms:catalog:edit">
                      <Button type="text" size="mini" onClick={() => setOpen(r.id)}>
                        {t('catalog.edit')}
                      </Button>
                      <Button
                        type="text"
                        size="mini"
                        onClick={() => void catalogApi.visible(r.id, r.props.visibleFlag === 'Y' ? 'N' : 'Y').then(load)}
                      >
                        {t(r.props.visibleFlag === 'Y' ? 'catalog.hide' : 'catalog.show')}
                      </Button>
                      <Button
                        type="text"
                        size="mini"
                        icon={<IconArrowUp />}
                        aria-label={t('catalog.up')}
                        onClick={() => void catalogApi.sort(r.id, -1).then(load)}
                      />
                      <Button
                        type="text"
                        size="mini"
                        icon={<IconArrowDown />}
                        aria-label={t('catalog.down')}
                        onClick={() => void catalogApi.sort(r.id, 1).then(load)}
                      />
                      <Button type="text" size="mini" onClick={() => setMoving(r)}>
                        {t('catalog.move')}
                      </Button>
                    </HasPermi>
                    <ConfirmButton
                      permission="cms:catalog:delete"
                      name="delete"
                      type="text"
                      size="mini"
                      status="danger"
                      confirm={t('catalog.deleteConfirm', { name: r.label })}
                      action={() => catalogApi.remove(r.id)}
                      onDone={() => setTimeout(load, 300)}
                    >
                      {t('catalog.delete')}
                    </ConfirmButton>
                  </Space>
                ),
              },
            ]}
          />
        </CatalogDnd>
      </Card>
      <FormDialog<Editing>
        title={t('catalog.addTitle')}
        visible={editing != null}
        initialValues={editing ?? undefined}
        onCancel={() => setEditing(null)}
        onSubmit={(v) => catalogApi.add(v as Required<Editing> & Catalog)}
        onDone={() => {
          setEditing(null);
          load();
        }}
      >
        {(form) => <CatalogBasicFields form={form} />}
      </FormDialog>
      {open != null && <CatalogEditor catalogId={open} onClose={closeEditor} onSaved={load} />}
      {batchParent != null && <BatchAddDialog parentId={batchParent} onClose={() => setBatchParent(null)} onDone={load} />}
      {moving && <MoveDialog node={moving} tree={rows} onClose={() => setMoving(null)} onMoved={load} />}
    </div>
  );
}

function MoveDialog({
  node,
  tree,
  onClose,
  onMoved,
}: {
  node: CatalogNode;
  tree: CatalogNode[];
  onClose: () => void;
  onMoved: () => void;
}) {
  const { t } = useTranslation('cms');
  // the catalog itself and what lies under it cannot be its new parent
  type Option = { key: string; title: string; children: Option[] };
  const prune = (nodes: CatalogNode[]): Option[] =>
    nodes.filter((n) => n.id !== node.id).map((n) => ({ key: String(n.id), title: n.label, children: prune(n.children) }));
  return (
    <FormDialog<{ to: string }>
      title={t('catalog.moveTitle', { name: node.label })}
      visible
      initialValues={{ to: '0' }}
      onCancel={onClose}
      onSubmit={(v) => catalogApi.move(node.id, Number(v.to))}
      onDone={() => {
        onClose();
        onMoved();
      }}
    >
      <Form.Item field="to" label={t('catalog.moveTo')}>
        <TreeSelect treeData={[{ key: '0', title: t('catalog.top'), children: prune(tree) }]} />
      </Form.Item>
    </FormDialog>
  );
}
