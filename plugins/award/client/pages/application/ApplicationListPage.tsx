import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Dropdown, Form, Input, Menu, Select } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { ConfirmButton, CrudPage, DictTag, HasPermi, useDict, useTableList, type CrudColumn } from '#kernel/client';
import {
  type ApplicationQuery,
  type ApplicationRow,
  EDITABLE_STATUSES,
  EXAMINE_ROUTES,
  FORM_ROUTES,
  LIST_ROUTES,
} from '../../../shared/application.ts';
import type { AwardType } from '../../../shared/permissions.ts';
import { TRANSITIONS } from '../../../shared/workflow.ts';
import { applicationApi, applicationObject } from '../../api/application-api.ts';
import { reviewApi } from '../../api/review-api.ts';
import { useApplicant } from '../../components/use-applicant.ts';
import { AssignDialog } from '../examine/AssignDialog.tsx';
import { BatchReviewDialog } from './BatchReviewDialog.tsx';

type Query = Omit<ApplicationQuery, 'awardTypes'>;

/**
 * An application list of SPEC §2 (/awardapplication/creditregistrationaward, structureawardlist…): the route says
 * which award types it lists; applicants see their own enterprise's applications, association staff all of them.
 */
export default function ApplicationListPage() {
  const { t } = useTranslation('award');
  const navigate = useNavigate();
  const location = useLocation();
  const route = location.pathname.split('/').filter(Boolean).pop() ?? '';
  const types = LIST_ROUTES[route] ?? [];
  const dict = useDict('award_type', 'award_status');
  const list = useTableList<ApplicationRow, Query>((q) => applicationApi.list({ ...q, awardTypes: types.join(',') }), {});
  // shown again (back from a form): the list may have changed
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    void list.reload();
  }, [location.key]);
  const applicant = useApplicant();
  const [batch, setBatch] = useState<'pass' | 'reject' | null>(null);
  const [assigning, setAssigning] = useState(false);
  const formUrl = (type: AwardType, id?: number) => `/awardapplication/${FORM_ROUTES[type]}${id ? `?id=${id}` : ''}`;

  const columns = useMemo<CrudColumn<ApplicationRow>[]>(
    () => [
      { key: 'applicationNo', dataIndex: 'applicationNo', title: t('app.applicationNo'), width: 150 },
      ...(types.length > 1
        ? [
            {
              key: 'awardType',
              dataIndex: 'awardType',
              title: t('app.awardType'),
              width: 170,
              render: (v: string) => <DictTag options={dict.award_type} value={v} />,
            },
          ]
        : []),
      { key: 'projectName', dataIndex: 'projectName', title: t('app.projectName'), width: 220 },
      { key: 'enterpriseName', dataIndex: 'enterpriseName', title: t('app.enterprise'), width: 220 },
      { key: 'roundTitle', dataIndex: 'roundTitle', title: t('app.round'), width: 200 },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('app.status'),
        width: 150,
        render: (v: string) => <DictTag options={dict.award_status} value={v} />,
      },
      { key: 'submittedTime', dataIndex: 'submittedTime', title: t('app.submittedTime'), width: 170 },
      { key: 'updateTime', dataIndex: 'updateTime', title: t('app.updateTime'), width: 170 },
    ],
    [t, dict, types.length],
  );

  const addButton =
    types.length === 1 ? (
      <Button type="primary" size="small" icon={<IconPlus />} onClick={() => navigate(formUrl(types[0]))} data-action="add">
        {t('app.add')}
      </Button>
    ) : (
      <Dropdown
        droplist={
          <Menu onClickMenuItem={(k) => navigate(formUrl(k as AwardType))}>
            {types.map((type) => (
              <Menu.Item key={type}>{t(`types.${type}`)}</Menu.Item>
            ))}
          </Menu>
        }
      >
        <Button type="primary" size="small" icon={<IconPlus />} data-action="add">
          {t('app.add')}
        </Button>
      </Dropdown>
    );

  return (
    <CrudPage<ApplicationRow, Query>
      page="award/application/list"
      object={applicationObject}
      list={list}
      hiddenColumns={['updateTime']}
      tableProps={{ scroll: { x: 1400 } }}
      columns={columns}
      exportTo={{
        url: '/award/application/list',
        name: `applications_${route}.xlsx`,
        query: (q) => ({ ...q, awardTypes: types.join(',') }),
      }}
      actionsWidth={220}
      toolbar={
        <>
          <HasPermi value="award:application:add">{addButton}</HasPermi>
          {applicant === false && (
            <HasPermi value={TRANSITIONS.pass.permission}>
              {(['pass', 'reject'] as const).map((a) => (
                <Button
                  key={a}
                  size="small"
                  status={a === 'reject' ? 'danger' : undefined}
                  disabled={!list.selectedKeys.length}
                  data-action={`batch-${a}`}
                  onClick={() => setBatch(a)}
                >
                  {t('examine.batch', { action: t(`action.${a}`) })}
                </Button>
              ))}
            </HasPermi>
          )}
          {applicant === false && (
            <HasPermi value={TRANSITIONS.assign.permission}>
              <Button size="small" disabled={!list.selectedKeys.length} data-action="batch-assign" onClick={() => setAssigning(true)}>
                {t('examine.batch', { action: t('action.assign') })}
              </Button>
            </HasPermi>
          )}
        </>
      }
      rowActions={(r) => (
        <>
          <Button type="text" size="mini" onClick={() => navigate(formUrl(r.awardType, r.applicationId))}>
            {applicant && (EDITABLE_STATUSES as readonly string[]).includes(r.status) ? t('app.edit') : t('app.view')}
          </Button>
          {applicant === false && r.status !== 'DRAFT' && (
            <HasPermi value={TRANSITIONS.pass.permission}>
              <Button
                type="text"
                size="mini"
                data-action="examine"
                onClick={() => navigate(`/awardapplication/${EXAMINE_ROUTES[route]}?id=${r.applicationId}`)}
              >
                {t('examine.open')}
              </Button>
            </HasPermi>
          )}
          {applicant && (TRANSITIONS.withdraw.from as readonly string[]).includes(r.status) && (
            <ConfirmButton
              permission={TRANSITIONS.withdraw.permission}
              type="text"
              size="mini"
              name="withdraw"
              confirm={t('examine.withdrawConfirm', { name: r.projectName ?? r.applicationNo ?? '' })}
              action={() => reviewApi.act(r.applicationId, 'withdraw', { version: r.version })}
              onDone={() => void list.reload()}
            >
              {t('action.withdraw')}
            </ConfirmButton>
          )}
        </>
      )}
      search={
        <>
          {types.length > 1 && (
            <Form.Item field="awardType" label={t('app.awardType')}>
              <Select
                allowClear
                style={{ width: 200 }}
                options={(dict.award_type ?? []).filter((o) => (types as string[]).includes(String(o.value)))}
              />
            </Form.Item>
          )}
          <Form.Item field="projectName" label={t('app.projectName')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item field="status" label={t('app.status')}>
            <Select allowClear style={{ width: 180 }} options={dict.award_status} />
          </Form.Item>
        </>
      }
    >
      <AssignDialog
        ids={list.selectedKeys as number[]}
        visible={assigning}
        onClose={() => setAssigning(false)}
        onDone={() => {
          setAssigning(false);
          list.setSelectedKeys([]);
          void list.reload();
        }}
      />
      <BatchReviewDialog
        action={batch}
        ids={list.selectedKeys as number[]}
        onClose={() => setBatch(null)}
        onDone={() => {
          setBatch(null);
          list.setSelectedKeys([]);
          void list.reload();
        }}
      />
    </CrudPage>
  );
}
