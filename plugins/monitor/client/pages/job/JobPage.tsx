import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Dropdown, Form, Input, Menu, Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconDownload, IconEdit, IconList, IconMore, IconPlus } from '@arco-design/web-react/icon';
import {
  DictTag,
  FormDialog,
  HasPermi,
  Pagination,
  SearchBar,
  StatusSwitch,
  TableToolbar,
  confirmAction,
  confirmDelete,
  download,
  useColumnChooser,
  useDict,
  useHasPermi,
  useTableList,
} from '#kernel/client';
import { jobApi, type Job, type JobHandlerInfo, type JobQuery } from '../../api/job-api.ts';
import { JobFormFields } from './JobFormFields.tsx';
import { JobDetail } from './JobDetail.tsx';

const NEW_JOB: Partial<Job> = { jobGroup: 'DEFAULT', misfirePolicy: '0', concurrent: '1', status: '1' };

/** Monitor → Scheduled jobs (定时任务): search, status switch, add/edit with cron preview, run once, detail, logs. */
export default function JobPage() {
  const { t } = useTranslation('monitor');
  const navigate = useNavigate();
  const list = useTableList<Job, JobQuery>(jobApi.list, {});
  const dicts = useDict('MonitorJobGroup', 'MonitorJobStatus', 'MonitorJobMisfire', 'MonitorJobConcurrent');
  const [handlers, setHandlers] = useState<JobHandlerInfo[]>([]);
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<Partial<Job> | null>(null);
  const [detail, setDetail] = useState<Job | null>(null);
  const canEdit = useHasPermi('monitor:job:edit');
  const canRemove = useHasPermi('monitor:job:remove');
  const canStatus = useHasPermi('monitor:job:changeStatus');
  const canQuery = useHasPermi('monitor:job:query');

  useEffect(() => {
    jobApi.handlers().then(setHandlers, () => {});
  }, []);

  const openEdit = async (id: number) => setEditing(await jobApi.get(id));
  const remove = (ids: number[], what?: string) =>
    confirmDelete(() => jobApi.remove(ids), what).then((done) => {
      if (done) void list.reload();
    });
  const runOnce = (r: Job) =>
    confirmAction(t('job.runConfirm', { name: r.jobName }), () => jobApi.run(r.jobId), t('job.runStarted')).then((done) => {
      if (done) void list.reload();
    });
  const openLogs = (r?: Job) =>
    navigate(r ? `/monitor/job-log?jobId=${r.jobId}&jobName=${encodeURIComponent(r.jobName)}` : '/monitor/job-log');

  const columns: (TableColumnProps<Job> & { key: string })[] = useMemo(
    () => [
      { key: 'jobId', dataIndex: 'jobId', title: t('fields.jobId'), width: 90 },
      { key: 'jobName', dataIndex: 'jobName', title: t('fields.jobName'), ellipsis: true },
      {
        key: 'jobGroup',
        dataIndex: 'jobGroup',
        title: t('fields.jobGroup'),
        width: 110,
        render: (v: string) => <DictTag options={dicts.MonitorJobGroup} value={v} />,
      },
      { key: 'invokeTarget', dataIndex: 'invokeTarget', title: t('fields.invokeTarget'), ellipsis: true },
      { key: 'cronExpression', dataIndex: 'cronExpression', title: t('fields.cronExpression'), width: 170 },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 90,
        render: (v: string, r: Job) => (
          <StatusSwitch
            status={v}
            name={r.jobName}
            disabled={!canStatus}
            onChange={async (next) => {
              await jobApi.changeStatus(r.jobId, next);
              void list.reload();
            }}
          />
        ),
      },
      {
        key: 'actions',
        title: t('common.actions'),
        width: 220,
        render: (_: unknown, r: Job) => (
          <Space size={4}>
            {canEdit && (
              <Button type="text" size="mini" icon={<IconEdit />} onClick={() => void openEdit(r.jobId)}>
                {t('common.edit')}
              </Button>
            )}
            {canRemove && (
              <Button type="text" size="mini" status="danger" icon={<IconDelete />} onClick={() => void remove([r.jobId], r.jobName)}>
                {t('common.delete')}
              </Button>
            )}
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
          </Space>
        ),
      },
    ],
    [t, dicts.MonitorJobGroup, canEdit, canRemove, canStatus, canQuery],
  );
  const chooser = useColumnChooser(columns);

  return (
    <div className="zx-page" data-page="monitor/job/index">
      <SearchBar visible={showSearch} onSearch={(v) => list.search(v as JobQuery)} onReset={list.reset}>
        <Form.Item field="jobName" label={t('fields.jobName')}>
          <Input allowClear placeholder={t('job.namePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item field="jobGroup" label={t('fields.jobGroup')}>
          <Select
            allowClear
            placeholder={t('job.groupPlaceholder')}
            style={{ width: 150 }}
            options={dicts.MonitorJobGroup?.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
        <Form.Item field="status" label={t('fields.status')}>
          <Select
            allowClear
            placeholder={t('job.statusPlaceholder')}
            style={{ width: 140 }}
            options={dicts.MonitorJobStatus?.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="monitor:job:add">
          <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({ ...NEW_JOB })}>
            {t('common.add')}
          </Button>
        </HasPermi>
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
        <HasPermi value="monitor:job:export">
          <Button
            status="warning"
            icon={<IconDownload />}
            onClick={() => void download('/monitor/job/export', list.query as Record<string, unknown>, `${t('job.exportFile')}.xlsx`)}
          >
            {t('common.export')}
          </Button>
        </HasPermi>
        <Button icon={<IconList />} data-action="logs" onClick={() => openLogs()}>
          {t('job.logs')}
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
        rowKey="jobId"
        loading={list.loading}
        data={list.rows}
        columns={chooser.visibleColumns}
        pagination={false}
        rowSelection={{ type: 'checkbox', selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys as number[]) }}
        border={false}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
      <FormDialog<Job>
        title={editing?.jobId ? t('job.editTitle') : t('job.addTitle')}
        visible={editing != null}
        initialValues={editing ?? undefined}
        width={720}
        labelWidth={120}
        onCancel={() => setEditing(null)}
        onSubmit={async (v) => {
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
            version: editing?.version,
          };
          if (v.jobId) await jobApi.update(body);
          else await jobApi.add(body);
        }}
        onDone={() => {
          setEditing(null);
          void list.reload();
        }}
      >
        {(form) => <JobFormFields form={form} handlers={handlers} dicts={dicts} />}
      </FormDialog>
      <JobDetail job={detail} dicts={dicts} onClose={() => setDetail(null)} />
    </div>
  );
}
