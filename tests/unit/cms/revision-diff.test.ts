import { describe, expect, it } from 'vitest';
import { diffBody, diffFields, htmlLines } from '../../../plugins/cms/client/pages/content/editor/revision-diff.ts';

/** The content editor's revision comparison (issue 10): fields word by word, body line by line. */
describe('revision diff', () => {
  it('splits body HTML into one line per block', () => {
    expect(htmlLines('<h2>A</h2><p>B</p><table><tr><td>1</td></tr></table>')).toBe(
      '<h2>A</h2>\n<p>B</p>\n<table><tr><td>1</td></tr>\n</table>\n',
    );
  });

  it('pairs a replaced line and keeps unchanged ones on both sides', () => {
    const rows = diffBody('<p>same</p><p>old</p>', '<p>same</p><p>new</p><p>extra</p>');
    expect(rows[0]).toEqual({ left: '<p>same</p>', right: '<p>same</p>', kind: 'same' });
    expect(rows[1]).toEqual({ left: '<p>old</p>', right: '<p>new</p>', kind: 'changed' });
    expect(rows[2]).toEqual({ left: undefined, right: '<p>extra</p>', kind: 'added' });
  });

  it('marks changed fields with their word changes', () => {
    const f = diffFields({ title: '年会 召开', tags: ['a'] }, { title: '年会 闭幕', tags: ['a'] });
    const title = f.find((x) => x.field === 'title')!;
    expect(title.changed).toBe(true);
    expect(title.parts.some((p) => p.removed && p.value.includes('召开'))).toBe(true);
    expect(title.parts.some((p) => p.added && p.value.includes('闭幕'))).toBe(true);
    expect(f.find((x) => x.field === 'tags')!.changed).toBe(false);
  });
});
