import { useEffect, useState } from 'react';
import { Modal, Table } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { type CommentLike, type CommentRow, commentApi } from '../../api/comment-api.ts';
import { CommentAuditTag, CommentAuthor, CommentText } from './CommentText.tsx';

const PAGE = 10;

/** A comment's replies (every state, as staff see them) or its likes, paged. */
export function CommentThreadDialog({ row, kind, onClose }: { row: CommentRow | null; kind: 'replies' | 'likes'; onClose(): void }) {
  const { t } = useTranslation('operations');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: (CommentRow | CommentLike)[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);

  useEffect(() => setPage(1), [row, kind]);
  useEffect(() => {
    if (!row) return;
    setLoading(true);
    const q = { pageNum: page, pageSize: PAGE };
    (kind === 'replies' ? commentApi.replies(row.commentId, q) : commentApi.likes(row.commentId, q))
      .then((d) => setData({ rows: d.rows, total: d.total }))
      .finally(() => setLoading(false));
  }, [row, kind, page]);

  const columns =
    kind === 'replies'
      ? [
          { title: t('comment.col.content'), render: (_: unknown, r: CommentRow) => <CommentText row={r} /> },
          { title: t('comment.col.author'), width: 150, render: (_: unknown, r: CommentRow) => <CommentAuthor row={r} /> },
          {
            title: t('comment.col.auditStatus'),
            width: 110,
            render: (_: unknown, r: CommentRow) => <CommentAuditTag status={r.auditStatus} />,
          },
          { title: t('comment.col.commentTime'), dataIndex: 'commentTime', width: 170 },
        ]
      : [
          { title: t('comment.col.uid'), dataIndex: 'uid', width: 140 },
          { title: t('comment.col.likeTime'), dataIndex: 'likeTime' },
        ];

  return (
    <Modal
      title={kind === 'replies' ? t('comment.act.replies') : t('comment.act.likes')}
      visible={!!row}
      onCancel={onClose}
      footer={null}
      style={{ width: 820 }}
    >
      <Table
        rowKey={kind === 'replies' ? 'commentId' : 'logId'}
        loading={loading}
        columns={columns as never}
        data={data.rows as never}
        pagination={{ current: page, pageSize: PAGE, total: data.total, onChange: setPage, size: 'small' }}
      />
    </Modal>
  );
}
