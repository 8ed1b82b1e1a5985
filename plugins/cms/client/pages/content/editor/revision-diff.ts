import { diffLines, diffWords } from 'diff';
import type { ContentSave } from '../../../api/content-api.ts';

/** A compared field: both values as text and their word changes. */
export interface FieldDiff {
  field: string;
  left: string;
  right: string;
  changed: boolean;
  parts: { value: string; added?: boolean; removed?: boolean }[];
}
/** One row of the side-by-side body: a line on the left, on the right, or both when unchanged. */
export interface LineRow {
  left?: string;
  right?: string;
  kind: 'same' | 'removed' | 'added' | 'changed';
}

/** The compared fields, in the editor's order. */
export const DIFF_FIELDS = [
  'title',
  'subTitle',
  'shortTitle',
  'titleStyle',
  'author',
  'editor',
  'original',
  'source',
  'sourceUrl',
  'summary',
  'keywords',
  'tags',
  'attributes',
  'linkFlag',
  'redirectUrl',
  'publishDate',
  'offlineDate',
  'seoTitle',
  'seoKeywords',
  'seoDescription',
  'logo',
  'relaContentIds',
  'imageList',
  'audioList',
  'videoList',
] as const;

const text = (v: unknown): string => {
  if (v == null) return '';
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};

/** The fields of two saved DTOs compared word by word. */
export function diffFields(a: Partial<ContentSave>, b: Partial<ContentSave>): FieldDiff[] {
  return DIFF_FIELDS.map((field) => {
    const left = text(a[field]);
    const right = text(b[field]);
    return { field, left, right, changed: left !== right, parts: left === right ? [{ value: left }] : diffWords(left, right) };
  });
}

/** Body HTML as text lines: one line per block element, tags kept so markup changes show too. */
export function htmlLines(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/(<\/(p|h[1-6]|li|tr|table|thead|tbody|ul|ol|blockquote|pre|div|figure)>|<br\s*\/?>)/gi, '$1\n')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n')
    .concat('\n');
}

/** The two bodies side by side: unchanged lines on both sides, removed on the left, added on the right. */
export function diffBody(a: string | null | undefined, b: string | null | undefined): LineRow[] {
  const rows: LineRow[] = [];
  const changes = diffLines(htmlLines(a), htmlLines(b));
  for (let i = 0; i < changes.length; i++) {
    const c = changes[i];
    const lines = c.value.replace(/\n$/, '').split('\n');
    if (!c.added && !c.removed) {
      for (const l of lines) rows.push({ left: l, right: l, kind: 'same' });
      continue;
    }
    if (c.removed && changes[i + 1]?.added) {
      // a replaced block: pair its lines
      const added = changes[++i].value.replace(/\n$/, '').split('\n');
      for (let j = 0; j < Math.max(lines.length, added.length); j++)
        rows.push({
          left: lines[j],
          right: added[j],
          kind: lines[j] === undefined ? 'added' : added[j] === undefined ? 'removed' : 'changed',
        });
      continue;
    }
    for (const l of lines) rows.push(c.removed ? { left: l, kind: 'removed' } : { right: l, kind: 'added' });
  }
  return rows;
}
