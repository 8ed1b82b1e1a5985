// @vitest-environment happy-dom
import { act, createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor, UploadError, widgetNotice, type RichTextEditorHandle } from '../../../kernel/client/widgets/index.ts';
import { formatSource } from '../../../kernel/client/widgets/rich-text/TiptapEditor.tsx';
import { chooseFiles, click, fakeFile, flush, initTestI18n, render } from './helpers.tsx';

/** Waits for the lazily loaded editor to mount. */
async function editorIn(container: HTMLElement): Promise<HTMLElement> {
  for (let i = 0; i < 50; i++) {
    const pm = container.querySelector('.ProseMirror');
    if (pm) return pm as HTMLElement;
    await flush(1);
  }
  throw new Error('the editor did not load');
}

const button = (c: HTMLElement, label: string) => c.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement;

describe('RichTextEditor (Tiptap)', () => {
  beforeAll(() => initTestI18n('zh-CN'));
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('shows a placeholder box of the final height while loading, then the editor with the SPEC placeholder', async () => {
    const r = render(<RichTextEditor value="" minHeight={220} />);
    const loading = r.container.querySelector('.zx-rich-text-loading') as HTMLElement | null;
    if (loading) expect(loading.style.height).toBe('259px');
    const pm = await editorIn(r.container);
    expect(pm.getAttribute('aria-label')).toBe('请输入内容');
    expect(pm.querySelector('[data-placeholder="请输入内容"]')).not.toBeNull();
    expect(pm.getAttribute('style')).toContain('min-height: 220px');
    r.unmount();
  });

  it('renders the value, follows outside changes and emits edits made through the toolbar', async () => {
    const onChange = vi.fn();
    const ref = createRef<RichTextEditorHandle>();
    const r = render(<RichTextEditor ref={ref} value="<p>hello</p>" onChange={onChange} />);
    const pm = await editorIn(r.container);
    expect(pm.innerHTML).toContain('<p>hello</p>');
    expect(onChange).not.toHaveBeenCalled();
    r.rerender(<RichTextEditor ref={ref} value="<h2>Title</h2><p>body</p>" onChange={onChange} />);
    expect(pm.querySelector('h2')?.textContent).toBe('Title');
    expect(onChange).not.toHaveBeenCalled();
    act(() => ref.current?.insertHtml('<p class="MsoNormal">more <b>bold</b><script>alert(1)</script></p>'));
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toMatch(/script|Mso/);
    expect(ref.current?.getHtml()).toBe(html);
    // undo through the toolbar takes the insertion back
    click(button(r.container, '撤销'));
    expect(onChange.mock.lastCall?.[0]).toBe('<h2>Title</h2><p>body</p>');
    // the outside change is not undoable: undo stops at the record's content
    click(button(r.container, '撤销'));
    expect(pm.querySelector('h2')?.textContent).toBe('Title');
    r.unmount();
  });

  it('parses inserted tables with their header cells and drops unsafe links', async () => {
    const onChange = vi.fn();
    const ref = createRef<RichTextEditorHandle>();
    const r = render(<RichTextEditor ref={ref} value="" onChange={onChange} />);
    await editorIn(r.container);
    act(() =>
      ref.current?.insertHtml(
        '<table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td><a href="javascript:alert(1)">x</a></td></tr></table>',
      ),
    );
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toMatch(/<table[^>]*>.*<th[^>]*><p>a<\/p><\/th>.*<td[^>]*><p>1<\/p><\/td>/);
    expect(html).not.toContain('javascript:');
    r.unmount();
  });

  it('reports a failed image insert and an oversize image (SPEC: 图片插入失败, 5 MB)', async () => {
    const errors = vi.spyOn(widgetNotice, 'error').mockImplementation(() => undefined);
    const r = render(<RichTextEditor value="" upload={() => Promise.reject(new UploadError(''))} />);
    await editorIn(r.container);
    chooseFiles(r.container.querySelector('input[type=file]') as HTMLInputElement, [fakeFile('a.png', 10)]);
    await flush();
    expect(errors).toHaveBeenCalledWith('图片插入失败');
    chooseFiles(r.container.querySelector('input[type=file]') as HTMLInputElement, [fakeFile('big.png', 6 * 1024 * 1024)]);
    await flush();
    expect(errors).toHaveBeenLastCalledWith('上传文件大小不能超过 5 MB!');
    r.unmount();
  });

  it('inserts an uploaded image', async () => {
    const onChange = vi.fn();
    const r = render(
      <RichTextEditor value="" onChange={onChange} upload={async () => ({ url: '/profile/upload/a.png', name: 'a.png' })} />,
    );
    await editorIn(r.container);
    chooseFiles(r.container.querySelector('input[type=file]') as HTMLInputElement, [fakeFile('a.png', 10)]);
    await flush();
    expect(onChange.mock.lastCall?.[0]).toContain('<img src="/profile/upload/a.png" alt="a.png">');
    r.unmount();
  });

  it('switches to the HTML source view and back, parsing what was typed there', async () => {
    const onChange = vi.fn();
    const r = render(<RichTextEditor value="<p>a</p><p>b</p>" onChange={onChange} />);
    const pm = await editorIn(r.container);
    click(button(r.container, 'HTML 源码'));
    const area = r.container.querySelector('textarea') as HTMLTextAreaElement;
    expect(area.value).toBe('<p>a</p>\n<p>b</p>');
    expect(button(r.container, '加粗').disabled).toBe(true);
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(area, '<h3>new</h3><p onclick="x()">text <u>u</u></p><script>alert(1)</script>');
      area.dispatchEvent(new Event('input', { bubbles: true }));
    });
    click(button(r.container, '返回可视化编辑'));
    expect(r.container.querySelector('textarea')).toBeNull();
    expect(pm.querySelector('h3')?.textContent).toBe('new');
    expect(onChange.mock.lastCall?.[0]).toBe('<h3>new</h3><p>text <u>u</u></p>');
    r.unmount();
  });

  it('read-only hides the toolbar and is not editable', async () => {
    const r = render(<RichTextEditor value="<p>x</p>" readOnly />);
    const pm = await editorIn(r.container);
    expect(r.container.querySelector('.zx-rich-text-toolbar')).toBeNull();
    expect(pm.getAttribute('contenteditable')).toBe('false');
    r.unmount();
  });

  it('offers the host library only when a picker is given, and inserts what it picks', async () => {
    const menuItems = () => [...document.querySelectorAll('.arco-dropdown-menu-item')].map((e) => e.textContent);
    const plain = render(<RichTextEditor value="" />);
    await editorIn(plain.container);
    click(button(plain.container, '插入音视频'));
    await flush();
    expect(menuItems()).toEqual(['视频地址', '音频地址']);
    plain.unmount();
    document.body.innerHTML = '';

    const onChange = vi.fn();
    const pick = vi.fn(async () => ({ src: 'https://cdn.example.com/a.mp4' }));
    const r = render(<RichTextEditor value="" onChange={onChange} onPickMedia={pick} />);
    await editorIn(r.container);
    click(button(r.container, '插入音视频'));
    await flush();
    expect(menuItems()).toEqual(['视频地址', '音频地址', '从资源库选择视频', '从资源库选择音频']);
    click([...document.querySelectorAll('.arco-dropdown-menu-item')].find((e) => e.textContent === '从资源库选择视频'));
    await flush();
    expect(pick).toHaveBeenCalledWith('video');
    expect(onChange.mock.lastCall?.[0]).toContain('<video src="https://cdn.example.com/a.mp4" controls="controls"></video>');
    r.unmount();
  });

  it('formats the source view one block per line', () => {
    expect(formatSource('<h1>a</h1><ul><li><p>b</p></li><li><p>c</p></li></ul><hr><p>d</p>')).toBe(
      '<h1>a</h1>\n<ul><li><p>b</p></li>\n<li><p>c</p></li></ul>\n<hr>\n<p>d</p>',
    );
    expect(formatSource('<table><tbody><tr><th><p>a</p></th></tr><tr><td><p>1</p></td></tr></tbody></table><p>x</p>')).toBe(
      '<table><tbody><tr><th><p>a</p></th></tr>\n<tr><td><p>1</p></td></tr></tbody></table>\n<p>x</p>',
    );
  });
});
