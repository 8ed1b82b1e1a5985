import { customFormUploadSeed } from './jobs/custom-form-upload-cleanup.ts';
import { statSeed } from './jobs/stat-cleanup.ts';
import { type MenuSeed, type SeedData, type Texts, texts as T } from '#kernel/server';
import type { OperationsPermission } from '../shared/permissions.ts';
import { adSeed } from './ads.ts';
import { voteSeed } from './vote/jobs.ts';

const button = (parent: string, perms: OperationsPermission, order: number, title: Texts): MenuSeed => ({
  key: `${parent}.${perms.split(':').pop()}`,
  parent,
  type: 'F',
  order,
  perms,
  title,
});

/** The submission desk's buttons (keys `operations.customform.data.<verb>`). */
const dataButtons: MenuSeed[] = (
  [
    ['view', T('查看提交', '查看提交', 'View submissions')],
    ['add', T('新增提交', '新增提交', 'Add submission')],
    ['edit', T('处理提交', '處理提交', 'Handle submissions')],
    ['delete', T('删除提交', '刪除提交', 'Delete submissions')],
    ['export', T('导出提交', '匯出提交', 'Export submissions')],
  ] as const
).map(([verb, title], i) => ({
  key: `operations.customform.data.${verb}`,
  parent: 'operations.customform',
  type: 'F' as const,
  order: 10 + i,
  perms: `cms:customform:data:${verb}` satisfies OperationsPermission,
  title,
}));

/**
 * chestnut-api §2: the directory `operations` 互动运营 (2035) with friend links (2036, buttons 2074–2076) and
 * ads (2038), and the top-level Statistics menu (2080). Components under `operations/` (the kernel's rule).
 */
const menus: MenuSeed[] = [
  {
    key: 'operations.root',
    type: 'M',
    order: 36,
    path: 'operations',
    perms: 'operations:view',
    icon: 'example',
    title: T('互动运营', '互動運營', 'Interactive'),
  },
  // links: 2036
  {
    key: 'operations.link',
    parent: 'operations.root',
    type: 'C',
    order: 1,
    path: 'link',
    component: 'operations/link/linkGroup',
    perms: 'cms:friendlink:view',
    icon: 'link',
    title: T('友链管理', '友鏈管理', 'Friend Link'),
  },
  button('operations.link', 'cms:friendlink:add', 1, T('新增', '新增', 'Add')),
  button('operations.link', 'cms:friendlink:edit', 2, T('修改', '修改', 'Edit')),
  button('operations.link', 'cms:friendlink:delete', 3, T('删除', '刪除', 'Delete')),
  // ads: 2038
  {
    key: 'operations.ad',
    parent: 'operations.root',
    type: 'C',
    order: 2,
    path: 'advertisement',
    component: 'operations/ad/adSpace',
    perms: 'cms:advertisement:view',
    icon: 'button',
    title: T('广告管理', '廣告管理', 'Advertise'),
  },
  button('operations.ad', 'cms:advertisement:add', 1, T('新增', '新增', 'Add')),
  button('operations.ad', 'cms:advertisement:edit', 2, T('修改', '修改', 'Edit')),
  button('operations.ad', 'cms:advertisement:delete', 3, T('删除', '刪除', 'Delete')),
  // custom forms: 430649774219333, and the buttons of the forms and of the submission desk
  {
    key: 'operations.customform',
    parent: 'operations.root',
    type: 'C',
    order: 5,
    path: 'customform',
    component: 'operations/customform/index',
    perms: 'cms:customform:view',
    icon: 'form',
    title: T('自定义表单', '自訂表單', 'Custom Form'),
  },
  button('operations.customform', 'cms:customform:add', 1, T('新增', '新增', 'Add')),
  button('operations.customform', 'cms:customform:edit', 2, T('修改', '修改', 'Edit')),
  button('operations.customform', 'cms:customform:delete', 3, T('删除', '刪除', 'Delete')),
  ...dataButtons,
  // stats: 2080, a top-level C menu
  {
    key: 'operations.stat',
    type: 'C',
    order: 38,
    path: 'statistics',
    component: 'operations/stat/index',
    perms: 'stat:view',
    icon: 'chart',
    title: T('统计分析', '統計分析', 'Statistics'),
  },
  // comments: 2065 (buttons 2069, 2070)
  {
    key: 'operations.comment',
    parent: 'operations.root',
    type: 'C',
    order: 3,
    path: 'comment',
    component: 'operations/comment/commentList',
    perms: 'comment:view',
    icon: 'chat',
    title: T('评论管理', '評論管理', 'Comment'),
  },
  button('operations.comment', 'comment:audit', 1, T('审核', '審核', 'Audit')),
  button('operations.comment', 'comment:delete', 2, T('删除', '刪除', 'Delete')),
  // votes: 2066 (buttons 2071–2073) and the hidden subject page 2067
  {
    key: 'operations.vote',
    parent: 'operations.root',
    type: 'C',
    order: 4,
    path: 'vote',
    component: 'operations/vote/index',
    perms: 'vote:view',
    icon: 'radio',
    title: T('调查投票', '調查投票', 'Vote'),
  },
  button('operations.vote', 'vote:add', 1, T('新增', '新增', 'Add')),
  button('operations.vote', 'vote:edit', 2, T('修改', '修改', 'Edit')),
  button('operations.vote', 'vote:delete', 3, T('删除', '刪除', 'Delete')),
  {
    key: 'operations.vote.subjects',
    parent: 'operations.root',
    type: 'C',
    order: 99,
    path: 'vote/subjects',
    component: 'operations/vote/subjectList',
    perms: 'vote:view',
    icon: 'build',
    visible: false,
    isCache: false,
    title: T('调查投票主题页', '調查投票主題頁', 'Vote Subject'),
  },
];

/** The votes' dictionaries (chestnut-api §6: VoteStatus, VoteSubjectType, VoteViewType). */
const voteDicts: NonNullable<SeedData['dicts']> = [
  {
    type: 'VoteStatus',
    name: T('投票状态', '投票狀態', 'Vote status'),
    values: [
      { value: '0', label: T('正常', '正常', 'Normal'), listClass: 'success', isDefault: true, sort: 1 },
      { value: '1', label: T('停用', '停用', 'Stop'), listClass: 'warning', sort: 2 },
      { value: '2', label: T('关闭', '關閉', 'Close'), listClass: 'info', sort: 3 },
    ],
  },
  {
    type: 'VoteSubjectType',
    name: T('投票主题类型', '投票主題類型', 'Vote subject type'),
    values: [
      { value: 'radio', label: T('单选', '單選', 'Single choice'), isDefault: true, sort: 1 },
      { value: 'checkbox', label: T('多选', '多選', 'Multiple choice'), sort: 2 },
      { value: 'input', label: T('输入', '輸入', 'Text input'), sort: 3 },
    ],
  },
  {
    type: 'VoteViewType',
    name: T('投票结果查看方式', '投票結果查看方式', 'Vote result view'),
    values: [
      { value: '0', label: T('不可查看', '不可查看', 'Invisible'), isDefault: true, sort: 1 },
      { value: '1', label: T('投票后可看', '投票後可看', 'After voting'), sort: 2 },
      { value: '2', label: T('不限制', '不限制', 'Visible'), sort: 3 },
    ],
  },
];

/** Seeds of the operations plugin: its menus; each area adds its dictionaries, configs and jobs in its own block. */
export const operationsSeed: SeedData = {
  menus,
  scheduledJobs: [
    // links: the nightly link check
    { name: T('检查友情链接', '檢查友情鏈接', 'Check friend links'), invokeTarget: 'operations.checkLinks', cron: '0 20 3 * * ?' },
    // ads: the online/offline job
    ...(adSeed.scheduledJobs ?? []),
    // stats: the statistics clean-up job
    ...statSeed.scheduledJobs,
    // votes: the digests of ended votes
    ...voteSeed.scheduledJobs,
    // custom forms: the clean-up of uploads no submission used
    ...customFormUploadSeed.scheduledJobs,
  ],
  // votes: their dictionaries
  dicts: voteDicts,
  // stats: the raw-event retention parameter; custom forms: the age of an unused upload
  configs: [...statSeed.configs, ...customFormUploadSeed.configs],
};
