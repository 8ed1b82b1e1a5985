import type { TestApp } from '../../../kernel/server/testkit.ts';

/** A small sign-up schema: a required name, a phone of the phone format, a choice of options and a number. */
export const SIGNUP_SCHEMA = {
  type: 'object',
  properties: {
    grid: {
      type: 'void',
      'x-component': 'FormGrid',
      properties: {
        fullName: {
          type: 'string',
          title: { 'zh-CN': '姓名', 'zh-TW': '姓名', en: 'Full name' },
          required: true,
          'x-component': 'Input',
          maxLength: 50,
        },
        phone: {
          type: 'string',
          title: { 'zh-CN': '手机号', 'zh-TW': '手機號', en: 'Phone' },
          'x-component': 'Input',
          'x-validator': 'phone',
        },
      },
    },
    session: {
      type: 'string',
      title: { 'zh-CN': '场次', 'zh-TW': '場次', en: 'Session' },
      'x-component': 'Select',
      enum: [
        { value: 'am', label: 'Morning' },
        { value: 'pm', label: 'Afternoon' },
      ],
    },
    seats: { type: 'number', title: 'Seats', 'x-component': 'NumberPicker', minimum: 1, maximum: 5 },
  },
};

/** Console calls as the admin on a site (the CurrentSite header). */
export const consoleApi =
  (t: TestApp, token: () => string, site: () => number) =>
  (method: string, url: string, body?: unknown, lang = 'en') =>
    t.api(method, url, { token: token(), body, lang, headers: { CurrentSite: String(site()) } });

/** A public submission (no console token). */
export const submitForm = (t: TestApp, body: Record<string, unknown>, lang = 'en', headers: Record<string, string> = {}) =>
  t.api('POST', '/api/customform/submit', { body, lang, headers });
