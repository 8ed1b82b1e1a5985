import { type MenuSeed, type SeedData, type Texts, texts as T } from '#kernel/server';
import type { MonitorPermission } from '../shared/permissions.ts';

/** A page menu of the Monitor directory with its button rows. */
function page(
  key: string,
  order: number,
  path: string,
  component: string,
  perms: MonitorPermission,
  icon: string,
  title: Texts,
  buttons: [MonitorPermission, Texts][] = [],
  visible = true,
): MenuSeed[] {
  const rows: MenuSeed[] = [{ key, parent: 'monitor.root', type: 'C', order, path, component, perms, icon, title, visible }];
  buttons.forEach(([p, t], i) => rows.push({ key: `${key}.${p.split(':')[2]}`, parent: key, type: 'F', order: i + 1, perms: p, title: t }));
  return rows;
}

const QUERY = T('查询', '查詢', 'Query');
const ADD = T('新增', '新增', 'Add');
const EDIT = T('修改', '修改', 'Edit');
const REMOVE = T('删除', '刪除', 'Delete');
const STATUS = T('状态修改', '狀態修改', 'Change status');
const EXPORT = T('导出', '匯出', 'Export');

const menus: MenuSeed[] = [
  { key: 'monitor.root', type: 'M', order: 50, path: 'monitor', icon: 'monitor', title: T('系统监控', '系統監控', 'Monitor') },
  ...page(
    'monitor.online',
    1,
    'online',
    'monitor/online/index',
    'monitor:online:view',
    'online',
    T('在线用户', '線上使用者', 'Online users'),
    [
      ['monitor:online:query', QUERY],
      ['monitor:online:batchLogout', T('批量强退', '批次強制登出', 'Batch logout')],
      ['monitor:online:forceLogout', T('单条强退', '強制登出', 'Force logout')],
    ],
  ),
  ...page('monitor.job', 2, 'job', 'monitor/job/index', 'monitor:job:view', 'job', T('定时任务', '定時任務', 'Scheduled jobs'), [
    ['monitor:job:query', QUERY],
    ['monitor:job:add', ADD],
    ['monitor:job:edit', EDIT],
    ['monitor:job:remove', REMOVE],
    ['monitor:job:changeStatus', STATUS],
    ['monitor:job:export', EXPORT],
  ]),
  ...page('monitor.jobLog', 3, 'job-log', 'monitor/job/log', 'monitor:job:view', 'log', T('调度日志', '排程日誌', 'Job logs'), [], false),
  ...page('monitor.task', 4, 'task', 'monitor/task/index', 'monitor:task:view', 'job', T('计划任务', '排程任務', 'Scheduled tasks'), [
    ['monitor:task:add', ADD],
    ['monitor:task:edit', EDIT],
    ['monitor:task:remove', REMOVE],
    ['monitor:task:changeStatus', STATUS],
    ['monitor:task:exec', T('执行一次', '執行一次', 'Run once')],
  ]),
  ...page('monitor.async', 5, 'async', 'monitor/async/index', 'monitor:async:view', 'list', T('异步任务', '非同步任務', 'Async tasks'), [
    ['monitor:async:stop', T('停止', '停止', 'Stop')],
    ['monitor:async:remove', REMOVE],
    ['monitor:async:demo', T('演示任务', '示範任務', 'Demo task')],
  ]),
  ...page('monitor.server', 6, 'server', 'monitor/server/index', 'monitor:server:view', 'server', T('服务监控', '服務監控', 'Server')),
  ...page('monitor.cache', 7, 'cache', 'monitor/cache/index', 'monitor:cache:view', 'redis', T('缓存监控', '快取監控', 'Cache'), [
    ['monitor:cache:clear', T('清理缓存', '清除快取', 'Clear cache')],
  ]),
  ...page(
    'monitor.cacheList',
    8,
    'cacheList',
    'monitor/cache/list',
    'monitor:cache:view',
    'redis-list',
    T('缓存列表', '快取列表', 'Cache list'),
  ),
  ...page('monitor.db', 9, 'db', 'monitor/db/index', 'monitor:db:view', 'druid', T('数据监控', '資料庫監控', 'Database')),
  // v1.4.3 System Logs (menu 2043): lists the log screens, which open at /monitor/logs/{logininfo,operation}
  ...page('monitor.logs', 10, 'logs', 'monitor/logs/index', 'monitor:logs:view', 'log', T('系统日志', '系統日誌', 'System logs')),
];

const v = (value: string, zh: string, tw: string, en: string, listClass?: string) => ({ value, label: T(zh, tw, en), listClass });

/** Menus and dictionaries of the monitor plugin. */
export const monitorSeed: SeedData = {
  menus,
  dicts: [
    {
      type: 'MonitorJobGroup',
      name: T('任务分组', '任務分組', 'Job group'),
      values: [v('DEFAULT', '默认', '預設', 'Default'), v('SYSTEM', '系统', '系統', 'System')],
    },
    {
      // the name a v1.4.3 console's job screens read for the group select and tags
      type: 'SysJobGroup',
      name: T('任务分组', '任務分組', 'Job group'),
      values: [v('DEFAULT', '默认', '預設', 'Default'), v('SYSTEM', '系统', '系統', 'System')],
    },
    {
      type: 'MonitorJobStatus',
      name: T('任务状态', '任務狀態', 'Job status'),
      values: [v('0', '正常', '正常', 'Normal', 'success'), v('1', '暂停', '暫停', 'Paused', 'warning')],
    },
    {
      type: 'MonitorJobMisfire',
      name: T('计划执行错误策略', '錯過執行策略', 'Misfire policy'),
      values: [
        v('0', '默认（执行一次）', '預設（執行一次）', 'Default (fire once)'),
        v('1', '立即执行（补齐错过的每一次）', '立即執行（補齊錯過的每一次）', 'Fire now (every missed run)'),
        v('2', '执行一次', '執行一次', 'Fire once'),
        v('3', '放弃执行', '放棄執行', 'Do nothing'),
      ],
    },
    {
      type: 'MonitorJobConcurrent',
      name: T('是否并发', '是否並行', 'Concurrent'),
      values: [v('0', '允许', '允許', 'Allow', 'success'), v('1', '禁止', '禁止', 'Forbid', 'danger')],
    },
    {
      type: 'MonitorRunStatus',
      name: T('执行状态', '執行狀態', 'Run status'),
      values: [
        v('0', '成功', '成功', 'Success', 'success'),
        v('1', '失败', '失敗', 'Failed', 'danger'),
        v('2', '运行中', '執行中', 'Running', 'primary'),
        v('3', '已中断', '已中斷', 'Interrupted', 'warning'),
        v('4', '已跳过', '已跳過', 'Skipped', 'info'),
      ],
    },
    {
      type: 'MonitorTaskTrigger',
      name: T('任务触发方式', '任務觸發方式', 'Task trigger'),
      values: [v('Cron', 'Cron 表达式', 'Cron 表達式', 'Cron'), v('Periodic', '周期执行', '週期執行', 'Periodic')],
    },
    {
      type: 'AsyncTaskStatus',
      name: T('异步任务状态', '非同步任務狀態', 'Async task status'),
      values: [
        v('READY', '就绪', '就緒', 'Ready', 'info'),
        v('RUNNING', '运行中', '執行中', 'Running', 'primary'),
        v('SUCCESS', '成功', '成功', 'Success', 'success'),
        v('FAILED', '失败', '失敗', 'Failed', 'danger'),
        v('INTERRUPTED', '已中断', '已中斷', 'Interrupted', 'warning'),
      ],
    },
  ],
};
