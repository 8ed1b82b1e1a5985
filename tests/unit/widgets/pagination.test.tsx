// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Pagination, bufferSizeFor, pagerCountFor } from '../../../kernel/client/widgets/index.ts';
import { PAGINATION } from '../../../kernel/shared/constants.ts';
import { click, flush, initTestI18n, render } from './helpers.tsx';

const numbered = (c: HTMLElement) =>
  [...c.querySelectorAll('.arco-pagination-item')].filter((li) => /^\d+$/.test(li.textContent ?? '')).map((li) => Number(li.textContent));

describe('Pagination', () => {
  beforeAll(() => initTestI18n('zh-CN'));
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('uses 5 page buttons under 992 px and 7 from 992 px', () => {
    expect(pagerCountFor(991)).toBe(5);
    expect(pagerCountFor(992)).toBe(7);
    expect(bufferSizeFor(5)).toBe(1);
    expect(bufferSizeFor(7)).toBe(2);
  });

  it('shows 7 numbered buttons on a wide window', () => {
    window.innerWidth = 1280;
    const r = render(<Pagination page={10} pageSize={20} total={1000} />);
    expect(numbered(r.container)).toEqual([1, 8, 9, 10, 11, 12, 50]);
    r.unmount();
  });

  it('shows 5 numbered buttons on a narrow window', () => {
    window.innerWidth = 800;
    const r = render(<Pagination page={10} pageSize={20} total={1000} />);
    expect(numbered(r.container)).toEqual([1, 9, 10, 11, 50]);
    r.unmount();
  });

  it('is hidden when total is 0', () => {
    const r = render(<Pagination page={1} pageSize={20} total={0} />);
    expect(r.container.innerHTML).toBe('');
    r.unmount();
  });

  it('shows the total, the jumper and the sizes 10, 20, 30, 50 with 20 chosen', async () => {
    window.innerWidth = 1280;
    const r = render(<Pagination total={95} />);
    expect(r.container.querySelector('.arco-pagination-total-text')?.textContent).toBe('共 95 条');
    expect(r.container.querySelector('.arco-pagination-jumper')).not.toBeNull();
    const select = r.container.querySelector('.arco-pagination-option .arco-select-view') as HTMLElement;
    expect(select.textContent).toContain('20');
    click(select);
    await flush();
    const options = [...document.querySelectorAll('.arco-select-option')].map((o) => o.textContent?.replace(/\D/g, ''));
    expect(options).toEqual(PAGINATION.pageSizes.map(String));
    r.unmount();
  });

  it('reports the new page and size and scrolls to the top', () => {
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    document.documentElement.scrollTop = 300;
    const onChange = vi.fn();
    const r = render(<Pagination page={1} pageSize={20} total={95} onChange={onChange} />);
    click(r.container.querySelector('.arco-pagination-item-next'));
    expect(onChange).toHaveBeenCalledWith(2, 20);
    expect(raf).toHaveBeenCalled();
    r.unmount();
  });
});
