import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Empty, Form, Input, InputNumber, Radio, Space, Table, TreeSelect } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconPlus } from '@arco-design/web-react/icon';
import { ConfirmButton, FormDialog, HasPermi, formRules } from '#kernel/client';
import { type Catalog, type CatalogNode, catalogApi } from '../../api/catalog-api.ts';

type Editing = Partial<Catalog> & { parentId: number };

/** CMS → Catalogs of the current site: the tree with add, edit, show/hide, sort, move and delete. */
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

  const edit = async (id: number) => setEditing(await catalogApi.get(id));

  if (failed) return <Empty className="zx-no-site" description={t('errors.noSite')} />;
  return (
    <div className="zx-page" data-page="cms/contentcore/catalog">
      <Card bordered={false} title={siteName}>
        <HasPermi value="cms:catalog:add">
          <Button
            type="primary"
            icon={<IconPlus />}
            onClick={() => setEditing({ parentId: 0, catalogType: 'common' })}
            style={{ marginBottom: 12 }}
          >
            {t('catalog.add')}
          </Button>
        </HasPermi>
        <Table<CatalogNode>
          rowKey="id"
          loading={loading}
          data={rows}
          pagination={false}
          defaultExpandAllRows
          columns={[
            { title: t('catalog.name'), dataIndex: 'label' },
            { title: t('catalog.alias'), render: (_: unknown, r) => r.props.alias },
            { title: t('catalog.type'), render: (_: unknown, r) => t(`catalog.types.${r.props.catalogType}`) },
            {
              title: t('catalog.visible'),
              render: (_: unknown, r) => t(r.props.visibleFlag === 'Y' ? 'catalog.shown' : 'catalog.hidden'),
            },
            {
              title: t('catalog.actions'),
              width: 420,
              render: (_: unknown, r) => (
                <Space size={4}>
                  <HasPermi value="cms:catalog:add">
                    <Button type="text" size="mini" onClick={() => setEditing({ parentId: r.id, catalogType: 'common' })}>
                      {t('catalog.addChild')}
                    </Button>
                  </HasPermi>
                  <HasPermi value="cms:catalog:edit">
                    <Button type="text" size="mini" onClick={() => void edit(r.id)}>
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
      </Card>
      <FormDialog<Editing>
        title={editing?.catalogId ? t('catalog.editTitle') : t('catalog.addTitle')}
        visible={editing != null}
        initialValues={editing ?? undefined}
        onCancel={() => setEditing(null)}
        onSubmit={(v) => (v.catalogId ? catalogApi.update(v as Catalog) : catalogApi.add(v as Required<Editing> & Catalog))}
        onDone={() => {
          setEditing(null);
          load();
        }}
      >
        {(form) => (
          <>
            <Form.Item field="name" label={t('catalog.name')} rules={[formRules.required(), formRules.blank()]}>
              <Input
                maxLength={100}
                onBlur={async () => {
                  const name = form.getFieldValue('name') as string;
                  if (!name?.trim() || form.getFieldValue('alias')) return;
                  const s = await catalogApi.spelling(name);
                  // only into fields still empty: what someone typed meanwhile stays
                  if (!form.getFieldValue('alias')) form.setFieldValue('alias', s.alias);
                  if (!form.getFieldValue('path')) form.setFieldValue('path', s.path);
                }}
              />
            </Form.Item>
            <Form.Item
              field="alias"
              label={t('catalog.alias')}
              rules={[formRules.required(), { match: /^[A-Za-z0-9_]+$/, message: t('catalog.codeRule') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              field="path"
              label={t('catalog.path')}
              rules={[formRules.required(), { match: /^[A-Za-z0-9_]+$/, message: t('catalog.codeRule') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item field="catalogType" label={t('catalog.type')}>
              <Radio.Group options={['common', 'link'].map((v) => ({ label: t(`catalog.types.${v}`), value: v }))} />
            </Form.Item>
            <Form.Item shouldUpdate noStyle>
              {(values: Editing) =>
                values.catalogType === 'link' && (
                  <Form.Item field="redirectUrl" label={t('catalog.redirectUrl')} rules={[formRules.required()]}>
                    <Input maxLength={500} placeholder="https://" />
                  </Form.Item>
                )
              }
            </Form.Item>
            <Form.Item field="pageSize" label={t('catalog.pageSize')} extra={t('catalog.pageSizeHint')}>
              <InputNumber min={-1} max={500} />
            </Form.Item>
            <Form.Item field="description" label={t('catalog.description')}>
              <Input.TextArea maxLength={500} />
            </Form.Item>
          </>
        )}
      </FormDialog>
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
