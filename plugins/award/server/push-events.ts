import type { PushEventSeed, Texts } from '#kernel/server';

const T = (zhCN: string, zhTW: string, en: string): Texts => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });
const APPLICANT = T('申报单位（联系人邮箱）', '申報單位（聯絡人信箱）', 'The applicant (contact e-mail)');
const application = (code: string, name: Texts, subject: Texts, body: Texts): PushEventSeed => ({
  code: `award.application.${code}`,
  name,
  subjects: APPLICANT,
  template: { subject, body },
});

/**
 * What the award plugin tells people through the message pusher (issue 31): an application returned, passed,
 * in publicity or announced reaches its enterprise's contact; a registration's result reaches the registrant;
 * an assignment reaches the experts. The payload names the project, its number and the reviewer's opinion.
 */
export const AWARD_EVENTS: PushEventSeed[] = [
  application(
    'returned',
    T('申报被退回修改', '申報被退回修改', 'Application returned for changes'),
    T('申报退回：{{ projectName }}', '申報退回：{{ projectName }}', 'Application returned: {{ projectName }}'),
    T(
      '您的申报「{{ projectName }}」（{{ applicationNo }}）已被退回修改。意见：{{ opinion }}{% if deadline %}\n请于 {{ deadline }} 前重新提交。{% endif %}',
      '您的申報「{{ projectName }}」（{{ applicationNo }}）已被退回修改。意見：{{ opinion }}{% if deadline %}\n請於 {{ deadline }} 前重新提交。{% endif %}',
      'Your application "{{ projectName }}" ({{ applicationNo }}) was returned for changes. Opinion: {{ opinion }}{% if deadline %}\nPlease resubmit by {{ deadline }}.{% endif %}',
    ),
  ),
  application(
    'passed',
    T('申报通过初审', '申報通過初審', 'Application passed the preliminary review'),
    T('初审通过：{{ projectName }}', '初審通過：{{ projectName }}', 'Preliminary review passed: {{ projectName }}'),
    T(
      '您的申报「{{ projectName }}」（{{ applicationNo }}）已通过初审，进入专家评审。',
      '您的申報「{{ projectName }}」（{{ applicationNo }}）已通過初審，進入專家評審。',
      'Your application "{{ projectName }}" ({{ applicationNo }}) passed the preliminary review and goes to the experts.',
    ),
  ),
  application(
    'publicity',
    T('申报进入公示', '申報進入公示', 'Application in publicity'),
    T('进入公示：{{ projectName }}', '進入公示：{{ projectName }}', 'In publicity: {{ projectName }}'),
    T(
      '您的申报「{{ projectName }}」（{{ applicationNo }}）已进入公示。',
      '您的申報「{{ projectName }}」（{{ applicationNo }}）已進入公示。',
      'Your application "{{ projectName }}" ({{ applicationNo }}) is now in publicity.',
    ),
  ),
  application(
    'announced',
    T('评优结果公布', '評優結果公布', 'Award announced'),
    T('结果公布：{{ projectName }}', '結果公布：{{ projectName }}', 'Award announced: {{ projectName }}'),
    T(
      '您的申报「{{ projectName }}」（{{ applicationNo }}）评优结果已公布{% if awardLevel %}：{{ awardLevel }}{% endif %}。',
      '您的申報「{{ projectName }}」（{{ applicationNo }}）評優結果已公布{% if awardLevel %}：{{ awardLevel }}{% endif %}。',
      'The result of your application "{{ projectName }}" ({{ applicationNo }}) is announced{% if awardLevel %}: {{ awardLevel }}{% endif %}.',
    ),
  ),
  {
    code: 'award.registration.result',
    name: T('会员注册审核结果', '會員註冊審核結果', 'Registration result'),
    subjects: T('注册单位（联系人邮箱）', '註冊單位（聯絡人信箱）', 'The registrant (contact e-mail)'),
    template: {
      subject: T('注册审核结果：{{ enterpriseName }}', '註冊審核結果：{{ enterpriseName }}', 'Registration result: {{ enterpriseName }}'),
      body: T(
        '{% case result %}{% when "passed" %}您的注册已通过，请使用账号 {{ userName }} 登录。{% when "returned" %}您的注册被退回修改。意见：{{ opinion }}{% else %}您的注册未通过。意见：{{ opinion }}{% endcase %}',
        '{% case result %}{% when "passed" %}您的註冊已通過，請使用帳號 {{ userName }} 登入。{% when "returned" %}您的註冊被退回修改。意見：{{ opinion }}{% else %}您的註冊未通過。意見：{{ opinion }}{% endcase %}',
        '{% case result %}{% when "passed" %}Your registration passed; sign in as {{ userName }}.{% when "returned" %}Your registration was returned for changes. Opinion: {{ opinion }}{% else %}Your registration was not accepted. Opinion: {{ opinion }}{% endcase %}',
      ),
    },
  },
  {
    code: 'award.expert.assigned',
    name: T('分配评审专家', '分配評審專家', 'Experts assigned'),
    subjects: T('被分配的专家', '被分配的專家', 'The assigned experts'),
    template: {
      subject: T('评审任务：{{ projectName }}', '評審任務：{{ projectName }}', 'Review assigned: {{ projectName }}'),
      body: T(
        '您被分配评审「{{ projectName }}」（{{ applicationNo }}），请登录系统完成评分。',
        '您被分配評審「{{ projectName }}」（{{ applicationNo }}），請登入系統完成評分。',
        'You are assigned to review "{{ projectName }}" ({{ applicationNo }}); please sign in and score it.',
      ),
    },
  },
];
