import { useCallback, useEffect, useState } from 'react';
import { Button, Message, Table } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { HasPermi } from '#kernel/client';
import { type CommentMuteRow, commentApi } from '../../api/comment-api.ts';

const PAGE = 20;

/** The members muted on the current site, each with the end of the mute and its reason; unmute lifts it. */
export function CommentMutes() {
  const { t } = useTranslation('operations');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: CommentMuteRow[]; total: number }>({ rows: [], total: 0 });
  const load = useCallback(() => {
    void commentApi.mutes({ pageNum: page, pageSize: PAGE }).then((d) => setData({ rows: d.rows, total: d.total }));
  }, [page]);
  useEffect(load, [load]);

  const columns = [
    { title: t('comment.col.uid'), dataIndex: 'uid', width: 110 },
    { title: t('comment.col.author'), dataIndex: 'memberName', width: 160 },
    { title: t('comment.col.until'), dataIndex: 'until', width: 170, render: (v: string | null) => v ?? t('comment.col.forever') },
    { title: t('comment.col.reason'), dataIndex: 'reason' },
    { title: t('comment.col.createBy'), dataIndex: 'createBy', width: 120 },
    {
      title: '',
      width: 120,
      render: (_: unknown, r: CommentMuteRow) => (
        <HasPermi value="comment:audit">
          <Button
            type="text"
            size="mini"
            onClick={() =>
              void commentApi.unmute(r.uid).then(() => {
                Message.success(t('comment.act.done'));
                load();
              })
            }
          >
            {t('comment.act.unmute')}
          </Button>
        </HasPermi>
      ),
    },
  ];
  return (
    <Table
      rowKey="uid"
      columns={columns as never}
      data={data.rows}
      pagination={{ current: page, pageSize: PAGE, total: data.total, onChange: setPage }}
    />
  );
}
