// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IframePage, TableToolbar, applyHidden, fileKindOf, iframeHeight, isImageFile } from '../../../kernel/client/widgets/index.ts';
import { click, initTestI18n, render } from './helpers.tsx';

describe('small widgets', () => {
  beforeAll(() => initTestI18n('zh-CN'));
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('TableToolbar toggles the search area, refreshes and maps hidden columns', () => {
    const onShow = vi.fn();
    const onRefresh = vi.fn();
    const r = render(
      <TableToolbar showSearch onShowSearchChange={onShow} onRefresh={onRefresh} columns={[{ key: 'a', label: 'A', visible: true }]} />,
    );
    click(r.container.querySelector('button[aria-label="隐藏搜索"]'));
    click(r.container.querySelector('button[aria-label="刷新"]'));
    expect(onShow).toHaveBeenCalledWith(false);
    expect(onRefresh).toHaveBeenCalled();
    expect(r.container.querySelector('button[aria-label="显隐列"]')).not.toBeNull();
    expect(
      applyHidden(
        [
          { key: 'a', label: 'A', visible: true },
          { key: 'b', label: 'B', visible: false },
        ],
        ['a'],
      ),
    ).toEqual([
      { key: 'a', label: 'A', visible: false },
      { key: 'b', label: 'B', visible: true },
    ]);
    r.unmount();
  });

  it('IframePage shows loading until the frame loads and sizes to the window minus 94.5 px', () => {
    window.innerHeight = 900;
    const r = render(<IframePage src="about:blank#x" />);
    const frame = r.container.querySelector('iframe')!;
    expect(frame.style.height).toBe(`${iframeHeight(900)}px`);
    expect(iframeHeight(900)).toBe(805.5);
    expect(r.container.querySelector('.arco-spin-loading')).not.toBeNull();
    act(() => {
      frame.dispatchEvent(new Event('load'));
    });
    expect(r.container.querySelector('.arco-spin-loading')).toBeNull();
    act(() => {
      window.innerHeight = 600;
      window.dispatchEvent(new Event('resize'));
    });
    expect(frame.style.height).toBe('505.5px');
    r.unmount();
  });

  it('file kinds follow the extension; SPEC image extensions count as images', () => {
    for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'tiff']) expect(isImageFile(`x.${ext.toUpperCase()}`)).toBe(true);
    expect(fileKindOf('/a/b/report.pdf')).toBe('pdf');
    expect(fileKindOf('x.xlsx')).toBe('excel');
    expect(fileKindOf('noext')).toBe('other');
  });
});
