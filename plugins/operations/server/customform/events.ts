import type { PushEventSeed, Texts } from '#kernel/server';

const T = (zhCN: string, zhTW: string, en: string): Texts => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** What custom forms tell people through the message pusher: a visitor submitted a form (the desk has a new row). */
export const CUSTOM_FORM_EVENTS: PushEventSeed[] = [
  {
    code: 'operations.customform.submitted',
    name: T('自定义表单收到新提交', '自訂表單收到新提交', 'Custom form submitted'),
    template: {
      subject: T('新的表单提交：{{ formName }}', '新的表單提交：{{ formName }}', 'New submission: {{ formName }}'),
      body: T(
        '表单「{{ formName }}」（{{ formCode }}）于 {{ time }} 收到新的提交（编号 {{ dataId }}），请到提交处理台处理。',
        '表單「{{ formName }}」（{{ formCode }}）於 {{ time }} 收到新的提交（編號 {{ dataId }}），請到提交處理台處理。',
        'The form "{{ formName }}" ({{ formCode }}) received a submission (no. {{ dataId }}) at {{ time }}; handle it on the submission desk.',
      ),
    },
  },
];
