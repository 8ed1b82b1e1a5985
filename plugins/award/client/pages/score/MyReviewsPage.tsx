import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Tag } from '@arco-design/web-react';
import { CrudPage, DictTag, useDict, useTableList, type CrudColumn } from '#kernel/client';
import type { MyReviewRow } from '../../../shared/expert.ts';
import { myReviewObject } from '../../api/expert-api.ts';
import { ScoringView } from './ScoringView.tsx';

const SHEET_COLORS = { none: 'gray', draft: 'orange', signed: 'green' } as const;

/**
 * Awards → My reviews: the applications assigned to the signed-in expert (and no other); one opens read-only with
 * the expert's score sheet beside it (`?id=`).
 */
export default function MyReviewsPage() {
  const { t } = useTranslation('award');
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id')) || null;
  const dict = useDict('award_type', 'award_status');
  const list = useTableList(myReviewObject, {});
  const columns = useMemo<CrudColumn<MyReviewRow>[]>(
    () => [
      { key: 'applicationNo', dataIndex: 'applicationNo', title: t('app.applicationNo'), width: 160 },
      {
        key: 'awardType',
        dataIndex: 'awardType',
        title: t('app.awardType'),
        width: 180,
        render: (v: string) => <DictTag options={dict.award_type} value={v} />,
      },
      { key: 'projectName', dataIndex: 'projectName', title: t('app.projectName') },
      { key: 'enterpriseName', dataIndex: 'enterpriseName', title: t('app.enterprise') },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('app.status'),
        width: 150,
        render: (v: string) => <DictTag options={dict.award_status} value={v} />,
      },
      { key: 'role', dataIndex: 'role', title: t('expert.panel.title'), width: 90, render: (v: string) => t(`expert.role.${v}`) },
      { key: 'dueAt', dataIndex: 'dueAt', title: t('expert.panel.dueAt'), width: 110 },
      {
        key: 'sheetStatus',
        dataIndex: 'sheetStatus',
        title: t('expert.panel.sheet'),
        width: 100,
        render: (v: MyReviewRow['sheetStatus'], r) => (
          <Tag color={SHEET_COLORS[v]}>{r.current ? t(`expert.panel.sheetStatus.${v}`) : t('score.mine.earlier')}</Tag>
        ),
      },
      { key: 'total', dataIndex: 'total', title: t('expert.panel.total'), width: 80 },
    ],
    [t, dict],
  );
  if (openId)
    return (
      <ScoringView
        id={openId}
        onBack={() => {
          setParams({});
          void list.reload();
        }}
      />
    );
  return (
    <CrudPage<MyReviewRow, Record<string, never>>
      page="award/score/mine"
      object={myReviewObject}
      list={list}
      columns={columns}
      actionsWidth={110}
      rowActions={(r) => (
        <Button type="text" size="mini" data-action="open-review" onClick={() => setParams({ id: String(r.applicationId) })}>
          {r.current && r.status === 'UNDER_REVIEW' && r.sheetStatus !== 'signed' ? t('score.mine.open') : t('score.mine.view')}
        </Button>
      )}
    />
  );
}
