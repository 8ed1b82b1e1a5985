import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Modal, Table } from '@arco-design/web-react';
import { Pagination, useTableList } from '#kernel/client';
import { type ContentListQuery, type ContentRow, contentApi } from '../../api/content-api.ts';
import { StatusTag } from './ContentTags.tsx';

export interface ContentPickerProps {
  visible: boolean;
  title: string;
  /** the catalog listed; none = the whole site */
  catalogId?: number;
  multiple?: boolean;
  /** contents not offered (the content itself) */
  exclude?: number[];
  onCancel(): void;
  onPick(rows: ContentRow[]): void;
}

/** A dialog listing contents (of a catalog or the site) to pick one or several. */
export function ContentPicker({ visible, title, catalogId, multiple, exclude = [], onCancel, onPick }: ContentPickerProps) {
  const { t } = useTranslation('cms');
  const list = useTableList<ContentRow, ContentListQuery>(contentApi.list, {}, { pageSize: 10, auto: false });
  const [chosen, setChosen] = useState<ContentRow[]>([]);
  const search = useRef(list.search);
  search.current = list.search;
  useEffect(() => {
    if (visible) {
      setChosen([]);
      search.current({ catalogId, title: undefined });
    }
  }, [visible, catalogId]);
  const rows = list.rows.filter((r) => !exclude.includes(r.contentId));

  return (
    <Modal
      title={title}
      visible={visible}
      style={{ width: 760 }}
      onCancel={onCancel}
      onOk={() => onPick(chosen)}
      okButtonProps={{ disabled: !chosen.length }}
      unmountOnExit
    >
      <Input.Search
        allowClear
        placeholder={t('content.title')}
        style={{ width: 240, marginBottom: 12 }}
        onSearch={(title) => list.search({ catalogId, title: title || undefined })}
      />
      <Table
        className="zx-content-picker"
        rowKey="contentId"
        size="small"
        loading={list.loading}
        data={rows}
        pagination={false}
        border={false}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: chosen.map((r) => r.contentId),
          onChange: (_keys, selected) => setChosen(selected as ContentRow[]),
        }}
        onRow={(r) => ({ onDoubleClick: () => !multiple && onPick([r]) })}
        columns={[
          { title: t('content.title'), dataIndex: 'title', ellipsis: true },
          { title: t('content.catalog'), dataIndex: 'catalogName', width: 120 },
          {
            title: t('content.status'),
            dataIndex: 'status',
            width: 100,
            render: (_: unknown, r: ContentRow) => <StatusTag status={r.status} />,
          },
          { title: t('content.publishDate'), dataIndex: 'publishDate', width: 170 },
        ]}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
    </Modal>
  );
}
