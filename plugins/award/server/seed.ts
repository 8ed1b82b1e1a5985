import { type MenuSeed, type SeedData, type Texts, texts as T } from '#kernel/server';
import { EXAMINE_ROUTES, FORM_ROUTES } from '../shared/application.ts';
import { AWARD_TYPES } from '../shared/permissions.ts';
import { awardDicts as dicts } from './seed-dicts.ts';

/** The award-type labels (the `award_type` dictionary's), reused by the application menus. */
const TYPE_TITLES = Object.fromEntries(dicts.find((d) => d.type === 'award_type')!.values.map((v) => [v.value, v.label])) as Record<
  string,
  Texts
>;

/** The application lists of SPEC §2 /awardapplication: menu key suffix, route, title. */
const LISTS = [
  ['credit', 'creditregistrationaward', T('信用档案登记', '信用檔案登記', 'Credit file registration')],
  ['structure', 'structureawardlist', T('结构质量评价', '結構質量評價', 'Structure quality evaluation')],
  ['green', 'greenconstructionaward', T('绿色施工评价', '綠色施工評價', 'Green construction evaluation')],
  ['reputation', 'reputationlevelaward', T('信誉等级评价', '信譽等級評價', 'Reputation level rating')],
  ['safety', 'safetyconstructionaward', T('安全文明标准化工地', '安全文明標準化工地', 'Safety and civilised sites')],
  ['excellent', 'excellententerprisesaward', T('优秀企业', '優秀企業', 'Excellent enterprises')],
] as const;

/** Titles earlier seeds gave, replaced where nobody edited them (SPEC §2 names the lists and the 'examine' screens). */
const FORMER_LIST_TITLES: Record<string, Texts[]> = { structure: [T('工程质量评价', '工程質量評價', 'Project quality awards')] };
const formerExamineTitles = (key: string, title: Texts): Texts[] =>
  [title, ...(FORMER_LIST_TITLES[key] ?? [])].map((t) => T(`${t['zh-CN']}初审`, `${t['zh-TW']}初審`, `${t.en}: review`));

/**
 * SPEC §2 award group /awardapplication: a list per application screen (component `award/application/list`, the
 * screen's path says which award types it lists) and a hidden form per award type (`award/application/form`).
 */
const applicationMenus: MenuSeed[] = [
  {
    key: 'award.app',
    type: 'M',
    order: 7,
    path: 'awardapplication',
    icon: 'documentation',
    title: T('评优申报', '評優申報', 'Award applications'),
  },
  ...LISTS.map(
    ([key, path, title], i): MenuSeed => ({
      key: `award.app.${key}`,
      parent: 'award.app',
      type: 'C',
      order: i + 1,
      path,
      component: 'award/application/list',
      perms: 'award:application:list',
      icon: 'award',
      title,
      formerTitles: FORMER_LIST_TITLES[key],
    }),
  ),
  ...AWARD_TYPES.map(
    (type, i): MenuSeed => ({
      key: `award.app.form.${type}`,
      parent: 'award.app',
      type: 'C',
      order: 20 + i,
      path: FORM_ROUTES[type],
      component: 'award/application/form',
      perms: 'award:application:add',
      visible: false,
      // a form opens fresh for each application (never a kept page of another one)
      isCache: false,
      title: TYPE_TITLES[type],
    }),
  ),
  // the review screen of each list (staff only: the applicant role never holds these)
  ...LISTS.map(
    ([key, path, title], i): MenuSeed => ({
      key: `award.app.examine.${key}`,
      parent: 'award.app',
      type: 'C',
      order: 30 + i,
      path: EXAMINE_ROUTES[path],
      component: 'award/application/examine',
      perms: 'award:application:examine',
      visible: false,
      isCache: false,
      title: T(`${title['zh-CN']}审核`, `${title['zh-TW']}審核`, `${title.en}: examine`),
      formerTitles: formerExamineTitles(key, title),
    }),
  ),
  ...(
    [
      ['edit', 'award:application:edit', T('修改申报', '修改申報', 'Edit application')],
      ['submit', 'award:application:submit', T('提交申报', '提交申報', 'Submit application')],
      ['export', 'award:application:export', T('导出申报', '匯出申報', 'Export applications')],
      ['examine', 'award:application:examine', T('初审申报', '初審申報', 'Initial review')],
      ['recommend', 'award:application:recommend', T('推荐申报', '推薦申報', 'Recommend applications')],
      ['assign', 'award:application:assign', T('分配专家', '分配專家', 'Assign experts')],
      ['score', 'award:application:score', T('专家评分', '專家評分', 'Expert scoring')],
      ['decide', 'award:application:decide', T('评审委员会审定', '評審委員會審定', 'Committee decision')],
      ['publish', 'award:application:publish', T('公示与公告', '公示與公告', 'Publicity and announcement')],
      ['revoke', 'award:application:revoke', T('撤销奖项', '撤銷獎項', 'Revoke award')],
    ] as const
  ).map(([key, perms, title], i): MenuSeed => ({ key: `award.app.${key}`, parent: 'award.app', type: 'F', order: 40 + i, perms, title })),
];

/** The config naming the association on printed applications (empty: the localized default name). */
export const ASSOCIATION_NAME_CONFIG = 'AwardAssociationName';

/** Menus (stable keys), dictionaries and configs of the award plugin. */
export const awardSeed: SeedData = {
  menus: [
    { key: 'award.root', type: 'M', order: 6, path: 'award', icon: 'trophy', title: T('评优评奖', '評優評獎', 'Awards') },
    {
      key: 'award.registration',
      parent: 'award.root',
      type: 'C',
      order: 1,
      path: 'registration',
      component: 'award/registration/index',
      perms: 'award:member:review',
      icon: 'user',
      title: T('入会审核', '入會審核', 'Member registrations'),
    },
    {
      key: 'award.enterprise',
      parent: 'award.root',
      type: 'C',
      order: 2,
      path: 'enterprise',
      component: 'award/enterprise/index',
      perms: 'award:enterprise:list',
      icon: 'peoples',
      title: T('申报单位', '申報單位', 'Enterprises'),
    },
    {
      key: 'award.round',
      parent: 'award.root',
      type: 'C',
      order: 3,
      path: 'round',
      component: 'award/round/index',
      perms: 'award:round:list',
      icon: 'form',
      title: T('申报批次', '申報批次', 'Award rounds'),
    },
    {
      key: 'award.round.add',
      parent: 'award.round',
      type: 'F',
      order: 1,
      perms: 'award:round:add',
      title: T('新增批次', '新增批次', 'Add round'),
    },
    {
      key: 'award.round.edit',
      parent: 'award.round',
      type: 'F',
      order: 2,
      perms: 'award:round:edit',
      title: T('修改批次', '修改批次', 'Edit round'),
    },
    {
      key: 'award.round.remove',
      parent: 'award.round',
      type: 'F',
      order: 3,
      perms: 'award:round:remove',
      title: T('删除批次', '刪除批次', 'Delete round'),
    },
    {
      key: 'award.expert',
      parent: 'award.root',
      type: 'C',
      order: 4,
      path: 'expert',
      component: 'award/expert/index',
      perms: 'award:expert:list',
      icon: 'people',
      title: T('评审专家库', '評審專家庫', 'Expert pool'),
    },
    ...(
      [
        ['add', T('新增专家', '新增專家', 'Add expert')],
        ['edit', T('修改专家', '修改專家', 'Edit expert')],
        ['remove', T('删除专家', '刪除專家', 'Delete expert')],
      ] as const
    ).map(
      ([action, title], i): MenuSeed => ({
        key: `award.expert.${action}`,
        parent: 'award.expert',
        type: 'F',
        order: i + 1,
        perms: `award:expert:${action}`,
        title,
      }),
    ),
    {
      key: 'award.myreview',
      parent: 'award.root',
      type: 'C',
      order: 5,
      path: 'myreview',
      component: 'award/score/mine',
      perms: 'award:application:score',
      icon: 'edit',
      title: T('我的评审', '我的評審', 'My reviews'),
    },
    {
      key: 'award.mine',
      parent: 'award.root',
      type: 'C',
      order: 10,
      path: 'mine',
      component: 'award/enterprise/mine',
      perms: 'award:enterprise:mine',
      icon: 'build',
      title: T('本单位信息', '本單位資訊', 'My enterprise'),
    },
    ...applicationMenus,
  ],
  dicts,
  configs: [
    // the header of printed applications; empty: the localized default name (award:print.association)
    {
      key: ASSOCIATION_NAME_CONFIG,
      value: '',
      name: T('协会名称（申报表打印抬头）', '協會名稱（申報表列印抬頭）', 'Association name (header of printed applications)'),
    },
    {
      key: 'award.publicityCatalogId',
      value: '',
      name: T('公示公告发布栏目ID', '公示公告發布欄目ID', 'CMS catalog id of publicity notices'),
      remark: 'CMS catalog id for award publicity and announcement notices; blank: the association site’s notice catalog',
    },
  ],
  scheduledJobs: [
    {
      name: T('清理未使用的注册附件', '清理未使用的註冊附件', 'Purge unclaimed registration uploads'),
      invokeTarget: 'award.purgeUploads',
      cron: '0 30 3 * * ?',
    },
    {
      name: T('撤回逾期未重新提交的退回申报', '撤回逾期未重新提交的退回申報', 'Withdraw returned applications past their deadline'),
      invokeTarget: 'award.withdrawOverdueReturns',
      cron: '0 5 * * * ?',
    },
    {
      name: T('已通过的奖项到期失效', '已通過的獎項到期失效', 'Expire approved awards past their validity'),
      invokeTarget: 'award.expire',
      cron: '0 10 0 * * ?',
    },
    {
      name: T('结束到期的公示', '結束到期的公示', 'End publicities past their window'),
      invokeTarget: 'award.endPublicity',
      cron: '0 1 * * * ?',
    },
  ],
};

/** Application buttons only the association's staff hold. */
const STAFF_ONLY_KEYS = ['export', 'examine', 'recommend', 'assign', 'score', 'decide', 'publish', 'revoke'].map((k) => `award.app.${k}`);

/** The menus the `applicant` role holds (awards.md §6.1): only the award screens an enterprise uses. */
export const APPLICANT_MENU_KEYS = [
  'award.root',
  'award.mine',
  ...applicationMenus.map((m) => m.key).filter((k) => !STAFF_ONLY_KEYS.includes(k) && !k.startsWith('award.app.examine.')),
];
