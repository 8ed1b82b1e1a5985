import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Select, Space, Tooltip } from '@arco-design/web-react';
import { IconList, IconPlayArrow } from '@arco-design/web-react/icon';
import {
  CrudDialog,
  CrudPage,
  DictTag,
  StatusSwitch,
  confirmAction,
  useDict,
  useEditDialog,
  useHasPermi,
  useTableList,
  type CrudColumn,
} from '#kernel/client';
import { taskApi, taskObject, type ScheduledTask, type TaskAdd, type TaskLog, type TaskQuery } from '../../api/task-api.ts';
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
const toBody = (f: TaskForm): TaskAdd => ({
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
  // the last run's times are also in the logs; hidden at first so the row fits without scrolling
  const dialog = useEditDialog<TaskForm>();
  const [logsOf, setLogsOf] = useState<ScheduledTask | null>(null);
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

  const columns = useMemo<CrudColumn<ScheduledTask>[]>(
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
    ],
    [t, latest, dicts.MonitorRunStatus, canStatus],
  );
  return (
    <CrudPage<ScheduledTask, TaskQuery>
      page="monitor/task/index"
      object={taskObject}
      list={list}
      columns={columns}
      // the last run's times are also in the logs; hidden at first so the row fits without scrolling
      hiddenColumns={['startTime']}
      onAdd={() => dialog.openAdd({ taskTrigger: 'Periodic', fixedRate: 'Y', seconds: 60, delaySeconds: 0 })}
      onEdit={(r) => void dialog.openEdit(toForm(r))}
      tableProps={{ scroll: { x: 1300 } }}
      actionsWidth={300}
      actionsFixed
      rowActions={(r) => (
        <>
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
        </>
      )}
      search={
        <>
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
        </>
      }
    >
      <CrudDialog<TaskForm>
        dialog={dialog}
        idKey="taskId"
        titles={[t('task.addTitle'), t('task.editTitle')]}
        width={680}
        labelWidth={130}
        submit={(v) => (v.taskId ? taskApi.update({ ...toBody(v), taskId: v.taskId }) : taskApi.add(toBody(v)))}
        onSaved={() => void list.reload()}
      >
        {(form) => <TaskFormFields form={form} types={types} />}
      </CrudDialog>
      <TaskLogDialog task={logsOf} onClose={() => setLogsOf(null)} />
    </CrudPage>
  );
}
