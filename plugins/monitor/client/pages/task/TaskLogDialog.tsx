import { useEffect } from 'react';
import { Button, Modal, Progress, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { DictTag, HasPermi, Pagination, confirmDelete, useDict, useTableList } from '#kernel/client';
import { taskApi, type ScheduledTask, type TaskLog } from '../../api/task-api.ts';

/** The runs of one scheduled task: trigger, times, percent, status, result and error. */
export function TaskLogDialog({ task, onClose }: { task: ScheduledTask | null; onClose(): void }) {
  const { t } = useTranslation('monitor');
  const dicts = useDict('MonitorRunStatus');
  const list = useTableList<TaskLog, { taskId?: number }>(taskApi.logs, {}, { auto: false, pageSize: 10 });
  useEffect(() => {
    if (task) list.search({ taskId: task.taskId });
  }, [task?.taskId]);

  const columns: TableColumnProps<TaskLog>[] = [
    { dataIndex: 'logId', title: t('task.logId'), width: 80 },
    {
      dataIndex: 'triggerType',
      title: t('fields.triggerType'),
      width: 100,
      render: (v?: string) => (v ? t(`jobLog.trigger.${v}`, { defaultValue: v }) : '-'),
    },
    { dataIndex: 'readyTime', title: t('task.readyTime'), width: 170 },
    { dataIndex: 'startTime', title: t('fields.startTime'), width: 170 },
    { dataIndex: 'endTime', title: t('fields.endTime'), width: 170 },
    { dataIndex: 'percent', title: t('task.percent'), width: 120, render: (v?: number) => <Progress percent={v ?? 0} size="small" /> },
    {
      dataIndex: 'status',
      title: t('fields.status'),
      width: 90,
      render: (v: string) => <DictTag options={dicts.MonitorRunStatus} value={v} />,
    },
    { dataIndex: 'result', title: t('task.result'), width: 160, ellipsis: true, render: (v?: string) => v ?? '-' },
    {
      dataIndex: 'message',
      title: t('task.error'),
      width: 200,
      ellipsis: true,
      render: (v?: string) => (v ? <span style={{ color: 'rgb(var(--danger-6))' }}>{v}</span> : '-'),
    },
  ];

  return (
    <Modal
      title={t('task.logsTitle', { name: task?.taskTypeName ?? task?.taskType ?? '' })}
      visible={task != null}
      onCancel={onClose}
      footer={null}
      style={{ width: 1100 }}
      className="zx-task-logs"
    >
      <div style={{ marginBottom: 8 }}>
        <HasPermi value="monitor:task:remove">
          <Button
            status="danger"
            size="small"
            icon={<IconDelete />}
            disabled={list.selectedKeys.length === 0}
            onClick={() =>
              void confirmDelete(() => taskApi.removeLogs(list.selectedKeys as number[])).then((done) => {
                if (done) void list.reload();
              })
            }
          >
            {t('common.delete')}
          </Button>
        </HasPermi>
      </div>
      <Table
        rowKey="logId"
        size="small"
        loading={list.loading}
        data={list.rows}
        columns={columns}
        pagination={false}
        rowSelection={{ type: 'checkbox', selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys as number[]) }}
        scroll={{ x: 1400, y: 420 }}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
    </Modal>
  );
}
