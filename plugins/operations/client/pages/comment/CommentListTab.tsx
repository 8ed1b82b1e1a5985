import { useMemo, useState } from 'react';
import { Button, Form, Input, InputNumber, Message, Select, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { CrudPage, HasPermi, useTableList } from '#kernel/client';
import { COMMENT_AUDIT_STATES } from '../../../shared/comment.ts';
import { type CommentListQuery, type CommentRow, commentApi, commentObject } from '../../api/comment-api.ts';
import { CommentMuteDialog, CommentOfficialDialog } from './CommentDialogs.tsx';
import { CommentAuditTag, CommentAuthor, CommentText } from './CommentText.tsx';
import { CommentThreadDialog } from './CommentThreadDialog.tsx';

/** The current site's comments (menu 2065): filters, audit, delete/recover, replies, likes, official reply, mute. */
export function CommentListTab() {
  const { t } = useTranslation('operations');
  const list = useTableList(commentObject, {});
  const [thread, setThread] = useState<{ row: CommentRow; kind: 'replies' | 'likes' } | null>(null);
  const [official, setOfficial] = useState<CommentRow | null>(null);
  const [mute, setMute] = useState<CommentRow | null>(null);
  const run = (p: Promise<unknown>) =>
    p.then(() => {
      Message.success(t('comment.act.done'));
      void list.reload();
    });

  const columns = useMemo(
    () => [
      {
        key: 'content',
        title: t('comment.col.content'),
        dataIndex: 'content',
        width: 280,
        render: (_: unknown, r: CommentRow) => <CommentText row={r} />,
      },
      {
        key: 'nickName',
        title: t('comment.col.author'),
        dataIndex: 'nickName',
        width: 150,
        render: (_: unknown, r: CommentRow) => <CommentAuthor row={r} />,
      },
      { key: 'sourceTitle', title: t('comment.col.sourceTitle'), dataIndex: 'sourceTitle', width: 160, ellipsis: true },
      {
        key: 'auditStatus',
        title: t('comment.col.auditStatus'),
        dataIndex: 'auditStatus',
        width: 110,
        render: (v: number) => <CommentAuditTag status={v} />,
      },
      {
        key: 'likeCount',
        title: t('comment.col.likeCount'),
        dataIndex: 'likeCount',
        width: 80,
        render: (v: number, r: CommentRow) => (
          <Button type="text" size="mini" className="zx-comment-likes" onClick={() => setThread({ row: r, kind: 'likes' })}>
            {v}
          </Button>
        ),
      },
      {
        key: 'replyCount',
        title: t('comment.col.replyCount'),
        dataIndex: 'replyCount',
        width: 80,
        render: (v: number, r: CommentRow) =>
          r.parentId == null ? (
            <Button type="text" size="mini" className="zx-comment-replies" onClick={() => setThread({ row: r, kind: 'replies' })}>
              {v}
            </Button>
          ) : (
            '-'
          ),
      },
      { key: 'delFlag', title: t('comment.col.delFlag'), dataIndex: 'delFlag', width: 80 },
      { key: 'ip', title: t('comment.col.ip'), dataIndex: 'ip', width: 120 },
      { key: 'commentTime', title: t('comment.col.commentTime'), dataIndex: 'commentTime', width: 165 },
    ],
    [t],
  );

  return (
    <CrudPage<CommentRow, CommentListQuery>
      page="operations/comment/commentList"
      object={commentObject}
      list={list}
      columns={columns}
      rowDelete={false}
      actionsWidth={260}
      actionsFixed
      hiddenColumns={['ip', 'delFlag']}
      rowActions={(r) => (
        <Space size={0} wrap>
          <HasPermi value="comment:audit">
            {r.auditStatus !== 1 && (
              <Button type="text" size="mini" className="zx-comment-pass" onClick={() => void run(commentApi.audit([r.commentId], true))}>
                {t('comment.act.pass')}
              </Button>
            )}
            {r.auditStatus !== 2 && (
              <Button type="text" size="mini" status="warning" onClick={() => void run(commentApi.audit([r.commentId], false))}>
                {t('comment.act.reject')}
              </Button>
            )}
            <Button type="text" size="mini" className="zx-comment-official" onClick={() => setOfficial(r)}>
              {t('comment.act.official')}
            </Button>
            {r.uid != null && !r.muted && (
              <Button type="text" size="mini" status="danger" onClick={() => setMute(r)}>
                {t('comment.act.mute')}
              </Button>
            )}
          </HasPermi>
          <HasPermi value="comment:delete">
            {r.delFlag === 'Y' ? (
              <Button type="text" size="mini" onClick={() => void run(commentApi.recover([r.commentId]))}>
                {t('comment.act.recover')}
              </Button>
            ) : (
              <Button type="text" size="mini" status="danger" onClick={() => void run(commentApi.remove([r.commentId]))}>
                {t('comment.act.delete')}
              </Button>
            )}
          </HasPermi>
        </Space>
      )}
      search={
        <>
          <Form.Item field="query" label={t('comment.filter.query')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item field="auditStatus" label={t('comment.filter.auditStatus')}>
            <Select
              allowClear
              style={{ width: 150 }}
              options={COMMENT_AUDIT_STATES.map((s) => ({ value: s, label: t(`comment.audit.${s}`) }))}
            />
          </Form.Item>
          <Form.Item field="sourceId" label={t('comment.filter.sourceId')}>
            <InputNumber min={1} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item field="uid" label={t('comment.filter.uid')}>
            <InputNumber min={1} style={{ width: 140 }} />
          </Form.Item>
        </>
      }
    >
      <CommentThreadDialog row={thread?.row ?? null} kind={thread?.kind ?? 'replies'} onClose={() => setThread(null)} />
      <CommentOfficialDialog row={official} onClose={() => setOfficial(null)} onDone={() => void list.reload()} />
      <CommentMuteDialog row={mute} onClose={() => setMute(null)} onDone={() => void list.reload()} />
    </CrudPage>
  );
}
