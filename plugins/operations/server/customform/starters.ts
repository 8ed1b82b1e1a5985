import type { FormilySchema } from '#kernel/shared';

/** a text in the three languages as the designer writes it (`{{tr({...})}}`, which the kernel's SchemaForm evaluates) */
const T = (zhCN: string, zhTW: string, en: string) => `{{tr(${JSON.stringify({ 'zh-CN': zhCN, 'zh-TW': zhTW, en })})}}`;
const input = (title: string, extra: Record<string, unknown> = {}): FormilySchema => ({
  type: 'string',
  title,
  'x-decorator': 'FormItem',
  'x-component': 'Input',
  maxLength: 100,
  ...extra,
});
const options = (list: [string, string][]) => list.map(([value, label]) => ({ value, label }));

/**
 * The three starter forms a new installation ships on the demo site (issue 33), published as version 1 with the
 * anti-spam rules on (captcha, one address's day limit; the honeypot is always there): an event sign-up, an
 * expert-panel application and a complaint. Titles in the three languages.
 */
export const STARTER_FORMS: { code: string; name: string; dayLimit: number; remark: string; schema: FormilySchema }[] = [
  {
    code: 'event_signup',
    name: '活动报名',
    dayLimit: 3,
    remark: 'Event sign-up',
    schema: {
      type: 'object',
      properties: {
        fullName: input(T('姓名', '姓名', 'Full name'), { required: true, maxLength: 50 }),
        company: input(T('单位', '單位', 'Organisation'), { required: true }),
        phone: input(T('手机号', '手機號', 'Mobile phone'), { required: true, 'x-validator': 'phone' }),
        email: input(T('电子邮箱', '電子郵箱', 'E-mail'), { 'x-validator': 'email' }),
        attendees: {
          type: 'number',
          title: T('参加人数', '參加人數', 'Attendees'),
          'x-decorator': 'FormItem',
          'x-component': 'NumberPicker',
          minimum: 1,
          maximum: 10,
          default: 1,
        },
        remark: input(T('备注', '備註', 'Remarks'), { 'x-component': 'Input.TextArea', maxLength: 500 }),
      },
    },
  },
  {
    code: 'expert_application',
    name: '专家库申请',
    dayLimit: 2,
    remark: 'Expert-panel application',
    schema: {
      type: 'object',
      properties: {
        fullName: input(T('姓名', '姓名', 'Full name'), { required: true, maxLength: 50 }),
        idCard: input(T('身份证号', '身分證號', 'ID card number'), { required: true, 'x-personal': true, pattern: '^\\d{17}[\\dXx]$' }),
        company: input(T('工作单位', '工作單位', 'Employer'), { required: true }),
        title: {
          type: 'string',
          title: T('职称', '職稱', 'Professional title'),
          required: true,
          'x-decorator': 'FormItem',
          'x-component': 'Select',
          enum: options([
            ['senior', T('高级工程师', '高級工程師', 'Senior engineer')],
            ['professor', T('正高级工程师', '正高級工程師', 'Professor-level engineer')],
            ['other', T('其他', '其他', 'Other')],
          ]),
        },
        fields: {
          type: 'array',
          title: T('专业领域', '專業領域', 'Fields of expertise'),
          required: true,
          'x-decorator': 'FormItem',
          'x-component': 'Checkbox.Group',
          enum: options([
            ['building', T('房屋建筑', '房屋建築', 'Buildings')],
            ['municipal', T('市政工程', '市政工程', 'Municipal works')],
            ['decoration', T('装饰装修', '裝飾裝修', 'Decoration')],
            ['safety', T('安全生产', '安全生產', 'Work safety')],
          ]),
        },
        phone: input(T('手机号', '手機號', 'Mobile phone'), { required: true, 'x-validator': 'phone' }),
        resume: input(T('个人简介', '個人簡介', 'Résumé'), { 'x-component': 'Input.TextArea', maxLength: 2000 }),
      },
    },
  },
  {
    code: 'complaint',
    name: '投诉建议',
    dayLimit: 5,
    remark: 'Complaint',
    schema: {
      type: 'object',
      properties: {
        category: {
          type: 'string',
          title: T('类别', '類別', 'Category'),
          required: true,
          'x-decorator': 'FormItem',
          'x-component': 'Radio.Group',
          enum: options([
            ['complaint', T('投诉', '投訴', 'Complaint')],
            ['suggestion', T('建议', '建議', 'Suggestion')],
          ]),
        },
        subject: input(T('主题', '主題', 'Subject'), { required: true }),
        content: input(T('内容', '內容', 'Details'), { required: true, 'x-component': 'Input.TextArea', maxLength: 2000 }),
        contactName: input(T('联系人', '聯絡人', 'Contact name'), { maxLength: 50 }),
        phone: input(T('联系电话', '聯絡電話', 'Contact phone'), { 'x-validator': 'phone' }),
      },
    },
  },
];
