// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { createForm } from '@formily/core';
import type { ISchema } from '@formily/react';
import { SchemaForm } from '../../../kernel/client/forms/index.ts';
import { registry } from '../../../kernel/client/registry.ts';
import { defineClientPlugin } from '../../../kernel/client/plugin.ts';
import { flush, initTestI18n, render } from './helpers.tsx';

const messages = (c: HTMLElement) => [...c.querySelectorAll('.arco-form-message')].map((m) => m.textContent);

const schema: ISchema = {
  type: 'object',
  properties: {
    uscc: { type: 'string', title: 'USCC', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-validator': [{ uscc: true }] },
    idNo: { type: 'string', title: 'ID', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-validator': [{ idcard: true }] },
    user: { type: 'string', title: 'User', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-validator': [{ memberName: true }] },
  },
};

describe('kernel Formily rules for credit code, ID card and member name', () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(async () => {
    document.body.innerHTML = '';
    await act(() => i18next.changeLanguage('en'));
  });

  it('refuses a wrong check digit in the current language and accepts the right one', async () => {
    const form = createForm({ values: { uscc: '91350100M000100Y44', idNo: '110105194912310021', user: '9abc' } });
    const r = render(<SchemaForm schema={schema} form={form} />);
    await act(() => form.validate().catch(() => undefined));
    await flush();
    expect(messages(r.container)).toEqual([
      'Invalid unified social credit code (format or check digit).',
      'Invalid ID card number.',
      'Must start with a letter; letters, digits and underscore only.',
    ]);
    await act(() => i18next.changeLanguage('zh-CN'));
    await act(() => form.validate().catch(() => undefined));
    await flush();
    expect(messages(r.container)[0]).toBe('统一社会信用代码格式或校验位不正确。');
    await act(async () => {
      form.setValues({ uscc: '91350100M000100Y43', idNo: '11010519491231002X', user: 'acme_1' });
      await form.validate().catch(() => undefined);
    });
    await flush();
    expect(messages(r.container)).toEqual([]);
    r.unmount();
  });

  it('checks amounts with their decimals and a date against its sibling date (the rules the server walks too)', async () => {
    const rules: ISchema = {
      type: 'object',
      properties: {
        value: {
          type: 'number',
          title: 'Value',
          'x-decorator': 'FormItem',
          'x-component': 'NumberPicker',
          'x-validator': [{ money: true }],
        },
        area: { type: 'number', title: 'Area', 'x-decorator': 'FormItem', 'x-component': 'NumberPicker', 'x-validator': [{ area: true }] },
        start: { type: 'string', title: 'Start', 'x-decorator': 'FormItem', 'x-component': 'Input' },
        end: {
          type: 'string',
          title: 'End',
          'x-decorator': 'FormItem',
          'x-component': 'Input',
          'x-validator': [{ dateNotBefore: 'start' }],
        },
      },
    };
    const form = createForm({ values: { value: 1.23456, area: 0, start: '2024-05-01', end: '2024-04-30' } });
    const r = render(<SchemaForm schema={rules} form={form} />);
    await act(() => form.validate().catch(() => undefined));
    await flush();
    expect(messages(r.container)).toEqual([
      'Enter an amount above 0 and at most 100,000,000 (10k CNY), with at most 4 decimals.',
      'Enter an area above 0 and at most 10,000,000 m², with at most 2 decimals.',
      'This date is earlier than the date it must follow.',
    ]);
    await act(async () => {
      form.setValues({ value: 1.2345, area: 12.5, end: '2024-05-01' });
      await form.validate().catch(() => undefined);
    });
    await flush();
    expect(messages(r.container)).toEqual([]);
    r.unmount();
  });

  it("renders a plugin's form component by its dotted name", async () => {
    registry.add(defineClientPlugin({ id: 'probe', formComponents: { Marker: () => <span className="probe-marker">marker</span> } }), [
      'probe',
    ]);
    const r = render(<SchemaForm schema={{ type: 'object', properties: { x: { type: 'string', 'x-component': 'probe.Marker' } } }} />);
    await flush();
    expect(r.container.querySelector('.probe-marker')?.textContent).toBe('marker');
    r.unmount();
  });
});
