import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Message, Modal, Select, Space, Table } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { VOTE_LIMITS } from '../../../shared/vote.ts';
import { type VoteSubjectRow, voteApi } from '../../api/vote-api.ts';
import { branchOptions } from './SubjectDialog.tsx';

interface Draft {
  key: number;
  itemId?: number;
  content: string;
  description: string;
  nextSubjectId: number;
}

/** The item editor of a subject: the whole list edited and saved at once (a radio item may branch to a later subject). */
export function ItemsDialog(props: { subject: VoteSubjectRow | null; subjects: VoteSubjectRow[]; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('operations');
  const { subject } = props;
  const [rows, setRows] = useState<Draft[]>([]);
  useEffect(() => {
    setRows(
      (subject?.itemList ?? []).map((i, n) => ({
        key: n,
        itemId: i.itemId,
        content: i.content,
        description: i.description ?? '',
        nextSubjectId: i.nextSubjectId ?? 0,
      })),
    );
  }, [subject]);
  const at = subject ? props.subjects.findIndex((s) => s.subjectId === subject.subjectId) : -1;
  const set = (key: number, patch: Partial<Draft>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const save = async () => {
    if (!subject) return;
    if (rows.some((r) => !r.content.trim())) {
      Message.error(t('vote.item.contentRequired'));
      return;
    }
    await voteApi.saveItems({
      subjectId: subject.subjectId,
      itemList: rows.map((r, n) => ({
        itemId: r.itemId ?? null,
        content: r.content,
        description: r.description || null,
        sortFlag: n,
        nextSubjectId: subject.type === 'radio' && r.nextSubjectId ? r.nextSubjectId : null,
      })),
    });
    Message.success(t('vote.done'));
    props.onSaved();
  };
  const columns = [
    {
      title: t('vote.item.content'),
      render: (_: unknown, r: Draft) => (
        <Input
          className="zx-vote-item-content"
          value={r.content}
          maxLength={VOTE_LIMITS.itemText}
          onChange={(v) => set(r.key, { content: v })}
        />
      ),
    },
    {
      title: t('vote.item.description'),
      render: (_: unknown, r: Draft) => (
        <Input value={r.description} maxLength={VOTE_LIMITS.itemText} onChange={(v) => set(r.key, { description: v })} />
      ),
    },
    ...(subject?.type === 'radio'
      ? [
          {
            title: t('vote.item.nextSubjectId'),
            width: 180,
            render: (_: unknown, r: Draft) => (
              <Select
                className="zx-vote-item-next"
                value={r.nextSubjectId}
                options={branchOptions(t, props.subjects, at)}
                onChange={(v) => set(r.key, { nextSubjectId: Number(v) })}
              />
            ),
          },
        ]
      : []),
    {
      title: '',
      width: 60,
      render: (_: unknown, r: Draft) => (
        <Button
          type="text"
          status="danger"
          size="mini"
          icon={<IconDelete />}
          onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
        />
      ),
    },
  ];
  return (
    <Modal
      visible={!!subject}
      title={t('vote.item.title', { subject: subject?.title ?? '' })}
      onOk={save}
      onCancel={props.onClose}
      style={{ width: 820 }}
      unmountOnExit
      className="zx-vote-items-dialog"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Table rowKey="key" columns={columns} data={rows} pagination={false} size="small" />
        <Button
          type="dashed"
          long
          icon={<IconPlus />}
          className="zx-vote-item-add"
          onClick={() => setRows((rs) => [...rs, { key: Date.now() + rs.length, content: '', description: '', nextSubjectId: 0 }])}
        >
          {t('vote.item.add')}
        </Button>
      </Space>
    </Modal>
  );
}
