// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { createForm } from '@formily/core';
import type { ISchema } from '@formily/react';
import { SchemaForm } from '../../../kernel/client/forms/index.ts';
import { click, flush, initTestI18n, render, typeInto } from './helpers.tsx';

const messages = (c: HTMLElement) => [...c.querySelectorAll('.arco-form-message')].map((m) => m.textContent);

const personSchema: ISchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' },
    phone: { type: 'string', title: 'Phone', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-validator': { mobile: true } },
    code: { type: 'string', title: 'Code', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-validator': 'code' },
    role: {
      type: 'string',
      title: 'Role',
      'x-decorator': 'FormItem',
      'x-component': 'Select',
      enum: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
    },
  },
};

describe('SchemaForm', () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(async () => {
    document.body.innerHTML = '';
    await act(() => i18next.changeLanguage('en'));
  });

  it('shows a required error in English, then in Chinese after switching language', async () => {
    const form = createForm();
    const r = render(<SchemaForm schema={personSchema} form={form} />);
    expect(r.container.querySelector('.arco-form-item-symbol')).not.toBeNull();
    await act(() => form.submit().catch(() => undefined));
    await flush();
    expect(messages(r.container)).toEqual(['Cannot be empty.']);
    await act(() => i18next.changeLanguage('zh-CN'));
    await flush();
    expect(messages(r.container)).toEqual(['不能为空。']);
    await act(() => i18next.changeLanguage('zh-TW'));
    await flush();
    expect(messages(r.container)[0]).toBe(i18next.t('common:validation.required', { lng: 'zh-TW' }));
    r.unmount();
  });

  it('checks phone numbers and codes with the kernel rules, in the current language', async () => {
    const form = createForm({ values: { name: 'x', phone: '12345', code: 'a-b' } });
    const r = render(<SchemaForm schema={personSchema} form={form} />);
    await act(() => form.validate().catch(() => undefined));
    await flush();
    expect(messages(r.container)).toEqual(['Invalid phone number.', 'Only letters, digits and underscore are allowed.']);
    await act(async () => {
      form.setValues({ phone: '13812345678', code: 'a_b1' });
      await form.validate().catch(() => undefined);
    });
    await flush();
    expect(messages(r.container)).toEqual([]);
    r.unmount();
  });

  it('submit returns the values typed in', async () => {
    const form = createForm();
    const r = render(<SchemaForm schema={personSchema} form={form} />);
    typeInto(r.container.querySelector('input') as HTMLInputElement, 'Alice');
    await act(async () => form.setFieldState('role', (s) => void (s.value = 'admin')));
    let values: unknown;
    await act(async () => {
      values = await form.submit();
    });
    expect(values).toEqual({ name: 'Alice', role: 'admin' });
    r.unmount();
  });

  it('read-pretty shows the option label instead of the value', async () => {
    const form = createForm({ values: { name: 'Bob', role: 'editor' } });
    const r = render(<SchemaForm schema={personSchema} form={form} readPretty />);
    await flush();
    expect(r.container.querySelector('input')).toBeNull();
    expect(r.container.textContent).toContain('Bob');
    expect(r.container.textContent).toContain('Editor');
    expect(r.container.querySelector('.arco-form-item-symbol')).toBeNull();
    r.unmount();
  });

  it('ArrayItems adds and removes items', async () => {
    const schema: ISchema = {
      type: 'object',
      properties: {
        members: {
          type: 'array',
          title: 'Members',
          'x-decorator': 'FormItem',
          'x-component': 'ArrayItems',
          items: {
            type: 'object',
            properties: {
              who: { type: 'string', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' },
              up: { type: 'void', 'x-component': 'ArrayItems.MoveUp' },
              remove: { type: 'void', 'x-component': 'ArrayItems.Remove' },
            },
          },
          properties: { add: { type: 'void', title: 'Add member', 'x-component': 'ArrayItems.Addition' } },
        },
      },
    };
    const form = createForm();
    const r = render(<SchemaForm schema={schema} form={form} />);
    const add = () => [...r.container.querySelectorAll('button')].find((b) => b.textContent === 'Add member');
    click(add());
    click(add());
    await flush();
    expect(form.values.members).toHaveLength(2);
    const inputs = () => r.container.querySelectorAll('.zx-array-item input');
    expect(inputs()).toHaveLength(2);
    typeInto(inputs()[0] as HTMLInputElement, 'one');
    typeInto(inputs()[1] as HTMLInputElement, 'two');
    click(r.container.querySelectorAll('.zx-array-item button[aria-label="Move up"]')[1]);
    await flush();
    expect(form.values.members).toEqual([{ who: 'two' }, { who: 'one' }]);
    click(r.container.querySelector('.zx-array-item button[aria-label="Remove"]'));
    await flush();
    expect(form.values.members).toEqual([{ who: 'one' }]);
    expect(inputs()).toHaveLength(1);
    r.unmount();
  });

  it('ArrayTable renders one row per item with its column fields', async () => {
    const schema: ISchema = {
      type: 'object',
      properties: {
        rows: {
          type: 'array',
          'x-component': 'ArrayTable',
          items: {
            type: 'object',
            properties: {
              c1: {
                type: 'void',
                'x-component': 'ArrayTable.Column',
                'x-component-props': { title: 'Item' },
                properties: { item: { type: 'string', 'x-component': 'Input' } },
              },
              c2: {
                type: 'void',
                'x-component': 'ArrayTable.Column',
                'x-component-props': { title: 'Ops' },
                properties: { rm: { type: 'void', 'x-component': 'ArrayTable.Remove' } },
              },
            },
          },
          properties: { add: { type: 'void', title: 'Add row', 'x-component': 'ArrayTable.Addition' } },
        },
      },
    };
    const form = createForm({ values: { rows: [{ item: 'a' }, { item: 'b' }] } });
    const r = render(<SchemaForm schema={schema} form={form} />);
    await flush();
    const cells = [...r.container.querySelectorAll('tbody input')] as HTMLInputElement[];
    expect(cells.map((i) => i.value)).toEqual(['a', 'b']);
    expect([...r.container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Item', 'Ops']);
    click(r.container.querySelector('tbody button[aria-label="Remove"]'));
    await flush();
    expect(form.values.rows).toEqual([{ item: 'b' }]);
    r.unmount();
  });

  it('FormTab keeps hidden panes mounted so their fields validate', async () => {
    const schema: ISchema = {
      type: 'object',
      properties: {
        tabs: {
          type: 'void',
          'x-component': 'FormTab',
          properties: {
            a: {
              type: 'void',
              'x-component': 'FormTab.TabPane',
              'x-component-props': { tab: 'First' },
              properties: { x: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input' } },
            },
            b: {
              type: 'void',
              'x-component': 'FormTab.TabPane',
              'x-component-props': { tab: 'Second' },
              properties: { y: { type: 'string', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' } },
            },
          },
        },
      },
    };
    const form = createForm();
    const r = render(<SchemaForm schema={schema} form={form} />);
    await act(() => form.submit().catch(() => undefined));
    await flush();
    expect(form.errors.map((e) => e.path)).toEqual(['y']);
    expect(r.container.querySelector('.arco-badge')).not.toBeNull();
    r.unmount();
  });

  it('renders extra components and evaluates t() in schema expressions', async () => {
    const Stars = (p: { value?: number }) => <span className="stars">stars:{p.value}</span>;
    const schema: ISchema = {
      type: 'object',
      properties: {
        rate: { type: 'number', title: "{{t('widgets:form.index')}}", default: 4, 'x-decorator': 'FormItem', 'x-component': 'Stars' },
      },
    };
    const r = render(<SchemaForm schema={schema} components={{ Stars }} />);
    await flush();
    expect(r.container.querySelector('.stars')?.textContent).toBe('stars:4');
    expect(r.container.querySelector('.arco-form-label-item')?.textContent).toBe('No.');
    r.unmount();
  });
});
