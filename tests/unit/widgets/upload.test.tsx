// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import {
  FileUpload,
  ImageUpload,
  checkUploadFile,
  filesToValue,
  runUploadBatch,
  valueToFiles,
  widgetNotice,
  UploadError,
  type UploadedFile,
} from '../../../kernel/client/widgets/index.ts';
import { UPLOAD } from '../../../kernel/shared/constants.ts';
import { chooseFiles, fakeFile, flush, initTestI18n, render } from './helpers.tsx';

const MB = 1024 * 1024;
const fileLimits = { types: UPLOAD.fileTypes, sizeMb: UPLOAD.fileSizeMb, limit: UPLOAD.fileLimit };
const msg = (issue: ReturnType<typeof checkUploadFile>) => (issue ? i18next.t(`widgets:${issue.key}`, issue.params) : null);

describe('upload checks', () => {
  beforeAll(() => initTestI18n('zh-CN'));

  it('checks format first, then size, then count, with the SPEC messages', async () => {
    await i18next.changeLanguage('zh-CN');
    // breaks all three rules: the format message wins
    expect(msg(checkUploadFile(fakeFile('virus.exe', 10 * MB), fileLimits, 5))).toBe('请上传doc/xls/ppt/txt/pdf格式文件!');
    // right format, too big and too many: the size message wins
    expect(msg(checkUploadFile(fakeFile('a.pdf', 6 * MB), fileLimits, 5))).toBe('上传文件大小不能超过 5 MB!');
    expect(msg(checkUploadFile(fakeFile('a.pdf', 1 * MB), fileLimits, 5))).toBe('上传文件数量不能超过 5 个!');
    expect(checkUploadFile(fakeFile('a.pdf', 5 * MB), fileLimits, 4)).toBeNull();
    expect(checkUploadFile(fakeFile('report.DOCX', MB), fileLimits, 0)).toBeNull();
  });

  it('has the messages in English and traditional Chinese', async () => {
    await i18next.changeLanguage('en');
    expect(msg(checkUploadFile(fakeFile('a.exe', 1), fileLimits, 0))).toMatch(/^The file format is incorrect\./);
    expect(msg(checkUploadFile(fakeFile('a.pdf', 6 * MB), fileLimits, 0))).toBe('The file size exceed: 5 MB');
    expect(msg(checkUploadFile(fakeFile('a.pdf', 1), fileLimits, 5))).toBe('The files cannot exceed: 5');
    await i18next.changeLanguage('zh-TW');
    expect(msg(checkUploadFile(fakeFile('a.pdf', 1), fileLimits, 5))).toBe('上傳檔案數量不能超過 5 個!');
    await i18next.changeLanguage('zh-CN');
  });

  it('image defaults allow png, jpg, jpeg only', () => {
    const limits = { types: UPLOAD.imageTypes, sizeMb: UPLOAD.imageSizeMb, limit: UPLOAD.imageLimit };
    expect(checkUploadFile(fakeFile('a.png', 1), limits, 0)).toBeNull();
    expect(checkUploadFile(fakeFile('a.JPEG', 1), limits, 0)).toBeNull();
    expect(checkUploadFile(fakeFile('a.gif', 1), limits, 0)?.key).toBe('upload.format');
  });

  it('round-trips the comma-separated value', () => {
    const files = valueToFiles('/profile/a.pdf,/profile/b%20c.doc');
    expect(files.map((f) => f.name)).toEqual(['a.pdf', 'b c.doc']);
    expect(filesToValue(files)).toBe('/profile/a.pdf,/profile/b%20c.doc');
  });

  it('commits the successes of a batch once all have settled and drops the failures', async () => {
    const events: string[] = [];
    const upload = (f: File) =>
      f.name.startsWith('bad') ? Promise.reject(new UploadError('server says no')) : Promise.resolve({ name: f.name, url: `/u/${f.name}` });
    const existing: UploadedFile[] = [{ name: 'old.pdf', url: '/u/old.pdf' }];
    const next = await runUploadBatch([fakeFile('a.pdf', 1), fakeFile('bad.pdf', 1), fakeFile('b.exe', 1)], existing, fileLimits, upload, {
      onIssue: (i) => events.push(`issue:${'key' in i ? i.key : i.message}`),
      onStart: (fs) => events.push(`start:${fs.map((f) => f.name).join('+')}`),
      onDrop: (f) => events.push(`drop:${f.name}`),
      onDone: (added) => events.push(`done:${added.map((f) => f.url).join('+')}`),
    });
    expect(events).toEqual(['issue:upload.format', 'start:a.pdf+bad.pdf', 'drop:bad.pdf', 'issue:server says no', 'done:/u/a.pdf']);
    expect(filesToValue(next)).toBe('/u/old.pdf,/u/a.pdf');
  });

  it('reports the count limit once per batch', async () => {
    const issues: string[] = [];
    await runUploadBatch(
      [fakeFile('a.pdf', 1), fakeFile('b.pdf', 1), fakeFile('c.pdf', 1)],
      [],
      { ...fileLimits, limit: 1 },
      async (f) => ({ name: f.name, url: f.name }),
      {
        onIssue: (i) => issues.push('key' in i ? i.key : String(i.message)),
        onStart: () => undefined,
        onDrop: () => undefined,
        onDone: () => undefined,
      },
    );
    expect(issues).toEqual(['upload.count']);
  });
});

describe('FileUpload', () => {
  beforeAll(() => initTestI18n('zh-CN'));
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('shows loading while uploading, then emits the comma-separated urls of the whole list', async () => {
    let finish!: () => void;
    const gate = new Promise<void>((r) => (finish = r));
    const upload = vi.fn(async (f: File) => {
      await gate;
      return { name: f.name, url: `/profile/upload/${f.name}` };
    });
    const onChange = vi.fn();
    const r = render(<FileUpload value="/profile/upload/old.pdf" onChange={onChange} upload={upload} />);
    const input = r.container.querySelector('input[type=file]') as HTMLInputElement;
    chooseFiles(input, [fakeFile('a.pdf', 1000), fakeFile('b.txt', 1000)]);
    await flush();
    expect(r.container.querySelector('.arco-spin-loading')).not.toBeNull();
    expect(r.container.textContent).toContain('a.pdf');
    expect(onChange).not.toHaveBeenCalled();
    finish();
    await flush();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('/profile/upload/old.pdf,/profile/upload/a.pdf,/profile/upload/b.txt');
    expect(r.container.querySelector('.arco-spin-loading')).toBeNull();
    r.unmount();
  });

  it('removes a failed file, shows the failure message and closes the indicator', async () => {
    const errors = vi.spyOn(widgetNotice, 'error').mockImplementation(() => undefined);
    const upload = vi.fn((f: File) =>
      f.name === 'a.pdf' ? Promise.resolve({ name: f.name, url: '/u/a.pdf' }) : Promise.reject(new UploadError('')),
    );
    const onChange = vi.fn();
    const r = render(<FileUpload value="" onChange={onChange} upload={upload} />);
    chooseFiles(r.container.querySelector('input[type=file]') as HTMLInputElement, [fakeFile('a.pdf', 10), fakeFile('broken.pdf', 10)]);
    await flush();
    expect(errors).toHaveBeenCalledWith('上传文件失败，请重试');
    expect(onChange).toHaveBeenCalledWith('/u/a.pdf');
    // Arco animates list removals; wait out the exit transition
    await act(() => new Promise((res) => setTimeout(res, 600)));
    expect(r.container.textContent).not.toContain('broken.pdf');
    expect(r.container.querySelector('.arco-spin-loading')).toBeNull();
    r.unmount();
  });

  it('shows the server message of a refused upload', async () => {
    const errors = vi.spyOn(widgetNotice, 'error').mockImplementation(() => undefined);
    const r = render(<FileUpload value="" onChange={vi.fn()} upload={() => Promise.reject(new UploadError('文件名过长'))} />);
    chooseFiles(r.container.querySelector('input[type=file]') as HTMLInputElement, [fakeFile('a.pdf', 10)]);
    await flush();
    expect(errors).toHaveBeenCalledWith('文件名过长');
    r.unmount();
  });

  it('refuses a wrong format without uploading', async () => {
    const errors = vi.spyOn(widgetNotice, 'error').mockImplementation(() => undefined);
    const upload = vi.fn();
    const r = render(<FileUpload value="" onChange={vi.fn()} upload={upload} />);
    chooseFiles(r.container.querySelector('input[type=file]') as HTMLInputElement, [fakeFile('a.exe', 10)]);
    await flush();
    expect(errors).toHaveBeenCalledWith('请上传doc/xls/ppt/txt/pdf格式文件!');
    expect(upload).not.toHaveBeenCalled();
    r.unmount();
  });

  it('removing a file emits the remaining urls', async () => {
    const onChange = vi.fn();
    const r = render(<FileUpload value="/u/a.pdf,/u/b.pdf" onChange={onChange} />);
    const remove = r.container.querySelectorAll('.arco-upload-list-remove-icon, .arco-upload-list-item-operation .arco-icon-delete');
    expect(remove.length).toBeGreaterThan(0);
    (remove[0].closest('span') ?? remove[0]).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await flush();
    expect(onChange).toHaveBeenCalledWith('/u/b.pdf');
    r.unmount();
  });
});

describe('ImageUpload', () => {
  beforeAll(() => initTestI18n('zh-CN'));

  it('uses the image failure message', async () => {
    const errors = vi.spyOn(widgetNotice, 'error').mockImplementation(() => undefined);
    const r = render(<ImageUpload value="" onChange={vi.fn()} upload={() => Promise.reject(new UploadError(''))} />);
    chooseFiles(r.container.querySelector('input[type=file]') as HTMLInputElement, [fakeFile('a.png', 10)]);
    await flush();
    expect(errors).toHaveBeenCalledWith('上传图片失败，请重试');
    r.unmount();
    vi.restoreAllMocks();
  });

  it('hides the add card when full and refuses more with the count message', async () => {
    const errors = vi.spyOn(widgetNotice, 'error').mockImplementation(() => undefined);
    const upload = vi.fn();
    const r = render(<ImageUpload value="/a.png,/b.png" limit={2} onChange={vi.fn()} upload={upload} />);
    expect(r.container.querySelectorAll('img').length).toBe(2);
    chooseFiles(r.container.querySelector('input[type=file]') as HTMLInputElement, [fakeFile('c.png', 10)]);
    await flush();
    expect(errors).toHaveBeenCalledWith('上传文件数量不能超过 2 个!');
    expect(upload).not.toHaveBeenCalled();
    r.unmount();
    vi.restoreAllMocks();
  });
});
