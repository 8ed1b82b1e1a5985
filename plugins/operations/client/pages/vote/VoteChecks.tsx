import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Descriptions, Space, Table, Tag } from '@arco-design/web-react';
import { HasPermi, useHasPermi } from '#kernel/client';
import { VOTE_LIMITS } from '../../../shared/vote.ts';
import { type VoteBurst, type VoteDetail, type VoteVerify, voteApi } from '../../api/vote-api.ts';

/**
 * The checks of a vote (beyond v1.4.3): the digest it published when it closed, "verify" recomputing the hash chain
 * (and comparing it with the digest), and the bursts — many submissions from one subnet in a short window — with
 * their counts, which staff may exclude from the totals or count again.
 */
export function VoteChecks({ vote, onChanged }: { vote: VoteDetail; onChanged(): void }) {
  const { t } = useTranslation('operations');
  const canEdit = useHasPermi('vote:edit');
  const [verified, setVerified] = useState<VoteVerify | null>(null);
  const [bursts, setBursts] = useState<VoteBurst[]>([]);
  const loadBursts = useCallback(() => void voteApi.bursts(vote.voteId).then((p) => setBursts(p.rows)), [vote.voteId]);
  useEffect(loadBursts, [loadBursts]);
  const toggle = async (b: VoteBurst) => {
    await voteApi.excludeBurst({ voteId: vote.voteId, subnet: b.subnet, windowStart: b.windowStart, excluded: b.excluded < b.count });
    loadBursts();
    onChanged();
  };
  const digest = vote.digest;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card bordered={false} title={t('vote.checks.title')} className="zx-vote-checks">
        <Descriptions
          column={1}
          data={[
            {
              label: t('vote.checks.digest'),
              value: digest ? t('vote.checks.digestAt', { time: digest.closedAt, count: digest.count }) : t('vote.checks.noDigest'),
            },
            ...(digest ? [{ label: t('vote.checks.head'), value: <code>{digest.head ?? '-'}</code> }] : []),
          ]}
        />
        <HasPermi value="vote:view">
          <Button type="primary" className="zx-vote-verify" onClick={() => void voteApi.verify(vote.voteId).then(setVerified)}>
            {t('vote.checks.verify')}
          </Button>
        </HasPermi>
        {verified && (
          <Alert
            style={{ marginTop: 12 }}
            className="zx-vote-verified"
            type={verified.matches ? 'success' : 'error'}
            content={
              verified.matches
                ? verified.digest
                  ? t('vote.checks.matches', { count: verified.count })
                  : t('vote.checks.whole', { count: verified.count })
                : verified.brokenAt
                  ? t('vote.checks.brokenAt', { seq: verified.brokenAt })
                  : t('vote.checks.differs')
            }
          />
        )}
      </Card>
      <Card bordered={false} title={t('vote.checks.bursts', { votes: VOTE_LIMITS.burstVotes, minutes: VOTE_LIMITS.burstMinutes })}>
        <Table
          rowKey={(b: VoteBurst) => `${b.subnet}|${b.windowStart}`}
          size="small"
          pagination={false}
          data={bursts}
          noDataElement={t('vote.checks.noBursts')}
          columns={[
            { title: t('vote.checks.subnet'), dataIndex: 'subnet' },
            { title: t('vote.checks.window'), dataIndex: 'windowStart', width: 180 },
            { title: t('vote.checks.count'), dataIndex: 'count', width: 100 },
            {
              title: t('vote.checks.excluded'),
              width: 120,
              render: (_: unknown, b: VoteBurst) => (b.excluded ? <Tag color="orange">{b.excluded}</Tag> : <Tag color="green">0</Tag>),
            },
            ...(canEdit
              ? [
                  {
                    title: '',
                    width: 140,
                    render: (_: unknown, b: VoteBurst) => (
                      <Button type="text" size="mini" onClick={() => void toggle(b)}>
                        {t(b.excluded < b.count ? 'vote.checks.exclude' : 'vote.checks.include')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </Space>
  );
}
