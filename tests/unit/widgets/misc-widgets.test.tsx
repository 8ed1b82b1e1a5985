// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  IframePage,
  RichTextEditor,
  TableToolbar,
  UploadError,
  applyHidden,
  fileKindOf,
  iframeHeight,
  isImageFile,
  widgetNotice,
} from '../../../kernel/client/widgets/index.ts';
import { chooseFiles, click, fakeFile, flush, initTestI18n, render } from './helpers.tsx';

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

  it('RichTextEditor shows the placeholder and reports a failed image insert', async () => {
    const errors = vi.spyOn(widgetNotice, 'error').mockImplementation(() => undefined);
    const onChange = vi.fn();
    const r = render(<RichTextEditor value="" onChange={onChange} upload={() => Promise.reject(new UploadError(''))} />);
    expect(r.container.textContent).toContain('请输入内容');
    chooseFiles(r.container.querySelector('input[type=file]') as HTMLInputElement, [fakeFile('a.png', 10)]);
    await flush();
    expect(errors).toHaveBeenCalledWith('图片插入失败');
    chooseFiles(r.container.querySelector('input[type=file]') as HTMLInputElement, [fakeFile('big.png', 6 * 1024 * 1024)]);
    await flush();
    expect(errors).toHaveBeenLastCalledWith('上传文件大小不能超过 5 MB!');
    r.unmount();
  });

  it('RichTextEditor renders the value and emits edits; read-only hides the toolbar', () => {
    const onChange = vi.fn();
    const r = render(<RichTextEditor value="<p>hello</p>" onChange={onChange} />);
    const area = r.container.querySelector('[contenteditable]') as HTMLElement;
    expect(area.innerHTML).toBe('<p>hello</p>');
    act(() => {
      area.innerHTML = '<p>hello <b>world</b></p>';
      area.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith('<p>hello <b>world</b></p>');
    r.rerender(<RichTextEditor value="<p>x</p>" readOnly />);
    expect(r.container.querySelector('.zx-rich-text-toolbar')).toBeNull();
    expect(r.container.querySelector('[contenteditable="false"]')).not.toBeNull();
    r.unmount();
  });
});
