import { describe, expect, it } from 'vitest';
import zhCN from '../../../locales/zh-CN/widgets.json';
import zhTW from '../../../locales/zh-TW/widgets.json';
import en from '../../../locales/en/widgets.json';

const keys = (o: unknown, prefix = ''): string[] =>
  typeof o === 'object' && o ? Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

describe('widgets locales', () => {
  it('have the same keys in zh-CN, zh-TW and en, none empty', () => {
    const base = keys(zhCN).sort();
    expect(keys(zhTW).sort()).toEqual(base);
    expect(keys(en).sort()).toEqual(base);
    for (const bundle of [zhCN, zhTW, en]) for (const k of base) expect(k.split('.').reduce((o: any, p) => o[p], bundle)).not.toBe('');
  });

  it('carry the SPEC upload texts in simplified Chinese', () => {
    expect(zhCN.upload.fileFailed).toBe('上传文件失败，请重试');
    expect(zhCN.upload.imageFailed).toBe('上传图片失败，请重试');
    expect(zhCN.editor.imageFailed).toBe('图片插入失败');
    expect(zhCN.editor.placeholder).toBe('请输入内容');
  });
});
