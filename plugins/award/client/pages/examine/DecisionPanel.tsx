import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DatePicker,
  Descriptions,
  Empty,
  Form,
  Input,
  InputNumber,
  Link,
  Radio,
  Select,
  Space,
  Table,
  Tag,
} from '@arco-design/web-react';
import { DictTag, FormDialog, formRules, useDict, useHasPermi, useSaveForm } from '#kernel/client';
import type { DecisionBody, Objection, ObjectionAdd, ObjectionConclude } from '../../../shared/decision.ts';
import { type DecisionView, decisionApi } from '../../api/decision-api.ts';
import { EvidenceUpload } from './EvidenceUpload.tsx';

/** As the examine screen gives its panels (ExaminePanelProps), or as the round's drawer does: the application, a reload. */
export interface DecisionPanelProps {
  application: { applicationId: number; version?: number };
  /** called after a change of status (the examine screen reloads the application) */
  reload?: () => void;
}

type VoteForm = Omit<DecisionBody, 'version'>;

/**
 * The committee's decision and the objections of one application (awards.md §6.3 #13–#16): the vote form while the
 * application is REVIEWED and undecided, the recorded vote afterwards; the objections received during its publicity,
 * a new one while the window is open, and their conclusion.
 */
export default function DecisionPanel({ application, reload }: DecisionPanelProps) {
  const { applicationId, version } = application;
  const { t } = useTranslation('award');
  const dict = useDict('award_level');
  const canDecide = useHasPermi('award:application:decide');
  const canPublish = useHasPermi('award:application:publish');
  const [view, setView] = useState<DecisionView | null>(null);
  const [adding, setAdding] = useState(false);
  const [concluding, setConcluding] = useState<Objection | null>(null);

  // loaded again when the examine screen's actions changed the application (its version)
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the reason to load again
  const load = useCallback(async () => setView(await decisionApi.view(applicationId)), [applicationId, version]);
  useEffect(() => {
    void load();
  }, [load]);
  const changed = () => {
    void load();
    reload?.();
  };

  const initialVote = useMemo<Partial<VoteForm>>(() => ({ votesAgainst: 0, votesAbstain: 0 }), []);
  const vote = useSaveForm<VoteForm>({
    initial: initialVote,
    submit: (v) => decisionApi.decide(applicationId, { ...v, version: view!.version }),
    onSaved: changed,
  });

  const objectionColumns = [
    { title: t('decision.receivedTime'), dataIndex: 'receivedTime', width: 110 },
    {
      title: t('decision.submitter'),
      dataIndex: 'submitter',
      width: 130,
      render: (v: string, o: Objection) => (
        <Space direction="vertical" size={0}>
          <span>{v}</span>
          <span title={t('decision.contact')}>{o.contact}</span>
        </Space>
      ),
    },
    { title: t('decision.content'), dataIndex: 'content' },
    {
      title: t('decision.evidence'),
      dataIndex: 'evidence',
      width: 130,
      render: (files: Objection['evidence']) => (
        <Space direction="vertical" size={2}>
          {files.map((f) => (
            <Link key={f.url} href={f.url} target="_blank">
              {f.name}
            </Link>
          ))}
        </Space>
      ),
    },
    {
      title: t('publicity.col.status'),
      dataIndex: 'status',
      width: 120,
      render: (s: Objection['status']) => (
        <Tag color={s === 'OPEN' ? 'orangered' : s === 'UPHELD' ? 'red' : 'green'}>{t(`decision.objStatus.${s}`)}</Tag>
      ),
    },
    { title: t('decision.conclusion'), dataIndex: 'conclusion' },
    {
      title: '',
      key: 'actions',
      width: 70,
      render: (_: unknown, o: Objection) =>
        o.status === 'OPEN' && canPublish ? (
          <Button size="mini" type="text" data-action="conclude" onClick={() => setConcluding(o)}>
            {t('decision.conclude')}
          </Button>
        ) : null,
    },
  ];

  if (!view) return null;
  const d = view.decision;
  return (
    <div data-panel="decision" data-status={view.status}>
      <h3>{t('decision.title')}</h3>
      {d ? (
        <Descriptions
          column={1}
          border
          data={[
            {
              label: t('decision.result'),
              value: (
                <Tag color={d.passed ? 'green' : 'red'} data-result={d.passed ? 'passed' : 'failed'}>
                  {t(d.passed ? 'decision.resultPassed' : 'decision.resultFailed')}
                </Tag>
              ),
            },
            { label: t('decision.meetingDate'), value: d.meetingDate },
            {
              label: t('decision.votesFor'),
              value: t('decision.votes', { for: d.votesFor, against: d.votesAgainst, abstain: d.votesAbstain, present: d.membersPresent }),
            },
            { label: t('decision.awardLevel'), value: d.awardLevel ? <DictTag options={dict.award_level} value={d.awardLevel} /> : '' },
            { label: t('decision.opinion'), value: d.opinion ?? '' },
            { label: t('decision.decidedBy'), value: `${d.decidedBy} ${d.createTime}` },
          ]}
        />
      ) : view.status === 'REVIEWED' && canDecide ? (
        <Form form={vote.form} layout="vertical" data-form="decide">
          <p>{t('decision.passRule', { ratio: view.passRatio })}</p>
          <Space wrap size="large" align="start">
            <Form.Item field="meetingDate" label={t('decision.meetingDate')} rules={[formRules.required()]}>
              <DatePicker format="YYYY-MM-DD" style={{ width: 160 }} />
            </Form.Item>
            <Form.Item field="membersPresent" label={t('decision.membersPresent')} rules={[formRules.required()]}>
              <InputNumber min={1} max={10000} precision={0} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item field="votesFor" label={t('decision.votesFor')} rules={[formRules.required()]}>
              <InputNumber min={0} max={10000} precision={0} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item field="votesAgainst" label={t('decision.votesAgainst')} rules={[formRules.required()]}>
              <InputNumber min={0} max={10000} precision={0} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item field="votesAbstain" label={t('decision.votesAbstain')} rules={[formRules.required()]}>
              <InputNumber min={0} max={10000} precision={0} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item field="awardLevel" label={t('decision.awardLevel')}>
              <Select allowClear options={dict.award_level} style={{ width: 160 }} />
            </Form.Item>
          </Space>
          <Form.Item field="opinion" label={t('decision.opinion')} extra={t('decision.opinionHint')}>
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
          <Space>
            <Button type="primary" loading={vote.saving} onClick={() => void vote.save()} data-action="decide">
              {t('decision.submit')}
            </Button>
          </Space>
        </Form>
      ) : (
        <Empty description={t(view.status === 'REVIEWED' ? 'decision.none' : 'decision.notReviewed')} />
      )}
      {d?.passed && view.status === 'REVIEWED' && <p data-hint="waiting">{t('decision.waiting')}</p>}

      <h3 style={{ marginTop: 24 }}>{t('decision.objections')}</h3>
      {view.publicityStart && <p data-window>{t('decision.window', { start: view.publicityStart, end: view.publicityEnd })}</p>}
      {view.status === 'PUBLICITY' && canPublish && (
        <Button size="small" onClick={() => setAdding(true)} data-action="addObjection" style={{ marginBottom: 8 }}>
          {t('decision.addObjection')}
        </Button>
      )}
      <Table
        rowKey="objectionId"
        size="small"
        columns={objectionColumns}
        data={view.objections}
        pagination={false}
        noDataElement={<Empty description={t('decision.noObjections')} />}
      />

      {/* mounted when opened: its layer then lies above a drawer this panel is shown in */}
      {adding && (
        <FormDialog<Omit<ObjectionAdd, 'applicationId'>>
          title={t('decision.addObjection')}
          visible={adding}
          onCancel={() => setAdding(false)}
          onSubmit={(v) => decisionApi.addObjection({ ...v, applicationId })}
          onDone={() => {
            setAdding(false);
            changed();
          }}
        >
          <Form.Item field="submitter" label={t('decision.submitter')} rules={[formRules.required(), formRules.blank()]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item field="contact" label={t('decision.contact')} rules={[formRules.required(), formRules.blank()]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item field="content" label={t('decision.content')} rules={[formRules.required(), formRules.blank()]}>
            <Input.TextArea maxLength={4000} autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
          <Form.Item field="evidence" label={t('decision.evidence')}>
            <EvidenceUpload />
          </Form.Item>
        </FormDialog>
      )}

      {concluding && (
        <FormDialog<ObjectionConclude>
          title={t('decision.concludeTitle')}
          visible={!!concluding}
          initialValues={{ upheld: false }}
          onCancel={() => setConcluding(null)}
          onSubmit={(v) => decisionApi.conclude(concluding!.objectionId, v)}
          onDone={() => {
            setConcluding(null);
            changed();
          }}
        >
          <Form.Item field="upheld" label={t('decision.result')} rules={[formRules.required()]}>
            <Radio.Group direction="vertical">
              <Radio value={false}>{t('decision.notUpheld')}</Radio>
              <Radio value={true}>{t('decision.upheld')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item field="conclusion" label={t('decision.conclusion')} rules={[formRules.required(), formRules.blank()]}>
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
        </FormDialog>
      )}
    </div>
  );
}
