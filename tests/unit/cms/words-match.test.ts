import { describe, expect, it } from 'vitest';
import { foldCase, htmlTextPieces, replaceInHtml, splitHtml, WordMatcher } from '../../../plugins/cms/server/services/word-match.ts';

const matcher = (...words: string[]) => new WordMatcher(words.map((word) => ({ word, value: word })));
const found = (m: WordMatcher<string>, text: string) => m.findAll(text).map((h) => `${h.value}@${h.start}`);

describe('WordMatcher (Aho–Corasick)', () => {
  it('finds every occurrence, overlapping ones and words inside words included', () => {
    const m = matcher('he', 'she', 'his', 'hers');
    expect(found(m, 'ushers').sort()).toEqual(['he@2', 'hers@2', 'she@1']);
    expect(found(matcher('a', 'aa'), 'aaa').sort()).toEqual(['a@0', 'a@1', 'a@2', 'aa@0', 'aa@1']);
  });

  it('matches Chinese text and ignores case, keeping the positions of the original', () => {
    const m = matcher('赌博', 'Zhuxie', '协会');
    const hits = m.findAll('在ZHUXIE协会禁止赌博');
    expect(hits.map((h) => [h.value, h.start, h.end])).toEqual([
      ['Zhuxie', 1, 7],
      ['协会', 7, 9],
      ['赌博', 11, 13],
    ]);
    // a letter whose lower case is longer does not shift the offsets
    expect(foldCase('İx').length).toBe(2);
    expect(matcher('x').findAll('İx')[0].start).toBe(1);
  });

  it('takes the longest word at each place, without overlaps, left to right', () => {
    const m = matcher('中国', '中国人', '人民', '民');
    expect(m.findLongest('中国人民').map((h) => h.value)).toEqual(['中国人', '民']);
    expect(
      matcher('ab', 'bc')
        .findLongest('abc')
        .map((h) => h.value),
    ).toEqual(['ab']);
  });

  it('handles no words, empty text and duplicate words (the first wins)', () => {
    expect(matcher().findAll('anything')).toEqual([]);
    expect(matcher('x').findAll('')).toEqual([]);
    const dup = new WordMatcher([
      { word: 'Ab', value: 1 },
      { word: 'aB', value: 2 },
    ]);
    expect(dup.size).toBe(1);
    expect(dup.findAll('AB').map((h) => h.value)).toEqual([1]);
  });

  it('scales: 5,000 words over 100 KB in one pass', () => {
    const words = Array.from({ length: 5000 }, (_, i) => `w${i}x`);
    const m = matcher(...words);
    const text = 'lorem ipsum w4999x '.repeat(5000);
    expect(m.findAll(text)).toHaveLength(5000);
  });
});

describe('HTML pieces', () => {
  it('splits text from tags and comments, attributes with > included', () => {
    const pieces = splitHtml('a<p title="x>y">b</p><!-- c -->d');
    expect(pieces.map((p) => [p.tag, p.text])).toEqual([
      [false, 'a'],
      [true, '<p title="x>y">'],
      [false, 'b'],
      [true, '</p>'],
      [true, '<!-- c -->'],
      [false, 'd'],
    ]);
    expect(splitHtml('1 < 2 and 3 > 2')).toEqual([{ text: '1 < 2 and 3 > 2', tag: false }]);
  });

  it('skips the text of links, scripts and styles, nested tags included', () => {
    const pieces = htmlTextPieces('x<a href="/"><b>in</b> link</a>y<script>s</script>z');
    expect(pieces.filter((p) => !p.skip).map((p) => p.text)).toEqual(['x', 'y', 'z']);
  });

  it('replaces only in text, never in attributes or existing links', () => {
    const m = matcher('筑协');
    const html = '<img alt="筑协"><a href="/a">筑协</a><p>筑协网站</p>';
    expect(replaceInHtml(html, m, (_h, w) => `[${w}]`)).toBe('<img alt="筑协"><a href="/a">筑协</a><p>[筑协]网站</p>');
  });
});
