import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Radio, Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconPlus } from '@arco-design/web-react/icon';
import {
  DictTag,
  FormDialog,
  HasPermi,
  Pagination,
  RichTextEditor,
  SearchBar,
  StatusSwitch,
  TableToolbar,
  confirmDelete,
  formRules,
  useColumnChooser,
  useDict,
  useHasPermi,
  useTableList,
} from '#kernel/client';
import { noticeApi, type Notice, type NoticeQuery } from '../../api/notice-api.ts';

/** System → Notices (通知公告): title, type, status and rich-text content (sanitised by the server). */
export default function NoticePage() {
  const { t } = useTranslation('system');
  const list = useTableList<Notice, NoticeQuery>(noticeApi.list, {});
  const dicts = useDict('NoticeType', 'NoticeStatus');
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<Partial<Notice> | null>(null);
  const canEdit = useHasPermi('system:notice:edit');
  const canRemove = useHasPermi('system:notice:remove');

  const openEdit = async (id: number) => setEditing(await noticeApi.get(id));
  const remove = (ids: number[], what?: string) =>
    confirmDelete(() => noticeApi.remove(ids), what).then((done) => {
      if (done) void list.reload();
    });

  const columns: (TableColumnProps<Notice> & { key: string })[] = useMemo(
    () => [
      { key: 'noticeId', dataIndex: 'noticeId', title: t('fields.noticeId'), width: 100 },
      { key: 'noticeTitle', dataIndex: 'noticeTitle', title: t('fields.noticeTitle'), ellipsis: true },
      {
        key: 'noticeType',
        dataIndex: 'noticeType',
        title: t('fields.noticeType'),
        width: 120,
        render: (v: string) => <DictTag options={dicts.NoticeType} value={v} />,
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 100,
        render: (v: string, r: Notice) =>
          canEdit ? (
            <StatusSwitch
              status={v}
              name={r.noticeTitle}
              onChange={(next) => noticeApi.changeStatus(r.noticeId, next, r.version).finally(() => void list.reload())}
            />
          ) : (
            <DictTag options={dicts.NoticeStatus} value={v} />
          ),
      },
      { key: 'createBy', dataIndex: 'createBy', title: t('fields.createBy'), width: 120 },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 180 },
      {
        key: 'actions',
        title: t('notice.actions'),
        width: 170,
        render: (_: unknown, r: Notice) => (
          <Space size={4}>
            {canEdit && (
              <Button type="text" size="mini" icon={<IconEdit />} onClick={() => void openEdit(r.noticeId)}>
                {t('notice.edit')}
              </Button>
            )}
            {canRemove && (
              <Button
                type="text"
                size="mini"
                status="danger"
                icon={<IconDelete />}
                onClick={() => void remove([r.noticeId], r.noticeTitle)}
              >
                {t('notice.delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, dicts.NoticeType, dicts.NoticeStatus, canEdit, canRemove],
  );
  const chooser = useColumnChooser(columns);

  return (
    <div className="zx-page" data-page="system/notice/index">
      <SearchBar visible={showSearch} onSearch={(v) => list.search(v as NoticeQuery)} onReset={list.reset}>
        <Form.Item field="noticeTitle" label={t('fields.noticeTitle')}>
          <Input allowClear placeholder={t('notice.titlePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item field="createBy" label={t('fields.createBy')}>
          <Input allowClear placeholder={t('notice.createByPlaceholder')} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item field="noticeType" label={t('fields.noticeType')}>
          <Select
            allowClear
            placeholder={t('notice.typePlaceholder')}
            style={{ width: 140 }}
            options={dicts.NoticeType.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="system:notice:add">
          <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({ status: '0', noticeType: dicts.NoticeType[0]?.value })}>
            {t('notice.add')}
          </Button>
        </HasPermi>
        <HasPermi value="system:notice:remove">
          <Button
            status="danger"
            icon={<IconDelete />}
            disabled={list.selectedKeys.length === 0}
            onClick={() => void remove(list.selectedKeys as number[])}
          >
            {t('notice.delete')}
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
        rowKey="noticeId"
        loading={list.loading}
        data={list.rows}
        columns={chooser.visibleColumns}
        pagination={false}
        rowSelection={{ type: 'checkbox', selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys as number[]) }}
        border={false}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
      <FormDialog<Notice>
        title={editing?.noticeId ? t('notice.editTitle') : t('notice.addTitle')}
        visible={editing != null}
        initialValues={editing ?? undefined}
        onCancel={() => setEditing(null)}
        onSubmit={(v) => (v.noticeId ? noticeApi.update(v) : noticeApi.add(v))}
        onDone={() => {
          setEditing(null);
          void list.reload();
        }}
        width={860}
      >
        <Form.Item field="noticeTitle" label={t('fields.noticeTitle')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={100} placeholder={t('notice.titlePlaceholder')} />
        </Form.Item>
        <Form.Item field="noticeType" label={t('fields.noticeType')} rules={[formRules.required()]}>
          <Select
            placeholder={t('notice.typePlaceholder')}
            style={{ width: 200 }}
            options={dicts.NoticeType.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
        <Form.Item field="status" label={t('fields.status')}>
          <Radio.Group options={dicts.NoticeStatus.map((d) => ({ label: d.label, value: d.value }))} />
        </Form.Item>
        <Form.Item field="noticeContent" label={t('fields.noticeContent')}>
          <RichTextEditor minHeight={220} />
        </Form.Item>
      </FormDialog>
    </div>
  );
}
