import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, Empty, Progress, Space, Table, Tag } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconList, IconPlus } from '@arco-design/web-react/icon';
import { confirmDelete, HasPermi } from '#kernel/client';
import { VOTE_END } from '../../../shared/vote.ts';
import { type VoteDetail, type VoteSubjectRow, voteApi } from '../../api/vote-api.ts';
import { ItemsDialog } from './ItemsDialog.tsx';
import { SubjectDialog } from './SubjectDialog.tsx';
import { VoteChecks } from './VoteChecks.tsx';

/**
 * The subject page of a vote (hidden menu 2067 `vote/subjects`, opened from a vote row): the subjects in order with
 * their branches and items, each item's total and share; add, edit and delete a subject, edit all items of a subject
 * at once; below, the vote's checks (digest, verify, bursts).
 */
export default function VoteSubjectPage() {
  const { t } = useTranslation('operations');
  const [params] = useSearchParams();
  const voteId = Number(params.get('voteId'));
  const [vote, setVote] = useState<VoteDetail | null>(null);
  const [editing, setEditing] = useState<Partial<VoteSubjectRow> | null>(null);
  const [itemsOf, setItemsOf] = useState<VoteSubjectRow | null>(null);
  const load = useCallback(() => {
    if (voteId) void voteApi.get(voteId).then(setVote);
  }, [voteId]);
  useEffect(load, [load]);
  if (!voteId) return <Empty />;
  const subjects = vote?.subjectList ?? [];
  const titleOf = (id: number | null) =>
    !id
      ? t('vote.subject.nextInOrder')
      : id === VOTE_END
        ? t('vote.subject.end')
        : (subjects.find((s) => s.subjectId === id)?.title ?? `#${id}`);
  const saved = () => {
    setEditing(null);
    setItemsOf(null);
    load();
  };
  const remove = (s: VoteSubjectRow) =>
    void confirmDelete(() => voteApi.removeSubjects([s.subjectId]), s.title).then((done) => {
      if (done) load();
    });

  const itemList = (s: VoteSubjectRow) => {
    if (s.type === 'input') return <span className="zx-vote-input-total">{t('vote.subject.answers', { n: s.total })}</span>;
    const sum = s.itemList.reduce((n, i) => n + i.total, 0);
    return (
      <Space direction="vertical" size={2} style={{ width: '100%' }}>
        {s.itemList.map((i) => (
          <div key={i.itemId} className="zx-vote-item-row">
            <span>{i.content}</span>
            {i.nextSubjectId ? (
              <Tag size="small" color="purple" style={{ marginLeft: 8 }}>
                → {titleOf(i.nextSubjectId)}
              </Tag>
            ) : null}
            <Progress
              size="small"
              percent={sum ? Math.round((i.total / sum) * 100) : 0}
              formatText={() => t('vote.subject.votes', { n: i.total })}
            />
          </div>
        ))}
      </Space>
    );
  };

  return (
    <Space direction="vertical" style={{ width: '100%', padding: 16 }} className="zx-vote-subject-page">
      <Card
        bordered={false}
        title={vote ? `${vote.title} (${vote.code})` : ''}
        extra={
          <Space>
            <Tag color="arcoblue">{t('vote.subject.total', { n: vote?.total ?? 0 })}</Tag>
            <HasPermi value="vote:edit">
              <Button type="primary" icon={<IconPlus />} className="zx-vote-subject-add" onClick={() => setEditing({})}>
                {t('vote.subject.add')}
              </Button>
            </HasPermi>
          </Space>
        }
      >
        <Table
          rowKey="subjectId"
          pagination={false}
          data={subjects}
          columns={[
            { title: t('vote.subject.sortFlag'), dataIndex: 'sortFlag', width: 70 },
            { title: t('vote.subject.title'), dataIndex: 'title', width: 220 },
            { title: t('vote.subject.type'), dataIndex: 'type', width: 90, render: (v: string) => t(`vote.subjectType.${v}`) },
            { title: t('vote.subject.nextSubjectId'), width: 150, render: (_: unknown, s: VoteSubjectRow) => titleOf(s.nextSubjectId) },
            { title: t('vote.subject.items'), render: (_: unknown, s: VoteSubjectRow) => itemList(s) },
            {
              title: t('vote.subject.actions'),
              width: 230,
              render: (_: unknown, s: VoteSubjectRow) => (
                <HasPermi value="vote:edit">
                  <Space size={4}>
                    <Button type="text" size="mini" icon={<IconEdit />} className="zx-vote-subject-edit" onClick={() => setEditing(s)}>
                      {t('vote.subject.edit')}
                    </Button>
                    {s.type !== 'input' && (
                      <Button type="text" size="mini" icon={<IconList />} className="zx-vote-subject-items" onClick={() => setItemsOf(s)}>
                        {t('vote.subject.editItems')}
                      </Button>
                    )}
                    <Button type="text" size="mini" status="danger" icon={<IconDelete />} onClick={() => remove(s)}>
                      {t('vote.subject.delete')}
                    </Button>
                  </Space>
                </HasPermi>
              ),
            },
          ]}
        />
      </Card>
      {vote && <VoteChecks vote={vote} onChanged={load} />}
      <SubjectDialog voteId={voteId} subjects={subjects} editing={editing} onClose={() => setEditing(null)} onSaved={saved} />
      <ItemsDialog subject={itemsOf} subjects={subjects} onClose={() => setItemsOf(null)} onSaved={saved} />
    </Space>
  );
}
