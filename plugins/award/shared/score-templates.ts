import type { AwardType } from './permissions.ts';

/**
 * The score templates of awards.md §6.4 as data. A TypeScript module rather than JSON files: the server computes
 * totals and grades from it and the console draws the sheet from the same declaration, both type-checked, with no
 * file loading or parsing at run time; a template changes with a new `version` (a sheet keeps the version it used).
 * Item names are the templates' own data, in the three languages of the console.
 */
export interface Names {
  'zh-CN': string;
  'zh-TW': string;
  en: string;
}
const N = (zhCN: string, zhTW: string, en: string): Names => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export interface TemplateItem {
  /** unique in its template: `<part>.<item>` */
  code: string;
  name: Names;
  max: number;
}
export interface TemplatePart {
  code: string;
  name: Names;
  /** the part's share of the total (the parts' weights add up to 1; each part's items add up to 100) */
  weight: number;
  items: TemplateItem[];
}
/** A grade reached at `min` points or more; `noZeroItem`: not when any item scored zero (JGJ 59 优良). */
export interface GradeCut {
  grade: string;
  min: number;
  noZeroItem?: boolean;
}
export interface ScoreTemplate {
  id: string;
  version: number;
  name: Names;
  parts: TemplatePart[];
  /** from the best grade down; below the last one: `fail` */
  grades: GradeCut[];
  fail: string;
  /** the round's pass score replaces the first cut-off (structure evaluation: 85 or 90 by notice) */
  passScoreCut?: boolean;
  /** extra points once per sheet (特色加分, 四新), at most this many */
  bonusMax: number;
}

/** The five items every part of a building quality evaluation is scored on (GB/T 50375), with the part's maxima. */
const FIVE = [
  ['conditions', N('现场质量保证条件', '現場質量保證條件', 'Site quality assurance conditions')],
  ['performance', N('性能检测', '性能檢測', 'Performance tests')],
  ['records', N('质量记录', '質量記錄', 'Quality records')],
  ['deviation', N('尺寸偏差及限值实测', '尺寸偏差及限值實測', 'Measured dimensional deviations')],
  ['appearance', N('观感质量', '觀感質量', 'Appearance quality')],
] as const;
const fivePart = (code: string, name: Names, weight: number, maxima: readonly number[]): TemplatePart => ({
  code,
  name,
  weight,
  items: FIVE.map(([c, n], i) => ({ code: `${code}.${c}`, name: n, max: maxima[i] })),
});
const single = (items: [string, Names, number][]): TemplatePart[] => [
  { code: 'main', name: N('评分', '評分', 'Score'), weight: 1, items: items.map(([code, name, max]) => ({ code, name, max })) },
];
const PASS_FAIL: Pick<ScoreTemplate, 'grades' | 'fail'> = { grades: [{ grade: 'PASS', min: 85 }], fail: 'FAIL' };
const THREE_LEVELS: Pick<ScoreTemplate, 'grades' | 'fail'> = {
  grades: [
    { grade: 'EXCELLENT', min: 85 },
    { grade: 'QUALIFIED', min: 70 },
  ],
  fail: 'UNQUALIFIED',
};

export const SCORE_TEMPLATES: readonly ScoreTemplate[] = [
  {
    id: 'T-STR',
    version: 1,
    name: N('结构优质工程评分表', '結構優質工程評分表', 'Structure quality score sheet'),
    // combined = 0.2 × foundation + 0.8 × main structure (the standard's 0.10 : 0.40)
    parts: [
      fivePart('foundation', N('地基与基础工程', '地基與基礎工程', 'Foundation works'), 0.2, [10, 35, 35, 15, 5]),
      fivePart('structure', N('主体结构工程', '主體結構工程', 'Main structure works'), 0.8, [10, 30, 25, 20, 15]),
    ],
    ...PASS_FAIL,
    passScoreCut: true,
    bonusMax: 0,
  },
  {
    id: 'T-CQ',
    version: 1,
    name: N('建设工程质量奖评分表', '建設工程質量獎評分表', 'Construction quality score sheet'),
    parts: [
      fivePart('foundation', N('地基及桩基工程', '地基及樁基工程', 'Foundation and piles'), 0.1, [10, 35, 35, 15, 5]),
      fivePart('structure', N('结构工程', '結構工程', 'Structure'), 0.4, [10, 30, 25, 20, 15]),
      fivePart('roof', N('屋面工程', '屋面工程', 'Roofing'), 0.05, [10, 30, 20, 20, 20]),
      fivePart('finishes', N('装饰装修工程', '裝飾裝修工程', 'Decoration and finishes'), 0.25, [10, 20, 20, 10, 40]),
      fivePart('services', N('安装工程', '安裝工程', 'Building services'), 0.2, [10, 30, 30, 10, 20]),
    ],
    ...PASS_FAIL,
    passScoreCut: true,
    bonusMax: 3,
  },
  {
    id: 'T-DEC',
    version: 1,
    name: N('装饰工程质量奖复查评分表', '裝飾工程質量獎複查評分表', 'Decoration quality score sheet'),
    parts: single([
      ['records', N('工程资料', '工程資料', 'Documentation'), 20],
      ['appearance', N('观感与细部', '觀感與細部', 'Appearance and details'), 40],
      ['craft', N('工艺与新材料', '工藝與新材料', 'Workmanship and new materials'), 20],
      ['design', N('设计效果', '設計效果', 'Design effect'), 20],
    ]),
    ...THREE_LEVELS,
    bonusMax: 0,
  },
  {
    id: 'T-CITY',
    version: 1,
    name: N('市政工程质量奖评分表', '市政工程質量獎評分表', 'Municipal quality score sheet'),
    parts: single([
      ['records', N('工程资料', '工程資料', 'Documentation'), 20],
      ['appearance', N('实体外观', '實體外觀', 'Physical appearance'), 30],
      ['measured', N('实测实量', '實測實量', 'Measured values'), 25],
      ['function', N('功能性检测', '功能性檢測', 'Functional tests'), 15],
      ['users', N('用户意见', '用戶意見', 'User opinion'), 10],
    ]),
    ...THREE_LEVELS,
    bonusMax: 0,
  },
  {
    id: 'T-GREEN',
    version: 1,
    name: N('绿色施工评价表（简化）', '綠色施工評價表（簡化）', 'Green construction evaluation (simplified)'),
    // each element: general items (一般项) 80 and preferred items (优选项) 20, weighted by element
    parts: (
      [
        ['environment', N('环境保护', '環境保護', 'Environmental protection'), 0.3],
        ['material', N('节材与材料资源利用', '節材與材料資源利用', 'Material saving'), 0.2],
        ['water', N('节水与水资源利用', '節水與水資源利用', 'Water saving'), 0.2],
        ['energy', N('节能与能源利用', '節能與能源利用', 'Energy saving'), 0.2],
        ['land', N('节地与土地资源保护', '節地與土地資源保護', 'Land saving'), 0.1],
      ] as const
    ).map(([code, name, weight]) => ({
      code,
      name,
      weight,
      items: [
        { code: `${code}.general`, name: N('一般项', '一般項', 'General items'), max: 80 },
        { code: `${code}.preferred`, name: N('优选项', '優選項', 'Preferred items'), max: 20 },
      ],
    })),
    grades: [
      { grade: 'EXCELLENT', min: 80, noZeroItem: true },
      { grade: 'QUALIFIED', min: 60 },
    ],
    fail: 'UNQUALIFIED',
    bonusMax: 0,
  },
  {
    id: 'T-CREDIT',
    version: 1,
    name: N('信誉等级评价评分表', '信譽等級評價評分表', 'Reputation level score sheet'),
    parts: single([
      ['basic', N('基础信用', '基礎信用', 'Basic credit'), 13],
      ['business', N('经营能力', '經營能力', 'Business capacity'), 26],
      ['management', N('管理能力', '管理能力', 'Management capacity'), 23],
      ['finance', N('财务实力', '財務實力', 'Financial strength'), 18],
      ['record', N('信用记录', '信用記錄', 'Credit record'), 15],
      ['social', N('社会责任', '社會責任', 'Social responsibility'), 5],
    ]),
    grades: [
      { grade: 'AAA', min: 90 },
      { grade: 'AA', min: 80 },
      { grade: 'A', min: 70 },
    ],
    fail: 'UNRATED',
    bonusMax: 0,
  },
  {
    id: 'T-SAFE',
    version: 1,
    name: N('安全文明标准化工地评分表', '安全文明標準化工地評分表', 'Safety and civilised site score sheet'),
    parts: single([
      ['management', N('安全管理', '安全管理', 'Safety management'), 10],
      ['civilised', N('文明施工', '文明施工', 'Civilised construction'), 15],
      ['scaffold', N('脚手架', '腳手架', 'Scaffolding'), 10],
      ['pit', N('基坑工程', '基坑工程', 'Excavations'), 10],
      ['formwork', N('模板支架', '模板支架', 'Formwork supports'), 10],
      ['height', N('高处作业', '高處作業', 'Work at height'), 10],
      ['power', N('施工用电', '施工用電', 'Site electricity'), 10],
      ['hoist', N('物料提升机与施工升降机', '物料提升機與施工升降機', 'Material hoists and lifts'), 10],
      ['crane', N('塔式起重机与起重吊装', '塔式起重機與起重吊裝', 'Tower cranes and lifting'), 10],
      ['tools', N('施工机具', '施工機具', 'Site machinery'), 5],
    ]),
    // JGJ 59: 优良 ≥ 80 with no zero item, 合格 ≥ 70; 四新 (new technology) adds at most 5
    grades: [
      { grade: 'EXCELLENT', min: 80, noZeroItem: true },
      { grade: 'QUALIFIED', min: 70 },
    ],
    fail: 'UNQUALIFIED',
    bonusMax: 5,
  },
  {
    id: 'T-ENT',
    version: 1,
    name: N('优秀企业评分表', '優秀企業評分表', 'Excellent enterprise score sheet'),
    parts: single([
      ['scale', N('经营规模', '經營規模', 'Business scale'), 25],
      ['profit', N('经济效益', '經濟效益', 'Economic results'), 20],
      ['quality', N('质量安全', '質量安全', 'Quality and safety'), 20],
      ['innovation', N('科技创新', '科技創新', 'Innovation'), 15],
      ['credit', N('信用与社会责任', '信用與社會責任', 'Credit and social responsibility'), 20],
    ]),
    ...THREE_LEVELS,
    bonusMax: 0,
  },
];

/** The template a round of each type uses unless the round names another (single-stage types are not scored). */
export const DEFAULT_TEMPLATE: Partial<Record<AwardType, string>> = {
  structureaward: 'T-STR',
  constructQualityAward: 'T-CQ',
  decorationQualityAward: 'T-DEC',
  cityQualityAward: 'T-CITY',
  greenconstructionaward: 'T-GREEN',
  reputationlevelaward: 'T-CREDIT',
  safetyconstructionaward: 'T-SAFE',
  excellententerprisesaward: 'T-ENT',
};

export const templateById = (id: string | null | undefined) => SCORE_TEMPLATES.find((t) => t.id === id);

/** The template of a round: its own, else its type's default. */
export const templateOfRound = (r: { scoreTemplate: string | null; awardType: string }) =>
  templateById(r.scoreTemplate || DEFAULT_TEMPLATE[r.awardType as AwardType]);

/** Every item of a template, in order. */
export const itemsOf = (t: ScoreTemplate) => t.parts.flatMap((p) => p.items);

/** A template text in a console language (simplified Chinese when the language is not one of the three). */
export const nameIn = (n: Names, lng: string) => n[lng as keyof Names] ?? n['zh-CN'];
