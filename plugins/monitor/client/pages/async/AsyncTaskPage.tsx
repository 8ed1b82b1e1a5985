import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Form, Progress, Select } from '@arco-design/web-react';
import { IconDelete, IconPlayArrow, IconPause } from '@arco-design/web-react/icon';
import {
  AsyncTaskProgress,
  CrudPage,
  HasPermi,
  confirmAction,
  confirmDelete,
  isFinishedStatus,
  useDict,
  useHasPermi,
  useTableList,
  type AsyncTask,
  type CrudColumn,
  dictColumn,
  SearchInput,
} from '#kernel/client';
import { asyncApi, asyncTaskObject, type AsyncTaskQuery } from '../../api/async-api.ts';

/** How often the list refreshes while some task is still running (ms). */
const LIVE_REFRESH_MS = 1000;

/** Monitor → Async tasks (异步任务): every long-running task with its progress; stop interruptible ones, remove finished ones. */
export default function AsyncTaskPage() {
  const { t } = useTranslation('monitor');
  const list = useTableList(asyncTaskObject, {});
  const dicts = useDict('AsyncTaskStatus');
  const [demoId, setDemoId] = useState<string | null>(null);
  const canStop = useHasPermi('monitor:async:stop');
  const canRemove = useHasPermi('monitor:async:remove');
  const live = list.rows.some((r) => !isFinishedStatus(r.status));

  // refresh quietly while anything runs, so percent and status move without a click
  useEffect(() => {
    if (!live) return;
    const timer = setTimeout(() => void list.reload(), LIVE_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [live, list.rows]);

  const stop = (ids: string[]) =>
    confirmAction(t('async.stopConfirm', { count: ids.length }), () => asyncApi.stop(ids)).then((done) => {
      if (done) void list.reload();
    });
  const remove = (ids: string[]) =>
    confirmDelete(() => asyncApi.remove(ids)).then((done) => {
      if (done) void list.reload();
    });
  const startDemo = async () => {
    const { taskId } = await asyncApi.startDemo();
    setDemoId(taskId);
    void list.reload();
  };

  const columns = useMemo<CrudColumn<AsyncTask>[]>(
    () => [
      { key: 'type', dataIndex: 'type', title: t('fields.type'), width: 120 },
      {
        key: 'taskId',
        dataIndex: 'taskId',
        title: t('fields.id'),
        width: 220,
        ellipsis: true,
        render: (v: string) => <span title={v}>{v}</span>,
      },
      dictColumn('status', t('fields.status'), dicts.AsyncTaskStatus, 100),
      {
        key: 'percent',
        dataIndex: 'percent',
        title: t('async.percent'),
        width: 170,
        render: (v: number, r: AsyncTask) => (
          <Progress
            percent={r.status === 'FAILED' ? 100 : v}
            size="small"
            status={
              r.status === 'FAILED' ? 'error' : r.status === 'SUCCESS' ? 'success' : r.status === 'INTERRUPTED' ? 'warning' : 'normal'
            }
          />
        ),
      },
      {
        key: 'message',
        dataIndex: 'progressMessage',
        title: t('async.message'),
        width: 200,
        ellipsis: true,
        render: (v: string | undefined, r: AsyncTask) =>
          r.errMessages?.length ? (
            <span style={{ color: 'rgb(var(--danger-6))' }}>{r.errMessages.join('; ')}</span>
          ) : (
            (v ?? r.result ?? '-')
          ),
      },
      { key: 'readyTime', dataIndex: 'readyTime', title: t('async.readyTime'), width: 170 },
      { key: 'startTime', dataIndex: 'startTime', title: t('fields.startTime'), width: 170, render: (v?: string) => v ?? '-' },
      { key: 'endTime', dataIndex: 'endTime', title: t('fields.endTime'), width: 170, render: (v?: string) => v ?? '-' },
    ],
    [t, dicts.AsyncTaskStatus],
  );
  const selected = list.rows.filter((r) => list.selectedKeys.includes(r.taskId));

  return (
    <CrudPage<AsyncTask, AsyncTaskQuery>
      page="monitor/async/index"
      object={asyncTaskObject}
      list={list}
      columns={columns}
      // a quiet refresh while tasks run: no loading veil every second
      tableProps={{ scroll: { x: 1400 }, loading: list.loading && !live }}
      actionsWidth={110}
      actionsFixed
      rowActions={(r) => (
        <>
          {canStop && r.interruptible && !isFinishedStatus(r.status) && (
            <Button type="text" size="mini" status="warning" icon={<IconPause />} onClick={() => void stop([r.taskId])} data-action="stop">
              {t('async.stop')}
            </Button>
          )}
          {canRemove && isFinishedStatus(r.status) && (
            <Button
              type="text"
              size="mini"
              status="danger"
              icon={<IconDelete />}
              onClick={() => void remove([r.taskId])}
              data-action="remove"
            >
              {t('common.delete')}
            </Button>
          )}
        </>
      )}
      header={
        <>
          {demoId && (
            <Card
              size="small"
              title={t('async.demoTitle')}
              style={{ marginBottom: 12 }}
              className="zx-async-demo"
              extra={
                <Button size="mini" type="text" onClick={() => setDemoId(null)}>
                  {t('async.hide')}
                </Button>
              }
            >
              <AsyncTaskProgress taskId={demoId} title={t('async.demoName')} onFinish={() => void list.reload()} />
            </Card>
          )}
        </>
      }
      toolbar={
        <>
          <HasPermi value="monitor:async:demo">
            <Button type="primary" icon={<IconPlayArrow />} onClick={() => void startDemo()} data-action="demo">
              {t('async.startDemo')}
            </Button>
          </HasPermi>
          <HasPermi value="monitor:async:stop">
            <Button
              status="warning"
              icon={<IconPause />}
              disabled={!selected.length || selected.some((r) => !r.interruptible || isFinishedStatus(r.status))}
              onClick={() => void stop(selected.map((r) => r.taskId))}
            >
              {t('async.stop')}
            </Button>
          </HasPermi>
          <HasPermi value="monitor:async:remove">
            <Button
              status="danger"
              icon={<IconDelete />}
              disabled={!selected.length || selected.some((r) => !isFinishedStatus(r.status))}
              onClick={() => void remove(selected.map((r) => r.taskId))}
            >
              {t('common.delete')}
            </Button>
          </HasPermi>
        </>
      }
      search={
        <>
          <SearchInput field="type" label={t('fields.type')} placeholder={t('async.typePlaceholder')} />
          <SearchInput field="id" label={t('fields.id')} placeholder={t('async.idPlaceholder')} width={200} />
          <Form.Item field="status" label={t('fields.status')}>
            <Select
              allowClear
              placeholder={t('job.statusPlaceholder')}
              style={{ width: 140 }}
              options={dicts.AsyncTaskStatus?.map((d) => ({ label: d.label, value: d.value }))}
            />
          </Form.Item>
        </>
      }
    />
  );
}
