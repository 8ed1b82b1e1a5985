import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Descriptions, Empty, Space, Table, Tag } from '@arco-design/web-react';
import { ConfirmButton, useHasPermi } from '#kernel/client';
import type { AssignmentRow } from '../../../shared/expert.ts';
import { assignApi } from '../../api/expert-api.ts';
import { AssignDialog } from './AssignDialog.tsx';

const SHEET_COLORS = { none: 'gray', draft: 'orange', signed: 'green' } as const;

/** What the panel needs of the examine screen's application (the examine panel props carry more). */
export interface ExpertPanelProps {
  application: { applicationId: number; status: string; version: number; scoreTotal?: string | number | null; grade?: string | null };
  reload(): void;
}

/**
 * The examine screen's expert review tab (staff holding award:application:assign): assign experts from the pool
 * (conflicts named), the assignments of each review cycle with each sheet's state, and — once signed — its total,
 * grade and recommendation; completing a fully signed review by hand. Experts and applicants never reach it (the
 * server refuses them the assignments).
 */
export default function ExpertPanel({ application: a, reload }: ExpertPanelProps) {
  const { t } = useTranslation('award');
  const canAssign = useHasPermi('award:application:assign');
  const [rows, setRows] = useState<AssignmentRow[] | null>(null);
  const [assigning, setAssigning] = useState(false);
  const load = () => void assignApi.assignments(a.applicationId).then(setRows);
  useEffect(load, [a.applicationId, a.version]);
  if (!canAssign) return null;
  const current = rows?.length ? rows.filter((r) => r.revision === rows[0].revision) : [];
  const allSigned = current.length > 0 && current.every((r) => r.sheetStatus === 'signed');

  return (
    <div className="award-expert-panel">
      <Space style={{ marginBottom: 12 }}>
        {a.status === 'PRELIM_PASSED' && (
          <Button type="primary" data-action="assign" onClick={() => setAssigning(true)}>
            {t('expert.panel.assign')}
          </Button>
        )}
        {a.status === 'UNDER_REVIEW' && allSigned && (
          <ConfirmButton
            permission="award:application:assign"
            type="primary"
            data-action="complete"
            confirm={t('expert.panel.completeConfirm')}
            action={async () => {
              await assignApi.complete(a.applicationId, { version: a.version });
              reload();
            }}
          >
            {t('expert.panel.complete')}
          </ConfirmButton>
        )}
      </Space>
      {a.scoreTotal != null && (
        <Descriptions
          style={{ marginBottom: 12 }}
          column={2}
          data={[
            { label: t('expert.panel.aggregate'), value: <b data-aggregate>{Number(a.scoreTotal)}</b> },
            { label: t('expert.panel.grade'), value: a.grade ? t(`score.grade.${a.grade}`) : '' },
          ]}
        />
      )}
      {rows && !rows.length ? (
        <Empty description={t('expert.panel.none')} />
      ) : (
        <Table<AssignmentRow>
          rowKey="assignmentId"
          size="small"
          pagination={false}
          loading={!rows}
          data={rows ?? []}
          columns={[
            { title: t('expert.panel.revision'), dataIndex: 'revision', width: 90 },
            { title: t('expert.expertName'), dataIndex: 'expertName' },
            { title: t('expert.panel.title'), dataIndex: 'role', width: 80, render: (v: string) => t(`expert.role.${v}`) },
            { title: t('expert.panel.dueAt'), dataIndex: 'dueAt', width: 110 },
            {
              title: t('expert.panel.sheet'),
              dataIndex: 'sheetStatus',
              width: 100,
              render: (v: AssignmentRow['sheetStatus']) => <Tag color={SHEET_COLORS[v]}>{t(`expert.panel.sheetStatus.${v}`)}</Tag>,
            },
            { title: t('expert.panel.total'), dataIndex: 'total', width: 80 },
            {
              title: t('expert.panel.grade'),
              dataIndex: 'grade',
              width: 90,
              render: (v: string | null) => (v ? t(`score.grade.${v}`) : ''),
            },
            {
              title: t('expert.panel.recommend'),
              dataIndex: 'recommend',
              width: 110,
              render: (v: boolean | null) => (v == null ? '' : t(v ? 'score.sheet.yes' : 'score.sheet.no')),
            },
            { title: t('expert.panel.signedAt'), dataIndex: 'signedAt', width: 170 },
          ]}
        />
      )}
      <AssignDialog
        applicationId={a.applicationId}
        version={a.version}
        visible={assigning}
        onClose={() => setAssigning(false)}
        onDone={() => {
          setAssigning(false);
          reload();
          load();
        }}
      />
    </div>
  );
}
