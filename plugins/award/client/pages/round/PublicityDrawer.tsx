import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ConfigContext } from '@arco-design/web-react/es/ConfigProvider';
import { useTranslation } from 'react-i18next';
import { Button, DatePicker, Descriptions, Drawer, Form, Input, Link, Message, Modal, Space, Table, Tag } from '@arco-design/web-react';
import { DictTag, formRules, useDict, useHasPermi, useSaveForm } from '#kernel/client';
import type { Publicity, PublicityEntry, RoundPublicity } from '../../../shared/decision.ts';
import { decisionApi } from '../../api/decision-api.ts';
import DecisionPanel from '../examine/DecisionPanel.tsx';

export interface PublicityDrawerProps {
  roundId: number | null;
  onClose(): void;
}

type AnnounceForm = { docNo: string; announceDate: string };

/**
 * A round's publicity and announcement (awards.md §6.3 #13–#17): the reviewed entries waiting for the committee
 * (each opens the decision panel), the passed ones and the start of their publicity, the entries whose publicity
 * ended without objection and their announcement with a document number, and every publicity and announcement
 * with its notice and the certificate numbers given.
 */
export default function PublicityDrawer({ roundId, onClose }: PublicityDrawerProps) {
  const { t } = useTranslation('award');
  // the drawers lie above the page (in the document body); the dialogs opened from them must lie above them
  const arco = useContext(ConfigContext);
  const above = useMemo(
    () => ({
      ...arco,
      componentConfig: { ...arco.componentConfig, Modal: { ...arco.componentConfig?.Modal, getPopupContainer: () => document.body } },
    }),
    [arco],
  );
  const dict = useDict('award_level', 'award_status');
  const canPublish = useHasPermi('award:application:publish');
  const [data, setData] = useState<RoundPublicity | null>(null);
  const [deciding, setDeciding] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [starting, setStarting] = useState(false);

  const load = useCallback(async () => {
    if (!roundId) return setData(null);
    const d = await decisionApi.round(roundId);
    setData(d);
    setSelected(d.announceable.map((e) => e.applicationId));
  }, [roundId]);
  useEffect(() => {
    void load();
  }, [load]);

  const initial = useMemo(() => {
    const d = new Date();
    const two = (n: number) => String(n).padStart(2, '0');
    return { announceDate: `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}` };
  }, []);
  const announce = useSaveForm<AnnounceForm>({
    initial,
    shown: !!data,
    submit: (v) => decisionApi.announce({ roundId: roundId!, ids: selected, docNo: v.docNo, announceDate: v.announceDate }),
    onSaved: () => void load(),
  });

  const start = () =>
    Modal.confirm({
      title: t('publicity.start'),
      content: t('publicity.startHint', {
        days: data!.publicityDays,
        kind: t(data!.publicityWorkingDays ? 'publicity.workingDays' : 'publicity.calendarDays'),
      }),
      onOk: async () => {
        setStarting(true);
        try {
          const r = await decisionApi.startPublicity({ roundId: roundId! });
          Message.success(t('publicity.started', { count: r.count }));
          await load();
        } finally {
          setStarting(false);
        }
      },
    });

  const entryColumns = (extra: 'decide' | 'objections' | 'certificate' | null) => [
    { title: t('publicity.col.applicationNo'), dataIndex: 'applicationNo', width: 170 },
    { title: t('publicity.col.enterprise'), dataIndex: 'enterpriseName' },
    { title: t('publicity.col.project'), dataIndex: 'projectName' },
    {
      title: t('publicity.col.level'),
      dataIndex: 'awardLevel',
      width: 110,
      render: (v: string | null) => (v ? <DictTag options={dict.award_level} value={v} /> : ''),
    },
    ...(extra === 'certificate'
      ? [
          {
            title: t('publicity.col.certificate'),
            dataIndex: 'certificateNo',
            width: 150,
            render: (v: string | null) => <span data-certificate={v ?? ''}>{v}</span>,
          },
          { title: t('publicity.col.validTo'), dataIndex: 'validTo', width: 110 },
        ]
      : []),
    {
      title: t('publicity.col.status'),
      dataIndex: 'status',
      width: 150,
      render: (v: string) => <DictTag options={dict.award_status} value={v} />,
    },
    ...(extra === 'decide' || extra === 'objections'
      ? [
          {
            title: '',
            key: 'actions',
            width: 100,
            render: (_: unknown, e: PublicityEntry) => (
              <Button size="mini" type="text" data-action={extra} onClick={() => setDeciding(e.applicationId)}>
                {t(extra === 'decide' ? 'decision.title' : 'decision.objections')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  const table = (rows: PublicityEntry[], extra: Parameters<typeof entryColumns>[0], name: string) => (
    <Table
      rowKey="applicationId"
      size="small"
      data-table={name}
      columns={entryColumns(extra)}
      data={rows}
      pagination={false}
      noDataElement={<span>{t('publicity.none')}</span>}
    />
  );

  const history = (p: Publicity) => (
    <div key={p.publicityId} data-publicity={p.publicityId} data-kind={p.kind} style={{ marginBottom: 16 }}>
      <Space style={{ marginBottom: 8 }} wrap>
        <Tag color={p.kind === 'PUBLICITY' ? 'orangered' : 'green'}>{t(`publicity.kind.${p.kind}`)}</Tag>
        <strong>{p.title}</strong>
        <span>{p.kind === 'PUBLICITY' ? `${p.startTime} – ${p.endTime}` : `${p.docNo} · ${p.announceDate}`}</span>
        {p.noticeUrl && (
          <Link href={p.noticeUrl} target="_blank" data-notice={p.noticeChannel}>
            {t('publicity.notice')} ({t(`publicity.channel.${p.noticeChannel}`)})
          </Link>
        )}
        {p.offlineTime && <Tag>{t('publicity.offlineAt', { time: p.offlineTime })}</Tag>}
      </Space>
      {table(p.entries, p.kind === 'ANNOUNCEMENT' ? 'certificate' : 'objections', `entries-${p.publicityId}`)}
    </div>
  );

  return (
    <ConfigContext.Provider value={above}>
      <Drawer
        width={1100}
        title={data ? `${t('publicity.title')} · ${data.title}` : t('publicity.title')}
        visible={!!roundId}
        onCancel={onClose}
        footer={null}
      >
        {data && (
          <div data-round-publicity={data.roundId}>
            <Descriptions
              column={3}
              border
              data={[
                { label: t('round.publicityDays'), value: data.publicityDays },
                {
                  label: t('round.publicityWorkingDays'),
                  value: t(data.publicityWorkingDays ? 'publicity.workingDays' : 'publicity.calendarDays'),
                },
                { label: t('round.committeePassRatio'), value: data.committeePassRatio },
              ]}
            />
            <h3>{t('decision.title')}</h3>
            {table(data.awaiting, 'decide', 'awaiting')}

            <h3>{t('publicity.approved')}</h3>
            {table(data.approved, null, 'approved')}
            {canPublish && (
              <Button
                type="primary"
                style={{ marginTop: 8 }}
                disabled={!data.approved.length}
                loading={starting}
                onClick={start}
                data-action="startPublicity"
              >
                {t('publicity.start')}
              </Button>
            )}

            <h3>{t('publicity.announceable')}</h3>
            <Table
              rowKey="applicationId"
              size="small"
              data-table="announceable"
              columns={entryColumns(null)}
              data={data.announceable}
              pagination={false}
              rowSelection={{ type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
              noDataElement={<span>{t('publicity.none')}</span>}
            />
            {canPublish && data.announceable.length > 0 && (
              <Form form={announce.form} layout="inline" style={{ marginTop: 8 }} data-form="announce">
                <Form.Item field="docNo" label={t('publicity.docNo')} rules={[formRules.required(), formRules.blank()]}>
                  <Input maxLength={100} style={{ width: 220 }} />
                </Form.Item>
                <Form.Item field="announceDate" label={t('publicity.announceDate')} rules={[formRules.required()]}>
                  <DatePicker format="YYYY-MM-DD" style={{ width: 160 }} />
                </Form.Item>
                <Button
                  type="primary"
                  status="success"
                  disabled={!selected.length}
                  loading={announce.saving}
                  onClick={() => void announce.save()}
                  data-action="announce"
                >
                  {t('publicity.announce')}
                </Button>
              </Form>
            )}

            <h3>{t('publicity.history')}</h3>
            {data.publicities.length ? data.publicities.map(history) : <span>{t('publicity.none')}</span>}
          </div>
        )}
        <Drawer width={960} title={t('decision.title')} visible={deciding !== null} onCancel={() => setDeciding(null)} footer={null}>
          {deciding !== null && <DecisionPanel application={{ applicationId: deciding }} reload={() => void load()} />}
        </Drawer>
      </Drawer>
    </ConfigContext.Provider>
  );
}
