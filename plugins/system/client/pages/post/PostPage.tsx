import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, InputNumber, Radio, Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconDownload, IconEdit, IconPlus } from '@arco-design/web-react/icon';
import {
  DictTag,
  FormDialog,
  HasPermi,
  Pagination,
  SearchBar,
  TableToolbar,
  confirmDelete,
  exportList,
  formRules,
  useColumnChooser,
  useDict,
  useHasPermi,
  useTableList,
} from '#kernel/client';
import { postApi, type Post, type PostQuery } from '../../api/post-api.ts';

/** System → Posts (岗位管理): search, paged table, add/edit dialog, delete, export. */
export default function PostPage() {
  const { t } = useTranslation('system');
  const list = useTableList<Post, PostQuery>(postApi.list, {});
  const status = useDict('EnableOrDisable');
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<Partial<Post> | null>(null);
  const canEdit = useHasPermi('system:post:edit');
  const canRemove = useHasPermi('system:post:remove');

  const openEdit = async (id: number) => setEditing(await postApi.get(id));
  const remove = (ids: number[], what?: string) =>
    confirmDelete(() => postApi.remove(ids), what).then((done) => {
      if (done) void list.reload();
    });

  const columns: (TableColumnProps<Post> & { key: string })[] = useMemo(
    () => [
      { key: 'postId', dataIndex: 'postId', title: t('fields.postId'), width: 100 },
      { key: 'postCode', dataIndex: 'postCode', title: t('fields.postCode') },
      { key: 'postName', dataIndex: 'postName', title: t('fields.postName') },
      { key: 'postSort', dataIndex: 'postSort', title: t('fields.postSort'), width: 110 },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 110,
        render: (v: string) => <DictTag options={status.EnableOrDisable} value={v} />,
      },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 180 },
      {
        key: 'actions',
        title: t('post.actions'),
        width: 170,
        render: (_: unknown, r: Post) => (
          <Space size={4}>
            {canEdit && (
              <Button type="text" size="mini" icon={<IconEdit />} onClick={() => void openEdit(r.postId)}>
                {t('post.edit')}
              </Button>
            )}
            {canRemove && (
              <Button type="text" size="mini" status="danger" icon={<IconDelete />} onClick={() => void remove([r.postId], r.postName)}>
                {t('post.delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, status.EnableOrDisable, canEdit, canRemove],
  );
  const chooser = useColumnChooser(columns);

  return (
    <div className="zx-page" data-page="system/post/index">
      <SearchBar visible={showSearch} onSearch={(v) => list.search(v as PostQuery)} onReset={list.reset}>
        <Form.Item field="postCode" label={t('fields.postCode')}>
          <Input allowClear placeholder={t('post.codePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item field="postName" label={t('fields.postName')}>
          <Input allowClear placeholder={t('post.namePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item field="status" label={t('fields.status')}>
          <Select
            allowClear
            placeholder={t('post.statusPlaceholder')}
            style={{ width: 140 }}
            options={status.EnableOrDisable?.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="system:post:add">
          <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({ postSort: 0, status: '0' })}>
            {t('post.add')}
          </Button>
        </HasPermi>
        <HasPermi value="system:post:remove">
          <Button
            status="danger"
            icon={<IconDelete />}
            disabled={list.selectedKeys.length === 0}
            onClick={() => void remove(list.selectedKeys as number[])}
          >
            {t('post.delete')}
          </Button>
        </HasPermi>
        <HasPermi value="system:post:export">
          <Button
            status="warning"
            icon={<IconDownload />}
            onClick={() => void exportList('/system/post/list', list.query as Record<string, unknown>, 'Post')}
          >
            {t('post.export')}
          </Button>
        </HasPermi>
        <TableToolbar
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={() => void list.reload()}
          columns={chooser.toolbarColumns}
          onColumnsChange={chooser.onColumnsChange}
        />
      </div>
      <Table
        rowKey="postId"
        loading={list.loading}
        data={list.rows}
        columns={chooser.visibleColumns}
        pagination={false}
        rowSelection={{ type: 'checkbox', selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys as number[]) }}
        border={false}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
      <FormDialog<Post>
        title={editing?.postId ? t('post.editTitle') : t('post.addTitle')}
        visible={editing != null}
        initialValues={editing ?? undefined}
        onCancel={() => setEditing(null)}
        onSubmit={(v) => (v.postId ? postApi.update(v) : postApi.add(v))}
        onDone={() => {
          setEditing(null);
          void list.reload();
        }}
      >
        <Form.Item field="postName" label={t('fields.postName')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={50} placeholder={t('post.namePlaceholder')} />
        </Form.Item>
        <Form.Item field="postCode" label={t('fields.postCode')} rules={[formRules.required(), formRules.code()]}>
          <Input maxLength={64} placeholder={t('post.codePlaceholder')} />
        </Form.Item>
        <Form.Item field="postSort" label={t('fields.postSort')} rules={[formRules.required()]}>
          <InputNumber min={0} max={99999} />
        </Form.Item>
        <Form.Item field="status" label={t('fields.status')}>
          <Radio.Group options={status.EnableOrDisable?.map((d) => ({ label: d.label, value: d.value }))} />
        </Form.Item>
        <Form.Item field="remark" label={t('fields.remark')}>
          <Input.TextArea maxLength={500} placeholder={t('post.remarkPlaceholder')} />
        </Form.Item>
      </FormDialog>
    </div>
  );
}
