import type { MenuSeed, SeedData, Texts } from '#kernel/server';
import { EXAMINE_ROUTES, FORM_ROUTES } from '../shared/application.ts';
import { AWARD_TYPES } from '../shared/permissions.ts';

const T = (zhCN: string, zhTW: string, en: string): Texts => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });
type V = [value: string, zhCN: string, zhTW: string, en: string, listClass?: string];
const dict = (type: string, name: Texts, values: V[], defaultValue?: string) => ({
  type,
  name,
  values: values.map(([value, a, b, c, listClass], i) => ({
    value,
    label: T(a, b, c),
    sort: i + 1,
    ...(listClass ? { listClass } : {}),
    ...(value === defaultValue ? { isDefault: true } : {}),
  })),
});

/** The dictionaries of awards.md §4 (plus the registration's and the rounds'), labelled in three languages. */
const dicts = [
  dict('award_type', T('申报类型', '申報類型', 'Award type'), [
    ['creditregistrationaward', '信用档案登记', '信用檔案登記', 'Credit file registration'],
    ['structureaward', '结构优质工程评价', '結構優質工程評價', 'Structure quality evaluation'],
    ['constructQualityAward', '建设工程质量奖', '建設工程質量獎', 'Construction quality award'],
    ['decorationQualityAward', '装饰工程质量奖', '裝飾工程質量獎', 'Decoration quality award'],
    ['cityQualityAward', '市政工程质量奖', '市政工程質量獎', 'Municipal engineering quality award'],
    ['greenconstructionaward', '绿色施工评价', '綠色施工評價', 'Green construction evaluation'],
    ['reputationlevelaward', '信誉等级评价', '信譽等級評價', 'Reputation level rating'],
    ['safetyconstructionaward', '安全文明标准化工地评价', '安全文明標準化工地評價', 'Safety and civilised site evaluation'],
    ['excellententerprisesaward', '优秀企业', '優秀企業', 'Excellent enterprises'],
  ]),
  dict('award_status', T('申报状态', '申報狀態', 'Application status'), [
    ['DRAFT', '草稿', '草稿', 'Draft', 'info'],
    ['SUBMITTED', '已提交（待初审）', '已提交（待初審）', 'Submitted', 'primary'],
    ['RECOMMENDED', '已推荐', '已推薦', 'Recommended', 'primary'],
    ['RETURNED', '退回修改', '退回修改', 'Returned for revision', 'warning'],
    ['PRELIM_PASSED', '初审通过（待评审）', '初審通過（待評審）', 'Passed initial review', 'primary'],
    ['UNDER_REVIEW', '专家评审中', '專家評審中', 'Under expert review', 'primary'],
    ['REVIEWED', '评审完成（待审定）', '評審完成（待審定）', 'Reviewed', 'primary'],
    ['PUBLICITY', '公示中', '公示中', 'In publicity', 'warning'],
    ['OBJECTION', '异议处理中', '異議處理中', 'Objection under investigation', 'danger'],
    ['APPROVED', '已通过', '已通過', 'Approved', 'success'],
    ['NOT_APPROVED', '未通过', '未通過', 'Not approved', 'danger'],
    ['WITHDRAWN', '已撤回', '已撤回', 'Withdrawn', 'info'],
    ['REVOKED', '已撤销', '已撤銷', 'Revoked', 'danger'],
    ['EXPIRED', '已过期', '已過期', 'Expired', 'info'],
    ['AWAITING_PAYMENT', '审核通过待缴费', '審核通過待繳費', 'Approved, fee unpaid', 'warning'],
  ]),
  dict('award_level', T('奖项等级', '獎項等級', 'Award level'), [
    ['special', '特等奖', '特等獎', 'Special prize'],
    ['first', '一等奖', '一等獎', 'First prize'],
    ['second', '二等奖', '二等獎', 'Second prize'],
    ['third', '三等奖', '三等獎', 'Third prize'],
    ['excellent', '优良', '優良', 'Excellent'],
    ['qualified', '合格', '合格', 'Qualified'],
  ]),
  dict('member_reg_status', T('入会申请状态', '入會申請狀態', 'Registration status'), [
    ['pending', '待审核', '待審核', 'Pending', 'primary'],
    ['passed', '已通过', '已通過', 'Passed', 'success'],
    ['returned', '退回补正', '退回補正', 'Returned', 'warning'],
    ['rejected', '不予入会', '不予入會', 'Rejected', 'danger'],
  ]),
  dict('award_round_state', T('批次状态', '批次狀態', 'Round state'), [
    ['pending', '未开始', '未開始', 'Not open yet', 'info'],
    ['open', '申报中', '申報中', 'Open', 'success'],
    ['closed', '已截止', '已截止', 'Closed', 'warning'],
  ]),
  dict('enterprise_type', T('企业类型', '企業類型', 'Company type'), [
    ['llc', '有限责任公司', '有限責任公司', 'Limited liability company'],
    ['joint_stock', '股份有限公司', '股份有限公司', 'Joint-stock company'],
    ['state_owned', '国有企业', '國有企業', 'State-owned enterprise'],
    ['collective', '集体企业', '集體企業', 'Collective enterprise'],
    ['private', '私营企业', '私營企業', 'Private enterprise'],
    ['partnership', '合伙企业', '合夥企業', 'Partnership'],
    ['foreign', '外商投资企业', '外商投資企業', 'Foreign-invested enterprise'],
    ['other', '其他', '其他', 'Other'],
  ]),
  dict('ownership_type', T('企业性质', '企業性質', 'Ownership'), [
    ['state', '国有', '國有', 'State-owned'],
    ['private', '民营', '民營', 'Private'],
    ['mixed', '混合所有制', '混合所有制', 'Mixed ownership'],
    ['foreign', '外资', '外資', 'Foreign'],
    ['other', '其他', '其他', 'Other'],
  ]),
  dict('member_category', T('单位类别', '單位類別', 'Member category'), [
    ['general_contractor', '施工总承包', '施工總承包', 'General contractor'],
    ['specialty_contractor', '专业承包', '專業承包', 'Specialty contractor'],
    ['labour', '劳务（专业作业）', '勞務（專業作業）', 'Labour subcontractor'],
    ['survey_design', '勘察设计', '勘察設計', 'Survey and design'],
    ['supervision', '工程监理', '工程監理', 'Construction supervision'],
    ['cost_consulting', '造价咨询', '造價諮詢', 'Cost consulting'],
    ['materials', '建材生产销售', '建材生產銷售', 'Building materials'],
    ['public_institution', '事业单位', '事業單位', 'Public institution'],
    ['society', '社会团体', '社會團體', 'Social organisation'],
    ['other', '其他', '其他', 'Other'],
  ]),
  dict(
    'member_level',
    T('会员级别', '會員級別', 'Member level'),
    [
      ['member', '会员单位', '會員單位', 'Member'],
      ['council', '理事单位', '理事單位', 'Council member'],
      ['standing_council', '常务理事单位', '常務理事單位', 'Standing council member'],
      ['vice_president', '副会长单位', '副會長單位', 'Vice-president member'],
      ['president', '会长单位', '會長單位', 'President member'],
    ],
    'member',
  ),
  dict('project_category', T('工程类别', '工程類別', 'Project category'), [
    ['building', '房屋建筑工程', '房屋建築工程', 'Building works'],
    ['municipal', '市政公用工程', '市政公用工程', 'Municipal works'],
    ['industrial', '工业建筑工程', '工業建築工程', 'Industrial works'],
    ['highway', '公路工程', '公路工程', 'Highway works'],
    ['water', '水利水电工程', '水利水電工程', 'Water and hydropower works'],
    ['decoration', '装饰装修工程', '裝飾裝修工程', 'Decoration works'],
    ['other', '其他', '其他', 'Other'],
  ]),
  dict('municipal_category', T('市政工程类别', '市政工程類別', 'Municipal category'), [
    ['road', '城市道路', '城市道路', 'Urban road'],
    ['bridge', '桥梁', '橋樑', 'Bridge'],
    ['tunnel', '隧道', '隧道', 'Tunnel'],
    ['utility_tunnel', '综合管廊', '綜合管廊', 'Utility tunnel'],
    ['water_supply', '给水', '給水', 'Water supply'],
    ['drainage', '排水', '排水', 'Drainage'],
    ['sewage_plant', '污水处理厂', '污水處理廠', 'Sewage plant'],
    ['water_plant', '水厂', '水廠', 'Water plant'],
    ['gas', '燃气', '燃氣', 'Gas'],
    ['heating', '热力', '熱力', 'Heating'],
    ['rail', '轨道交通', '軌道交通', 'Rail transit'],
    ['square', '广场', '廣場', 'Square'],
    ['landscape', '园林绿化', '園林綠化', 'Landscaping'],
    ['lighting', '照明', '照明', 'Lighting'],
  ]),
  dict('structure_type', T('结构类型', '結構類型', 'Structure type'), [
    ['frame', '框架', '框架', 'Frame'],
    ['frame_shear', '框架-剪力墙', '框架-剪力牆', 'Frame-shear wall'],
    ['shear_wall', '剪力墙', '剪力牆', 'Shear wall'],
    ['frame_core', '框架-核心筒', '框架-核心筒', 'Frame-core tube'],
    ['tube_in_tube', '筒中筒', '筒中筒', 'Tube in tube'],
    ['masonry', '砖混', '磚混', 'Masonry-concrete'],
    ['steel', '钢结构', '鋼結構', 'Steel'],
    ['composite', '钢-混凝土组合', '鋼-混凝土組合', 'Steel-concrete composite'],
    ['prefab', '装配式混凝土', '裝配式混凝土', 'Precast concrete'],
    ['bent', '排架', '排架', 'Bent frame'],
    ['other', '其他', '其他', 'Other'],
  ]),
  dict('foundation_type', T('基础形式', '基礎形式', 'Foundation type'), [
    ['isolated', '独立基础', '獨立基礎', 'Isolated footing'],
    ['strip', '条形基础', '條形基礎', 'Strip footing'],
    ['raft', '筏板基础', '筏板基礎', 'Raft'],
    ['box', '箱形基础', '箱形基礎', 'Box foundation'],
    ['pile', '桩基', '樁基', 'Pile foundation'],
    ['composite', '复合地基', '複合地基', 'Composite foundation'],
  ]),
  dict('unit_role', T('单位角色', '單位角色', 'Unit role'), [
    ['client', '建设（使用）单位', '建設（使用）單位', 'Client'],
    ['survey', '勘察单位', '勘察單位', 'Survey unit'],
    ['design', '设计单位', '設計單位', 'Design unit'],
    ['supervisor', '监理单位', '監理單位', 'Supervisor'],
    ['general_contractor', '施工总承包单位', '施工總承包單位', 'General contractor'],
    ['consortium', '联合体成员', '聯合體成員', 'Consortium member'],
    ['subcontractor', '专业分包单位', '專業分包單位', 'Specialty subcontractor'],
  ]),
  dict('staff_post', T('岗位', '崗位', 'Post'), [
    ['project_manager', '项目经理（项目负责人）', '項目經理（項目負責人）', 'Project manager'],
    ['technical_lead', '项目技术负责人', '項目技術負責人', 'Technical lead'],
    ['constructor', '施工员', '施工員', 'Construction officer'],
    ['quality', '质量员', '質量員', 'Quality officer'],
    ['safety', '专职安全生产管理人员', '專職安全生產管理人員', 'Safety officer'],
    ['materials', '材料员', '材料員', 'Materials officer'],
    ['documents', '资料员', '資料員', 'Document officer'],
    ['chief_supervisor', '总监理工程师', '總監理工程師', 'Chief supervising engineer'],
  ]),
  dict('cert_type', T('证书类别', '證書類別', 'Certificate type'), [
    ['constructor_1', '一级注册建造师', '一級註冊建造師', 'Registered constructor (class 1)'],
    ['constructor_2', '二级注册建造师', '二級註冊建造師', 'Registered constructor (class 2)'],
    ['safety_b', '安全生产考核合格证 B 类', '安全生產考核合格證 B 類', 'Safety certificate B'],
    ['safety_c', '安全生产考核合格证 C 类', '安全生產考核合格證 C 類', 'Safety certificate C'],
    ['supervisor', '注册监理工程师', '註冊監理工程師', 'Registered supervising engineer'],
    ['post', '岗位证书', '崗位證書', 'Post certificate'],
  ]),
  dict('pro_title', T('职称', '職稱', 'Professional title'), [
    ['senior_full', '正高级工程师', '正高級工程師', 'Professor-level senior engineer'],
    ['senior', '高级工程师', '高級工程師', 'Senior engineer'],
    ['intermediate', '工程师', '工程師', 'Engineer'],
    ['assistant', '助理工程师', '助理工程師', 'Assistant engineer'],
  ]),
  dict('qual_category', T('资质类别', '資質類別', 'Qualification category'), [
    ['general_contracting', '施工总承包', '施工總承包', 'General contracting'],
    ['specialty_contracting', '专业承包', '專業承包', 'Specialty contracting'],
    ['specialty_work', '专业作业', '專業作業', 'Specialty work'],
    ['design', '设计', '設計', 'Design'],
    ['supervision', '监理', '監理', 'Supervision'],
    ['cost', '造价', '造價', 'Cost consulting'],
  ]),
  dict('qual_grade', T('资质等级', '資質等級', 'Qualification grade'), [
    ['special', '特级', '特級', 'Special grade'],
    ['a', '甲级', '甲級', 'Grade A'],
    ['first', '一级', '一級', 'First grade'],
    ['second', '二级', '二級', 'Second grade'],
    ['third', '三级', '三級', 'Third grade'],
    ['ungraded', '不分等级', '不分等級', 'Ungraded'],
  ]),
  dict('honour_level', T('荣誉级别', '榮譽級別', 'Honour level'), [
    ['national', '国家级', '國家級', 'National'],
    ['provincial', '省级', '省級', 'Provincial'],
    ['city', '市级', '市級', 'City'],
    ['county', '区县级', '區縣級', 'County'],
    ['association', '行业协会', '行業協會', 'Trade association'],
  ]),
  dict('honour_category', T('荣誉类别', '榮譽類別', 'Honour category'), [
    ['quality_project', '优质工程', '優質工程', 'Quality project'],
    ['structure', '结构优质', '結構優質', 'Structure quality'],
    ['quality_demo', '质量标准化示范', '質量標準化示範', 'Quality standardisation demo'],
    ['safety_site', '安全文明工地', '安全文明工地', 'Safe and civilised site'],
    ['green_demo', '绿色施工示范', '綠色施工示範', 'Green construction demo'],
    ['smart_site', '智慧工地', '智慧工地', 'Smart site'],
    ['new_tech', '新技术应用示范', '新技術應用示範', 'New technology demo'],
    ['method', '工法', '工法', 'Construction method'],
    ['qc', 'QC 成果', 'QC 成果', 'QC result'],
    ['patent', '专利', '專利', 'Patent'],
    ['bim', 'BIM 成果', 'BIM 成果', 'BIM result'],
    ['sci_tech', '科技进步奖', '科技進步獎', 'Science and technology award'],
    ['standard', '标准编制', '標準編製', 'Standard drafting'],
    ['enterprise', '企业荣誉', '企業榮譽', 'Enterprise honour'],
  ]),
  dict('decoration_class', T('装饰申报类别', '裝飾申報類別', 'Decoration class'), [
    ['public', '公共建筑装饰', '公共建築裝飾', 'Public building decoration'],
    ['public_design', '公共建筑装饰设计', '公共建築裝飾設計', 'Public building decoration design'],
    ['curtain_wall', '建筑幕墙', '建築幕牆', 'Curtain wall'],
    ['residential', '住宅装饰', '住宅裝飾', 'Residential decoration'],
  ]),
  dict('green_element', T('绿色施工评价要素', '綠色施工評價要素', 'Green element'), [
    ['environment', '环境保护', '環境保護', 'Environmental protection'],
    ['material', '节材与材料资源利用', '節材與材料資源利用', 'Material saving'],
    ['water', '节水与水资源利用', '節水與水資源利用', 'Water saving'],
    ['energy', '节能与能源利用', '節能與能源利用', 'Energy saving'],
    ['land', '节地与土地资源保护', '節地與土地資源保護', 'Land saving'],
  ]),
  dict('excellent_category', T('优秀企业类别', '優秀企業類別', 'Excellent enterprise category'), [
    ['excellent', '优秀建筑业企业', '優秀建築業企業', 'Excellent construction enterprise'],
    ['leading', '龙头企业', '龍頭企業', 'Leading enterprise'],
    ['tax', '纳税贡献突出', '納稅貢獻突出', 'Outstanding tax contribution'],
    ['employment', '就业贡献突出', '就業貢獻突出', 'Outstanding employment contribution'],
    ['growth', '发展成长型', '發展成長型', 'Fast-growing'],
    ['market', '市场开拓', '市場開拓', 'Market development'],
    ['innovation', '科技创新', '科技創新', 'Technological innovation'],
    ['benchmark', '质量安全标杆', '質量安全標桿', 'Quality and safety benchmark'],
  ]),
  dict('credit_grade', T('信用等级', '信用等級', 'Credit grade'), [
    ['AAA', 'AAA', 'AAA', 'AAA'],
    ['AA', 'AA', 'AA', 'AA'],
    ['A', 'A', 'A', 'A'],
    ['BBB', 'BBB', 'BBB', 'BBB'],
    ['BB', 'BB', 'BB', 'BB'],
    ['B', 'B', 'B', 'B'],
    ['CCC', 'CCC', 'CCC', 'CCC'],
    ['CC', 'CC', 'CC', 'CC'],
    ['C', 'C', 'C', 'C'],
  ]),
  dict('tax_credit_grade', T('纳税信用等级', '納稅信用等級', 'Tax credit grade'), [
    ['A', 'A 级', 'A 級', 'Grade A'],
    ['B', 'B 级', 'B 級', 'Grade B'],
    ['M', 'M 级', 'M 級', 'Grade M'],
    ['C', 'C 级', 'C 級', 'Grade C'],
    ['D', 'D 级', 'D 級', 'Grade D'],
  ]),
  dict('accident_grade', T('事故等级', '事故等級', 'Accident grade'), [
    ['general', '一般事故', '一般事故', 'General accident'],
    ['larger', '较大事故', '較大事故', 'Larger accident'],
    ['major', '重大事故', '重大事故', 'Major accident'],
    ['extraordinary', '特别重大事故', '特別重大事故', 'Extraordinarily serious accident'],
  ]),
  dict('attachment_slot', T('附件类别', '附件類別', 'Attachment slot'), [
    ['businessLicence', '营业执照', '營業執照', 'Business licence'],
    ['legalRepId', '法定代表人身份证（正反面）', '法定代表人身分證（正反面）', 'Legal representative ID (both sides)'],
    ['applicationForm', '入会申请表（盖章扫描）', '入會申請表（蓋章掃描）', 'Application form (sealed scan)'],
    ['qualificationCert', '资质证书', '資質證書', 'Qualification certificate'],
    ['profileDoc', '企业简介', '企業簡介', 'Company profile'],
    ['commitLetter', '承诺书', '承諾書', 'Commitment letter'],
    ['photos', '工程照片', '工程照片', 'Project photos'],
    ['video', '工程录像', '工程錄像', 'Project video'],
  ]),
];

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
