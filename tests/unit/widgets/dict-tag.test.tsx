// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn();
vi.mock('../../../kernel/client/request/index.ts', () => ({ http: { get: (...a: unknown[]) => get(...a) } }));

import { DictTag, clearDictCache, dictLabels, loadDict, useDict, type DictOption } from '../../../kernel/client/widgets/index.ts';
import { flush, initTestI18n, render } from './helpers.tsx';

const options: DictOption[] = [
  { label: '正常', value: '0', listClass: 'primary' },
  { label: '停用', value: '1', listClass: 'danger', cssClass: 'stopped' },
  { label: '未知', value: '2', listClass: 'default', cssClass: 'plain' },
  { label: '成功', value: '3', listClass: 'success' },
];

describe('DictTag', () => {
  beforeAll(() => initTestI18n('zh-CN'));
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders the label with the Arco colour of its listClass and the cssClass', () => {
    const r = render(<DictTag options={options} value="1" />);
    const tag = r.container.querySelector('.arco-tag')!;
    expect(tag.textContent).toBe('停用');
    expect(tag.className).toContain('arco-tag-red');
    expect(tag.className).toContain('stopped');
    r.unmount();
  });

  it('renders every value of a comma-separated list, default class as plain text', () => {
    const r = render(<DictTag options={options} value="0,2,3" />);
    const tags = [...r.container.querySelectorAll('.arco-tag')];
    expect(tags.map((t) => t.textContent)).toEqual(['正常', '成功']);
    expect(tags[0].className).toContain('arco-tag-arcoblue');
    expect(tags[1].className).toContain('arco-tag-green');
    const plain = r.container.querySelector('span.plain');
    expect(plain?.textContent).toBe('未知');
    r.unmount();
  });

  it('accepts numbers and arrays and keeps unknown values', () => {
    expect(dictLabels(options, 0)).toEqual(['正常']);
    expect(dictLabels(options, ['1', 9])).toEqual(['停用', '9']);
    const r = render(<DictTag options={options} value={9} />);
    expect(r.container.textContent?.trim()).toBe('9');
    r.unmount();
    const r2 = render(<DictTag options={options} value={null} />);
    expect(r2.container.textContent).toBe('');
    r2.unmount();
  });
});

describe('dictionary cache', () => {
  beforeEach(() => {
    clearDictCache();
    get.mockReset();
    get.mockResolvedValue([{ dictCode: 1, dictLabel: '男', dictValue: '0', listClass: 'primary', cssClass: '', isDefault: 'Y' }]);
  });

  it('loads a type once and maps rows to options', async () => {
    const a = await loadDict('sys_user_sex');
    const b = await loadDict('sys_user_sex');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/system/dict/data/type/sys_user_sex');
    expect(a).toEqual([{ label: '男', value: '0', listClass: 'primary', cssClass: undefined, isDefault: true }]);
    expect(b).toBe(a);
  });

  it('clears one type or all, and does not cache failures', async () => {
    await loadDict('x');
    clearDictCache('x');
    await loadDict('x');
    expect(get).toHaveBeenCalledTimes(2);
    get.mockRejectedValueOnce(new Error('down'));
    clearDictCache();
    await expect(loadDict('x')).rejects.toThrow('down');
    await flush(1);
    await loadDict('x');
    expect(get).toHaveBeenCalledTimes(4);
  });

  it('useDict gives the options per type', async () => {
    let seen: Record<string, DictOption[]> = {};
    function Probe() {
      seen = useDict('sys_user_sex', 'sys_normal_disable');
      return null;
    }
    const r = render(<Probe />);
    expect(seen.sys_user_sex).toEqual([]);
    await flush();
    expect(seen.sys_user_sex.map((o) => o.label)).toEqual(['男']);
    expect(seen.sys_normal_disable.length).toBe(1);
    r.unmount();
  });
});
