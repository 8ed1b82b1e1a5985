import { useCallback, useEffect, useState } from 'react';
import { Button, Checkbox, Message, Radio, Space, Table } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { HasPermi } from '#kernel/client';
import { type CommentRow, commentApi } from '../../api/comment-api.ts';
import { CommentMuteDialog, CommentOfficialDialog } from './CommentDialogs.tsx';
import { CommentAuditTag, CommentAuthor, CommentText, CommentWaited } from './CommentText.tsx';

const PAGE = 20;
type State = '0' | '1' | '2';

/**
 * The moderation desk (beyond v1.4.3): the current site's comments of one state, oldest first, each with how long
 * it has waited and its sensitive-word hits marked; approve or reject the selected ones at once, answer officially,
 * mute the writer.
 */
export function CommentDesk() {
  const { t } = useTranslation('operations');
  const [state, setState] = useState<State>('0');
  const [sensitive, setSensitive] = useState(false);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: CommentRow[]; total: number }>({ rows: [], total: 0 });
  const [selected, setSelected] = useState<number[]>([]);
  const [loading, setLoading] = useState(false);
  const [official, setOfficial] = useState<CommentRow | null>(null);
  const [mute, setMute] = useState<CommentRow | null>(null);

  const load = useCallback(() => {
    setLoading(true);
    commentApi
      .list({
        auditStatus: state,
        delFlag: 'N',
        sensitive: sensitive ? 'Y' : undefined,
        sorts: 'commentTime#asc',
        pageNum: page,
        pageSize: PAGE,
      } as never)
      .then((d) => {
        setData({ rows: d.rows, total: d.total });
        setSelected([]);
      })
      .finally(() => setLoading(false));
  }, [state, sensitive, page]);
  useEffect(load, [load]);

  const audit = (ids: number[], pass: boolean) =>
    commentApi.audit(ids, pass).then(() => {
      Message.success(t('comment.act.done'));
      load();
    });

  const columns = [
    { title: t('comment.col.waited'), width: 100, render: (_: unknown, r: CommentRow) => <CommentWaited seconds={r.waitSeconds} /> },
    { title: t('comment.col.content'), render: (_: unknown, r: CommentRow) => <CommentText row={r} /> },
    {
      title: t('comment.col.hits'),
      width: 150,
      render: (_: unknown, r: CommentRow) => <span className="zx-comment-hits">{(r.sensitiveHits ?? []).join('、')}</span>,
    },
    { title: t('comment.col.author'), width: 150, render: (_: unknown, r: CommentRow) => <CommentAuthor row={r} /> },
    { title: t('comment.col.sourceTitle'), dataIndex: 'sourceTitle', width: 180, ellipsis: true },
    { title: t('comment.col.auditStatus'), width: 110, render: (_: unknown, r: CommentRow) => <CommentAuditTag status={r.auditStatus} /> },
    {
      title: '',
      width: 260,
      render: (_: unknown, r: CommentRow) => (
        <HasPermi value="comment:audit">
          <Space size={0}>
            {r.auditStatus !== 1 && (
              <Button type="text" size="mini" className="zx-desk-pass" onClick={() => void audit([r.commentId], true)}>
                {t('comment.act.pass')}
              </Button>
            )}
            {r.auditStatus !== 2 && (
              <Button type="text" size="mini" status="warning" onClick={() => void audit([r.commentId], false)}>
                {t('comment.act.reject')}
              </Button>
            )}
            <Button type="text" size="mini" onClick={() => setOfficial(r)}>
              {t('comment.act.official')}
            </Button>
            {r.uid != null && !r.muted && (
              <Button type="text" size="mini" status="danger" onClick={() => setMute(r)}>
                {t('comment.act.mute')}
              </Button>
            )}
          </Space>
        </HasPermi>
      ),
    },
  ];

  return (
    <div className="zx-comment-desk">
      <Space style={{ marginBottom: 12 }} wrap>
        <Radio.Group
          type="button"
          value={state}
          onChange={(v: State) => {
            setState(v);
            setPage(1);
          }}
        >
          {(['0', '2', '1'] as const).map((s) => (
            <Radio key={s} value={s}>
              {t(`comment.audit.${s}`)}
            </Radio>
          ))}
        </Radio.Group>
        <Checkbox
          checked={sensitive}
          onChange={(v) => {
            setSensitive(v);
            setPage(1);
          }}
        >
          {t('comment.filter.sensitive')}
        </Checkbox>
        <HasPermi value="comment:audit">
          <Button type="primary" className="zx-desk-batch-pass" disabled={!selected.length} onClick={() => void audit(selected, true)}>
            {t('comment.act.batchPass')}
          </Button>
          <Button status="warning" disabled={!selected.length} onClick={() => void audit(selected, false)}>
            {t('comment.act.batchReject')}
          </Button>
        </HasPermi>
      </Space>
      <Table
        rowKey="commentId"
        loading={loading}
        columns={columns as never}
        data={data.rows}
        rowSelection={{ type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        pagination={{ current: page, pageSize: PAGE, total: data.total, onChange: setPage }}
      />
      <CommentOfficialDialog row={official} onClose={() => setOfficial(null)} onDone={load} />
      <CommentMuteDialog row={mute} onClose={() => setMute(null)} onDone={load} />
    </div>
  );
}
