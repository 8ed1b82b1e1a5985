import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Select, Space, Table, Tooltip, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconList, IconPlayArrow, IconPlus } from '@arco-design/web-react/icon';
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
  useColumnChooser,
  useDict,
  useHasPermi,
  useTableList,
} from '#kernel/client';
import { taskApi, type ScheduledTask, type TaskLog, type TaskQuery } from '../../api/task-api.ts';
import { TaskFormFields } from './TaskFormFields.tsx';
import { TaskLogDialog } from './TaskLogDialog.tsx';
import { triggerText } from './trigger-text.ts';

/** The dialog edits the trigger data flat; the API nests it under `data`. */
interface TaskForm {
  taskId?: number;
  taskType: string;
  taskTrigger: 'Cron' | 'Periodic';
  cron?: string;
  fixedRate?: 'Y' | 'N';
  seconds?: number;
  delaySeconds?: number;
  remark?: string;
}

const toForm = (t: ScheduledTask): TaskForm => ({
  taskId: t.taskId,
  taskType: t.taskType,
  taskTrigger: t.taskTrigger,
  ...t.data,
  remark: t.remark,
});
const toBody = (f: TaskForm): Partial<ScheduledTask> => ({
  taskId: f.taskId,
  taskType: f.taskType,
  taskTrigger: f.taskTrigger,
  data:
    f.taskTrigger === 'Cron' ? { cron: f.cron } : { fixedRate: f.fixedRate ?? 'Y', seconds: f.seconds, delaySeconds: f.delaySeconds ?? 0 },
  remark: f.remark || undefined,
});

/** Monitor → Scheduled tasks (计划任务): trigger, status, next ready time, last result; enable, disable, run once, logs. */
export default function TaskPage() {
  const { t } = useTranslation('monitor');
  const [types, setTypes] = useState<{ value: string; label: string }[]>([]);
  const [latest, setLatest] = useState<Map<number, TaskLog>>(new Map());
  // the newest run per task, to show its result or error beside the task
  const fetchList = useCallback(async (q: TaskQuery & { pageNum: number; pageSize: number }) => {
    const [page, logs] = await Promise.all([taskApi.list(q), taskApi.logs({ pageNum: 1, pageSize: 200 }).catch(() => null)]);
    const m = new Map<number, TaskLog>();
    for (const l of logs?.rows ?? []) if (!m.has(l.taskId)) m.set(l.taskId, l);
    setLatest(m);
    return page;
  }, []);
  const list = useTableList<ScheduledTask, TaskQuery>(fetchList, {});
  const dicts = useDict('MonitorRunStatus');
  const [showSearch, setShowSearch] = useState(true);
  // the last run's times are also in the logs; hidden at first so the row fits without scrolling
  const [editing, setEditing] = useState<Partial<TaskForm> | null>(null);
  const [logsOf, setLogsOf] = useState<ScheduledTask | null>(null);
  const canEdit = useHasPermi('monitor:task:edit');
  const canRemove = useHasPermi('monitor:task:remove');
  const canStatus = useHasPermi('monitor:task:changeStatus');
  const canExec = useHasPermi('monitor:task:exec');

  useEffect(() => {
    taskApi.typeOptions().then(setTypes, () => {});
  }, []);

  const exec = (r: ScheduledTask) =>
    confirmAction(t('task.execConfirm', { name: r.taskTypeName ?? r.taskType }), () => taskApi.exec(r.taskId), t('task.execStarted')).then(
      (done) => {
        if (done) setTimeout(() => void list.reload(), 800);
      },
    );
  const remove = (ids: number[], what?: string) =>
    confirmDelete(() => taskApi.remove(ids), what).then((done) => {
      if (done) void list.reload();
    });

  const columns: (TableColumnProps<ScheduledTask> & { key: string })[] = useMemo(
    () => [
      { key: 'taskId', dataIndex: 'taskId', title: t('fields.taskId'), width: 80 },
      {
        key: 'taskType',
        dataIndex: 'taskTypeName',
        title: t('fields.taskType'),
        width: 160,
        render: (v: string | undefined, r: ScheduledTask) => <span title={r.taskType}>{v ?? r.taskType}</span>,
      },
      {
        key: 'trigger',
        dataIndex: 'taskTrigger',
        title: t('fields.taskTrigger'),
        width: 240,
        render: (_: unknown, r: ScheduledTask) => triggerText(t, r),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 90,
        render: (v: string, r: ScheduledTask) => (
          <StatusSwitch
            status={v}
            name={r.taskTypeName ?? r.taskType}
            disabled={!canStatus}
            onChange={async (next) => {
              await (next === '0' ? taskApi.enable(r.taskId) : taskApi.disable(r.taskId));
              void list.reload();
            }}
          />
        ),
      },
      { key: 'readyTime', dataIndex: 'readyTime', title: t('task.readyTime'), width: 170, render: (v?: string) => v ?? '-' },
      { key: 'startTime', dataIndex: 'startTime', title: t('task.lastRun'), width: 170, render: (v?: string) => v ?? '-' },
      {
        key: 'result',
        title: t('task.result'),
        ellipsis: true,
        render: (_: unknown, r: ScheduledTask) => {
          const l = latest.get(r.taskId);
          if (!l) return '-';
          return (
            <Space size={4}>
              <DictTag options={dicts.MonitorRunStatus} value={l.status} />
              {l.message ? <span style={{ color: 'rgb(var(--danger-6))' }}>{l.message}</span> : <span>{l.result ?? ''}</span>}
            </Space>
          );
        },
      },
      {
        key: 'actions',
        title: t('common.actions'),
        width: 300,
        fixed: 'right' as const,
        render: (_: unknown, r: ScheduledTask) => (
          <Space size={4}>
            {canExec && (
              <Tooltip content={r.status === '0' ? t('task.execOnlyDisabled') : undefined} disabled={r.status !== '0'}>
                <Button
                  type="text"
                  size="mini"
                  icon={<IconPlayArrow />}
                  disabled={r.status === '0'}
                  onClick={() => void exec(r)}
                  data-action="exec"
                >
                  {t('task.exec')}
                </Button>
              </Tooltip>
            )}
            <Button type="text" size="mini" icon={<IconList />} onClick={() => setLogsOf(r)} data-action="logs">
              {t('task.logs')}
            </Button>
            {canEdit && (
              <Button type="text" size="mini" icon={<IconEdit />} onClick={() => setEditing(toForm(r))}>
                {t('common.edit')}
              </Button>
            )}
            {canRemove && (
              <Button
                type="text"
                size="mini"
                status="danger"
                icon={<IconDelete />}
                onClick={() => void remove([r.taskId], r.taskTypeName ?? r.taskType)}
              >
                {t('common.delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, latest, dicts.MonitorRunStatus, canEdit, canRemove, canStatus, canExec],
  );
  const chooser = useColumnChooser(columns, ['startTime']);

  return (
    <div className="zx-page" data-page="monitor/task/index">
      <SearchBar visible={showSearch} onSearch={(v) => list.search(v as TaskQuery)} onReset={list.reset}>
        <Form.Item field="taskType" label={t('fields.taskType')}>
          <Select allowClear placeholder={t('task.typePlaceholder')} style={{ width: 220 }} options={types} />
        </Form.Item>
        <Form.Item field="status" label={t('fields.status')}>
          <Select
            allowClear
            placeholder={t('job.statusPlaceholder')}
            style={{ width: 140 }}
            options={[
              { value: '0', label: t('task.enabled') },
              { value: '1', label: t('task.disabled') },
            ]}
          />
        </Form.Item>
      </SearchBar>
      <div className="zx-table-actions" style={{ display: 'flex', marginBottom: 12, gap: 8 }}>
        <HasPermi value="monitor:task:add">
          <Button
            type="primary"
            icon={<IconPlus />}
            onClick={() => setEditing({ taskTrigger: 'Periodic', fixedRate: 'Y', seconds: 60, delaySeconds: 0 })}
          >
            {t('common.add')}
          </Button>
        </HasPermi>
        <HasPermi value="monitor:task:remove">
          <Button
            status="danger"
            icon={<IconDelete />}
            disabled={list.selectedKeys.length === 0}
            onClick={() => void remove(list.selectedKeys as number[])}
          >
            {t('common.delete')}
          </Button>
        </HasPermi>
        <TableToolbar
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={() => void list.reload()}
          columns={chooser.toolbarColumns}
          onColumnsChange={chooser.onColumnsChange}
        />
      </div>
      <Table
        rowKey="taskId"
        scroll={{ x: 1300 }}
        loading={list.loading}
        data={list.rows}
        columns={chooser.visibleColumns}
        pagination={false}
        rowSelection={{ type: 'checkbox', selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys as number[]) }}
        border={false}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
      <FormDialog<TaskForm>
        title={editing?.taskId ? t('task.editTitle') : t('task.addTitle')}
        visible={editing != null}
        initialValues={editing ?? undefined}
        width={680}
        labelWidth={130}
        onCancel={() => setEditing(null)}
        onSubmit={(v) => (v.taskId ? taskApi.update(toBody(v)) : taskApi.add(toBody(v)))}
        onDone={() => {
          setEditing(null);
          void list.reload();
        }}
      >
        {(form) => <TaskFormFields form={form} types={types} />}
      </FormDialog>
      <TaskLogDialog task={logsOf} onClose={() => setLogsOf(null)} />
    </div>
  );
}
