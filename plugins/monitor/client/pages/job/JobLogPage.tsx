import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, DatePicker, Form, Select } from '@arco-design/web-react';
import { IconClose, IconDelete, IconEye } from '@arco-design/web-react/icon';
import { ConfirmButton, CrudPage, useDict, useTableList, type CrudColumn, dictColumn, SearchInput } from '#kernel/client';
import { jobApi, jobLogObject, type JobLog, type JobLogQuery } from '../../api/job-api.ts';
import { monitorPaths } from '../../api/monitor-paths.ts';
import { JobLogDetail } from './JobLogDetail.tsx';

/** Search form values: the time range arrives as a pair and is sent as beginTime/endTime. */
type LogSearch = Omit<JobLogQuery, 'beginTime' | 'endTime'> & { range?: string[] };

const toQuery = (v: LogSearch, jobId?: number): JobLogQuery => ({
  jobId,
  jobName: v.jobName || undefined,
  jobGroup: v.jobGroup || undefined,
  status: v.status || undefined,
  beginTime: v.range?.[0] || undefined,
  endTime: v.range?.[1] || undefined,
});

/** Monitor → Job logs (调度日志): every run of every job; search, detail, delete and clean. */
export default function JobLogPage() {
  const { t } = useTranslation('monitor');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // v1.4.3 links to /monitor/job-log/index/:jobId; this console's own link passes ?jobId=
  const { jobId: routeJobId } = useParams();
  const jobIdText = routeJobId ?? params.get('jobId');
  const fromJob = jobIdText ? Number(jobIdText) : undefined;
  const initialName = params.get('jobName') ?? undefined;
  const list = useTableList(jobLogObject, { jobId: fromJob, jobName: initialName });
  const { MonitorJobGroup, MonitorRunStatus } = useDict('MonitorJobGroup', 'MonitorRunStatus');
  const [detail, setDetail] = useState<JobLog | null>(null);
  const options = (d: typeof MonitorJobGroup) => d?.map((x) => ({ label: x.label, value: x.value }));

  const columns = useMemo<CrudColumn<JobLog>[]>(
    () => [
      { key: 'jobLogId', dataIndex: 'jobLogId', title: t('fields.jobLogId'), width: 90 },
      { key: 'jobName', dataIndex: 'jobName', title: t('fields.jobName'), ellipsis: true },
      dictColumn('jobGroup', t('fields.jobGroup'), MonitorJobGroup, 100),
      { key: 'invokeTarget', dataIndex: 'invokeTarget', title: t('fields.invokeTarget'), ellipsis: true },
      {
        key: 'triggerType',
        dataIndex: 'triggerType',
        title: t('fields.triggerType'),
        width: 100,
        render: (v?: string) => (v ? t(`jobLog.trigger.${v}`, { defaultValue: v }) : '-'),
      },
      { key: 'jobMessage', dataIndex: 'jobMessage', title: t('fields.jobMessage'), ellipsis: true },
      dictColumn('status', t('fields.status'), MonitorRunStatus, 100),
      { key: 'createTime', dataIndex: 'createTime', title: t('jobLog.runTime'), width: 180 },
    ],
    [t, MonitorJobGroup, MonitorRunStatus],
  );

  return (
    <CrudPage<JobLog, JobLogQuery>
      page="monitor/job/log"
      object={jobLogObject}
      list={list}
      columns={columns}
      rowDelete={false}
      actionsWidth={100}
      rowActions={(r) => (
        <Button type="text" size="mini" icon={<IconEye />} onClick={() => setDetail(r)}>
          {t('job.detail')}
        </Button>
      )}
      searchInitial={{ jobName: initialName }}
      searchMap={(v) => toQuery(v as LogSearch, fromJob)}
      onReset={() => list.search(toQuery({}, undefined))}
      toolbar={
        <>
          <ConfirmButton
            permission="monitor:job:remove"
            name="clean"
            confirm={t('jobLog.cleanConfirm')}
            action={jobApi.cleanLogs}
            done={t('jobLog.cleaned')}
            onDone={() => void list.reload()}
            icon={<IconDelete />}
          >
            {t('jobLog.clean')}
          </ConfirmButton>
          <Button status="warning" icon={<IconClose />} onClick={() => navigate(monitorPaths.jobs)}>
            {t('jobLog.close')}
          </Button>
        </>
      }
      search={
        <>
          <SearchInput field="jobName" label={t('fields.jobName')} placeholder={t('job.namePlaceholder')} width={180} />
          <Form.Item field="jobGroup" label={t('fields.jobGroup')}>
            <Select allowClear placeholder={t('job.groupPlaceholder')} style={{ width: 140 }} options={options(MonitorJobGroup)} />
          </Form.Item>
          <Form.Item field="status" label={t('fields.status')}>
            <Select allowClear placeholder={t('jobLog.statusPlaceholder')} style={{ width: 140 }} options={options(MonitorRunStatus)} />
          </Form.Item>
          <Form.Item field="range" label={t('jobLog.runTime')}>
            <DatePicker.RangePicker style={{ width: 260 }} format="YYYY-MM-DD" />
          </Form.Item>
        </>
      }
    >
      <JobLogDetail detail={detail} groups={MonitorJobGroup} statuses={MonitorRunStatus} onClose={() => setDetail(null)} />
    </CrudPage>
  );
}
