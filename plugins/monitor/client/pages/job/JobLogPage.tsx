import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, DatePicker, Descriptions, Form, Input, Modal, Select, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconClose, IconDelete, IconEye } from '@arco-design/web-react/icon';
import {
  DictTag,
  HasPermi,
  Pagination,
  SearchBar,
  TableToolbar,
  confirmAction,
  confirmDelete,
  dictLabels,
  useColumnChooser,
  useDict,
  useTableList,
} from '#kernel/client';
import { jobApi, type JobLog, type JobLogQuery } from '../../api/job-api.ts';

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
  const fromJob = params.get('jobId') ? Number(params.get('jobId')) : undefined;
  const initialName = params.get('jobName') ?? undefined;
  const list = useTableList<JobLog, JobLogQuery>(jobApi.logs, { jobId: fromJob, jobName: initialName });
  const dicts = useDict('MonitorJobGroup', 'MonitorRunStatus');
  const [showSearch, setShowSearch] = useState(true);
  const [detail, setDetail] = useState<JobLog | null>(null);

  const remove = (ids: number[]) =>
    confirmDelete(() => jobApi.removeLogs(ids)).then((done) => {
      if (done) void list.reload();
    });
  const clean = () =>
    confirmAction(t('jobLog.cleanConfirm'), () => jobApi.cleanLogs(), t('jobLog.cleaned')).then((done) => {
      if (done) void list.reload();
    });

  const columns: (TableColumnProps<JobLog> & { key: string })[] = useMemo(
    () => [
      { key: 'jobLogId', dataIndex: 'jobLogId', title: t('fields.jobLogId'), width: 90 },
      { key: 'jobName', dataIndex: 'jobName', title: t('fields.jobName'), ellipsis: true },
      {
        key: 'jobGroup',
        dataIndex: 'jobGroup',
        title: t('fields.jobGroup'),
        width: 100,
        render: (v: string) => <DictTag options={dicts.MonitorJobGroup} value={v} />,
      },
      { key: 'invokeTarget', dataIndex: 'invokeTarget', title: t('fields.invokeTarget'), ellipsis: true },
      {
        key: 'triggerType',
        dataIndex: 'triggerType',
        title: t('fields.triggerType'),
        width: 100,
        render: (v?: string) => (v ? t(`jobLog.trigger.${v}`, { defaultValue: v }) : '-'),
      },
      { key: 'jobMessage', dataIndex: 'jobMessage', title: t('fields.jobMessage'), ellipsis: true },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 100,
        render: (v: string) => <DictTag options={dicts.MonitorRunStatus} value={v} />,
      },
      { key: 'createTime', dataIndex: 'createTime', title: t('jobLog.runTime'), width: 180 },
      {
        key: 'actions',
        title: t('common.actions'),
        width: 100,
        render: (_: unknown, r: JobLog) => (
          <Button type="text" size="mini" icon={<IconEye />} onClick={() => setDetail(r)}>
            {t('job.detail')}
          </Button>
        ),
      },
    ],
    [t, dicts.MonitorJobGroup, dicts.MonitorRunStatus],
  );
  const chooser = useColumnChooser(columns);
  const label = (type: 'MonitorJobGroup' | 'MonitorRunStatus', v?: string) => (v == null ? '-' : dictLabels(dicts[type], v).join(', '));

  return (
    <div className="zx-page" data-page="monitor/job/log">
      <SearchBar
        visible={showSearch}
        initialValues={{ jobName: initialName }}
        onSearch={(v) => list.search(toQuery(v as LogSearch, fromJob))}
        onReset={() => list.search(toQuery({}, undefined))}
      >
        <Form.Item field="jobName" label={t('fields.jobName')}>
          <Input allowClear placeholder={t('job.namePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item field="jobGroup" label={t('fields.jobGroup')}>
          <Select
            allowClear
            placeholder={t('job.groupPlaceholder')}
            style={{ width: 140 }}
            options={dicts.MonitorJobGroup?.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
        <Form.Item field="status" label={t('fields.status')}>
          <Select
            allowClear
            placeholder={t('jobLog.statusPlaceholder')}
            style={{ width: 140 }}
            options={dicts.MonitorRunStatus?.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
        <Form.Item field="range" label={t('jobLog.runTime')}>
          <DatePicker.RangePicker style={{ width: 260 }} format="YYYY-MM-DD" />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="monitor:job:remove">
          <Button
            status="danger"
            icon={<IconDelete />}
            disabled={list.selectedKeys.length === 0}
            onClick={() => void remove(list.selectedKeys as number[])}
          >
            {t('common.delete')}
          </Button>
        </HasPermi>
        <HasPermi value="monitor:job:remove">
          <Button status="danger" icon={<IconDelete />} data-action="clean" onClick={() => void clean()}>
            {t('jobLog.clean')}
          </Button>
        </HasPermi>
        <Button status="warning" icon={<IconClose />} onClick={() => navigate('/monitor/job')}>
          {t('jobLog.close')}
        </Button>
        <TableToolbar
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={() => void list.reload()}
          columns={chooser.toolbarColumns}
          onColumnsChange={chooser.onColumnsChange}
        />
      </div>
      <Table
        rowKey="jobLogId"
        loading={list.loading}
        data={list.rows}
        columns={chooser.visibleColumns}
        pagination={false}
        rowSelection={{ type: 'checkbox', selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys as number[]) }}
        border={false}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
      <Modal
        title={t('jobLog.detailTitle')}
        visible={detail != null}
        onCancel={() => setDetail(null)}
        footer={null}
        style={{ width: 760 }}
        className="zx-joblog-detail"
      >
        {detail && (
          <Descriptions
            column={2}
            border
            labelStyle={{ width: 120 }}
            data={[
              { label: t('fields.jobLogId'), value: detail.jobLogId },
              { label: t('fields.jobName'), value: detail.jobName },
              { label: t('fields.jobGroup'), value: label('MonitorJobGroup', detail.jobGroup) },
              { label: t('fields.status'), value: label('MonitorRunStatus', detail.status) },
              { label: t('fields.invokeTarget'), value: detail.invokeTarget, span: 2 },
              {
                label: t('fields.triggerType'),
                value: detail.triggerType ? t(`jobLog.trigger.${detail.triggerType}`, { defaultValue: detail.triggerType }) : '-',
              },
              { label: t('fields.fireTime'), value: detail.fireTime ?? '-' },
              { label: t('fields.startTime'), value: detail.startTime ?? '-' },
              { label: t('fields.endTime'), value: detail.endTime ?? '-' },
              { label: t('jobLog.instance'), value: detail.instanceNo ?? '-', span: 2 },
              { label: t('fields.jobMessage'), value: <span data-field="jobMessage">{detail.jobMessage ?? '-'}</span>, span: 2 },
              {
                label: t('fields.exceptionInfo'),
                value: (
                  <pre style={{ margin: 0, whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }}>{detail.exceptionInfo ?? '-'}</pre>
                ),
                span: 2,
              },
            ]}
          />
        )}
      </Modal>
    </div>
  );
}
