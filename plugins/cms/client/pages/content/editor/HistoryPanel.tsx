import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Empty, List, Message, Space, Tabs, Typography } from '@arco-design/web-react';
import { confirmAction, HasPermi } from '#kernel/client';
import { type ContentLog, type ContentRevision, contentApi } from '../../../api/content-api.ts';
import { RevisionDiffDialog } from './RevisionDiffDialog.tsx';

export interface HistoryPanelProps {
  contentId: number | null;
  /** changes after every save */
  version: unknown;
  onRestored(): void;
}

/** The operation log and the revisions of a content: pick two to compare, restore one. */
export function HistoryPanel({ contentId, version, onRestored }: HistoryPanelProps) {
  const { t } = useTranslation('cms');
  const [logs, setLogs] = useState<ContentLog[]>([]);
  const [revisions, setRevisions] = useState<ContentRevision[]>([]);
  const [picked, setPicked] = useState<number[]>([]);
  const [comparing, setComparing] = useState<[number, number] | null>(null);
  useEffect(() => {
    if (!contentId) return;
    void contentApi.log(contentId).then((r) => setLogs(r.rows));
    void contentApi.revisions(contentId).then((r) => setRevisions(r.rows));
    setPicked([]);
  }, [contentId, version]);

  if (!contentId) return <Empty description={t('content.historyNew')} />;
  const toggle = (id: number, on: boolean) => setPicked((p) => (on ? [...p, id].slice(-2) : p.filter((x) => x !== id)));
  const compare = () => {
    if (picked.length !== 2) return Message.warning(t('content.pickTwo'));
    // older on the left
    const [a, b] = [...picked].sort((x, y) => x - y);
    setComparing([a, b]);
  };

  return (
    <>
      <Tabs defaultActiveTab="revisions" size="small" className="zx-content-history">
        <Tabs.TabPane key="revisions" title={t('content.revisions')}>
          <Space style={{ marginBottom: 8 }}>
            <Button size="small" type="primary" disabled={picked.length !== 2} onClick={compare}>
              {t('content.compare')}
            </Button>
            <Typography.Text type="secondary">{t('content.pickTwo')}</Typography.Text>
          </Space>
          <List
            size="small"
            dataSource={revisions}
            render={(r) => (
              <List.Item
                key={r.revisionId}
                data-revision={r.revisionNo}
                extra={
                  <HasPermi value="cms:content:edit">
                    <Button
                      size="mini"
                      type="text"
                      onClick={() =>
                        void confirmAction(t('content.confirmRestore', { no: r.revisionNo }), () => contentApi.restore(r.revisionId)).then(
                          (done) => done && onRestored(),
                        )
                      }
                    >
                      {t('content.restore')}
                    </Button>
                  </HasPermi>
                }
              >
                <Checkbox checked={picked.includes(r.revisionId)} onChange={(on) => toggle(r.revisionId, on)}>
                  {t('content.revisionNo', { no: r.revisionNo })}
                </Checkbox>
                <div style={{ fontSize: 12, color: 'var(--color-text-3)', paddingLeft: 24 }}>
                  {r.createBy} · {r.createTime}
                </div>
              </List.Item>
            )}
          />
        </Tabs.TabPane>
        <Tabs.TabPane key="log" title={t('content.opLog')}>
          <List
            size="small"
            dataSource={logs}
            render={(l) => (
              <List.Item key={l.logId}>
                <Space size={6}>
                  <Typography.Text bold>{l.opTypeName}</Typography.Text>
                  <span>{l.operator}</span>
                </Space>
                <div style={{ fontSize: 12, color: 'var(--color-text-3)' }}>
                  {l.opTime}
                  {l.detail ? ` · ${l.detail}` : ''}
                </div>
              </List.Item>
            )}
          />
        </Tabs.TabPane>
      </Tabs>
      <RevisionDiffDialog pair={comparing} revisions={revisions} onClose={() => setComparing(null)} />
    </>
  );
}
