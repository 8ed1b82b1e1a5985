import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Dropdown, Menu } from '@arco-design/web-react';
import { IconList, IconMore } from '@arco-design/web-react/icon';
import {
  CrudDialog,
  CrudPage,
  confirmAction,
  useDict,
  useEditDialog,
  useHasPermi,
  useTableList,
  type CrudColumn,
  dictColumn,
  SearchInput,
  SearchSelect,
  statusColumn,
} from '#kernel/client';
import { jobApi, jobObject, jobUrls, type Job, type JobHandlerInfo, type JobQuery } from '../../api/job-api.ts';
import { monitorPaths } from '../../api/monitor-paths.ts';
import { JobFormFields } from './JobFormFields.tsx';
import { JobDetail } from './JobDetail.tsx';

const NEW_JOB: Partial<Job> = { jobGroup: 'DEFAULT', misfirePolicy: '0', concurrent: '1', status: '1' };

/** Monitor → Scheduled jobs (定时任务): search, status switch, add/edit with cron preview, run once, detail, logs. */
export default function JobPage() {
  const { t } = useTranslation('monitor');
  const navigate = useNavigate();
  const list = useTableList(jobObject, {});
  const dicts = useDict('MonitorJobGroup', 'MonitorJobStatus', 'MonitorJobMisfire', 'MonitorJobConcurrent');
  const [handlers, setHandlers] = useState<JobHandlerInfo[]>([]);
  const dialog = useEditDialog(jobObject);
  const [detail, setDetail] = useState<Job | null>(null);
  const canStatus = useHasPermi('monitor:job:changeStatus');
  const canQuery = useHasPermi('monitor:job:query');

  useEffect(() => {
    jobApi.handlers().then(setHandlers, () => {});
  }, []);

  const runOnce = (r: Job) =>
    confirmAction(t('job.runConfirm', { name: r.jobName }), () => jobApi.run(r.jobId), t('job.runStarted')).then((done) => {
      if (done) void list.reload();
    });
  const openLogs = (r?: Job) => navigate(monitorPaths.jobLogs(r));

  const columns = useMemo<CrudColumn<Job>[]>(
    () => [
      { key: 'jobId', dataIndex: 'jobId', title: t('fields.jobId'), width: 90 },
      { key: 'jobName', dataIndex: 'jobName', title: t('fields.jobName'), ellipsis: true },
      dictColumn('jobGroup', t('fields.jobGroup'), dicts.MonitorJobGroup, 110),
      { key: 'invokeTarget', dataIndex: 'invokeTarget', title: t('fields.invokeTarget'), ellipsis: true },
      { key: 'cronExpression', dataIndex: 'cronExpression', title: t('fields.cronExpression'), width: 170 },
      statusColumn<Job>(t('fields.status'), {
        name: (r) => r.jobName,
        disabled: !canStatus,
        change: (r, next) => jobApi.changeStatus(r.jobId, next).then(() => void list.reload()),
      }),
    ],
    [t, dicts.MonitorJobGroup, canStatus],
  );
  return (
    <CrudPage<Job, JobQuery>
      page="monitor/job/index"
      object={jobObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({ ...NEW_JOB })}
      onEdit={(r) => void dialog.openEdit(r.jobId)}
      exportTo={{ url: jobUrls.export, name: t('job.exportFile') }}
      actionsWidth={220}
      rowActions={(r) => (
        <Dropdown
          trigger="click"
          droplist={
            <Menu
              onClickMenuItem={(k) => {
                if (k === 'run') void runOnce(r);
                if (k === 'detail') void jobApi.get(r.jobId).then(setDetail, () => {});
                if (k === 'log') openLogs(r);
              }}
            >
              {canStatus && <Menu.Item key="run">{t('job.runOnce')}</Menu.Item>}
              {canQuery && <Menu.Item key="detail">{t('job.detail')}</Menu.Item>}
              <Menu.Item key="log">{t('job.logs')}</Menu.Item>
            </Menu>
          }
        >
          <Button type="text" size="mini" icon={<IconMore />} className="zx-job-more">
            {t('common.more')}
          </Button>
        </Dropdown>
      )}
      toolbar={
        <Button icon={<IconList />} data-action="logs" onClick={() => openLogs()}>
          {t('job.logs')}
        </Button>
      }
      search={
        <>
          <SearchInput field="jobName" label={t('fields.jobName')} placeholder={t('job.namePlaceholder')} width={180} />
          <SearchSelect
            field="jobGroup"
            label={t('fields.jobGroup')}
            placeholder={t('job.groupPlaceholder')}
            width={150}
            options={dicts.MonitorJobGroup}
          />
          <SearchSelect
            field="status"
            label={t('fields.status')}
            placeholder={t('job.statusPlaceholder')}
            width={140}
            options={dicts.MonitorJobStatus}
          />
        </>
      }
    >
      <CrudDialog<Job>
        dialog={dialog}
        idKey="jobId"
        titles={[t('job.addTitle'), t('job.editTitle')]}
        width={720}
        labelWidth={120}
        submit={async (v) => {
          const body = {
            jobId: v.jobId,
            jobName: v.jobName,
            jobGroup: v.jobGroup,
            invokeTarget: v.invokeTarget,
            cronExpression: v.cronExpression,
            misfirePolicy: v.misfirePolicy,
            concurrent: v.concurrent,
            status: v.status,
            remark: v.remark || undefined,
            // the version the dialog loaded: a newer save in between is refused (409) instead of overwritten
            version: dialog.editing?.version,
          };
          if (v.jobId) await jobApi.update(body);
          else await jobApi.add(body);
        }}
        onSaved={() => void list.reload()}
      >
        {(form) => <JobFormFields form={form} handlers={handlers} dicts={dicts} />}
      </CrudDialog>
      <JobDetail job={detail} dicts={dicts} onClose={() => setDetail(null)} />
    </CrudPage>
  );
}
