import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, DatePicker, Input, InputNumber, Message, Modal, Radio, Space, Table, Tag } from '@arco-design/web-react';
import { DictTag, useDict } from '#kernel/client';
import type { Candidate } from '../../../shared/expert.ts';
import { assignApi } from '../../api/expert-api.ts';

const inDays = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);

/**
 * Assigns experts to one application, or the same experts to several (a batch from the list, all or nothing): the
 * active pool with each expert's conflict named (with any of the applications: such experts cannot be chosen), a
 * random draw of non-conflicted experts, one leader, the due date. The server checks every guard again.
 */
export function AssignDialog(props: {
  /** one application (its version checked), or `ids` for a batch */
  applicationId?: number;
  version?: number;
  ids?: number[];
  visible: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const ids = props.ids ?? (props.applicationId ? [props.applicationId] : []);
  const { t } = useTranslation('award');
  const dict = useDict('award_type', 'pro_title');
  const [pool, setPool] = useState<Candidate[]>([]);
  const [minExperts, setMinExperts] = useState(2);
  const [chosen, setChosen] = useState<number[]>([]);
  const [leader, setLeader] = useState<number | null>(null);
  const [dueAt, setDueAt] = useState(inDays(14));
  const [count, setCount] = useState(2);
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!props.visible) return;
    // an expert in conflict with any application of the batch cannot be chosen for it
    void Promise.all(ids.map((id) => assignApi.candidates(id))).then((all) => {
      const merged =
        all[0]?.candidates.map((c) => ({
          ...c,
          conflict: all.map((r) => r.candidates.find((x) => x.expertId === c.expertId)?.conflict).find(Boolean) ?? null,
        })) ?? [];
      const min = Math.max(...all.map((r) => r.minExperts));
      setPool(merged);
      setMinExperts(min);
      setCount(min);
      setChosen([]);
      setLeader(null);
    });
  }, [props.visible, ids.join(',')]);

  const draw = async () => {
    const single = ids.length === 1 ? ids[0] : null;
    // one application: the server's draw (experts of its award type first); a batch: any expert free of every conflict
    if (single) return pick((await assignApi.draw(single, count)).expertIds);
    const free = pool.filter((c) => !c.conflict).map((c) => c.expertId);
    for (let i = free.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [free[i], free[j]] = [free[j], free[i]];
    }
    pick(free.slice(0, count));
  };
  const pick = (expertIds: number[]) => {
    setChosen(expertIds);
    setLeader(expertIds[0] ?? null);
  };
  const submit = async () => {
    setBusy(true);
    try {
      const experts = chosen.map((expertId) => ({
        expertId,
        role: expertId === leader ? ('LEADER' as const) : ('MEMBER' as const),
        dueAt,
      }));
      if (props.applicationId && props.version !== undefined && !props.ids)
        await assignApi.assign(props.applicationId, { version: props.version, experts, opinion: opinion || undefined });
      else await assignApi.batchAssign({ ids, experts, opinion: opinion || undefined });
      Message.success(t('wf.done', { action: t('action.assign') }));
      props.onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('expert.dialog.title')}
      visible={props.visible}
      onCancel={props.onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      style={{ width: 900 }}
      className="award-assign-dialog"
      unmountOnExit
    >
      <Alert type="info" style={{ marginBottom: 12 }} content={t('expert.dialog.minHint', { min: minExperts })} />
      <Space style={{ marginBottom: 12 }} wrap>
        <span>{t('expert.dialog.drawCount')}</span>
        <InputNumber min={1} max={50} value={count} onChange={(v) => setCount(Number(v) || 1)} style={{ width: 90 }} />
        <Button data-action="draw" onClick={() => void draw()}>
          {t('expert.dialog.draw')}
        </Button>
        <span>{t('expert.dialog.dueAt')}</span>
        <DatePicker value={dueAt} onChange={(v) => setDueAt(v)} format="YYYY-MM-DD" style={{ width: 150 }} />
        <Tag>{t('expert.dialog.chosen', { count: chosen.length })}</Tag>
      </Space>
      <Table<Candidate>
        rowKey="expertId"
        size="small"
        pagination={false}
        scroll={{ y: 320 }}
        data={pool}
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: chosen,
          onChange: (keys) => {
            const ids = keys as number[];
            setChosen(ids);
            if (leader !== null && !ids.includes(leader)) setLeader(null);
          },
          checkboxProps: (r) => ({ disabled: !!r.conflict }),
        }}
        columns={[
          { title: t('expert.expertName'), dataIndex: 'expertName', width: 130 },
          {
            title: t('expert.proTitle'),
            dataIndex: 'proTitle',
            width: 130,
            render: (v: string) => <DictTag options={dict.pro_title} value={v} />,
          },
          { title: t('expert.employerName'), dataIndex: 'employerName' },
          {
            title: t('expert.specialties'),
            dataIndex: 'specialties',
            render: (v: string[]) => (v ?? []).map((s) => <DictTag key={s} options={dict.award_type} value={s} />),
          },
          {
            title: t('expert.dialog.pool'),
            dataIndex: 'conflict',
            width: 200,
            render: (v: string | null) =>
              v ? (
                <Tag color="red">{t('expert.dialog.conflict', { unit: v })}</Tag>
              ) : (
                <Tag color="green">{t('expert.dialog.noConflict')}</Tag>
              ),
          },
          {
            title: t('expert.dialog.leader'),
            width: 70,
            render: (_: unknown, r: Candidate) => (
              <Radio disabled={!chosen.includes(r.expertId)} checked={leader === r.expertId} onChange={() => setLeader(r.expertId)} />
            ),
          },
        ]}
      />
      <div style={{ marginTop: 12 }}>{t('expert.dialog.opinion')}</div>
      <Input.TextArea maxLength={2000} value={opinion} onChange={setOpinion} />
    </Modal>
  );
}
