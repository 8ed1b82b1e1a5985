import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import * as OpenCC from 'opencc-js';
import { pinyin } from 'pinyin-pro';

/**
 * The Chinese text analysis of the site search (issue 35): text is folded to simplified script (opencc: Taiwan and
 * Hong Kong forms alike), lower-cased and NFKC-normalised, then cut by jieba — search mode for the index (every
 * word and the shorter words inside it), precise mode for a query — with the dictionary's custom words added
 * and its stop words left out. Titles also get each word's pinyin and initials (`jianzhuye`, `jzy`).
 */

/** the dictionary of one segmenter: custom words (WORD), stop words (STOP) and synonym pairs (folded) */
export interface SearchDictionary {
  words: readonly string[];
  stops: readonly string[];
  synonyms?: readonly (readonly [string, string])[];
}

/** the most ways of writing one query that synonyms expand it to */
const MAX_VARIANTS = 8;

const HAN = /\p{Script=Han}/u;
/** a token worth indexing: a letter or digit of any script in it */
const WORDISH = /[\p{L}\p{N}]/u;
/** the longest token kept (a run of Latin letters or digits longer than this is cut) */
const MAX_TOKEN = 40;

const toSimplified = [OpenCC.Converter({ from: 'tw', to: 'cn' }), OpenCC.Converter({ from: 'hk', to: 'cn' })];

/** text as the index compares it: simplified script, NFKC (full-width letters and digits), lower case */
export function foldText(text: string): string {
  let s = text.normalize('NFKC');
  if (HAN.test(s)) for (const convert of toSimplified) s = convert(s);
  return s.toLowerCase();
}

export class Segmenter {
  private readonly jieba: Jieba;
  private readonly stops: Set<string>;
  /** each side of a synonym pair → the other sides, longest first (so 住房和城乡建设局 is seen before 建设局) */
  private readonly synonyms: [string, string[]][];

  constructor(dictionary: SearchDictionary = { words: [], stops: [] }) {
    this.jieba = Jieba.withDict(dict);
    const words = dictionary.words.map((w) => foldText(w).trim()).filter((w) => w && !/\s/.test(w));
    // a custom word weighs as much as the common words of the default dictionary
    if (words.length) this.jieba.loadDict(Buffer.from(words.map((w) => `${w} 100000 n`).join('\n')));
    this.stops = new Set(dictionary.stops.map((w) => foldText(w).trim()).filter(Boolean));
    const others = new Map<string, string[]>();
    for (const [a, b] of dictionary.synonyms ?? []) {
      others.set(a, [...(others.get(a) ?? []), b]);
      others.set(b, [...(others.get(b) ?? []), a]);
    }
    this.synonyms = [...others].sort((x, y) => y[0].length - x[0].length);
  }

  /**
   * The ways of writing a query its synonyms allow, each as its words: the query itself first, then the query
   * with one side of a pair it holds written as the other (住建局通知 → 住房和城乡建设局通知).
   */
  queryVariants(text: string): string[][] {
    const folded = foldText(text);
    const variants = [folded];
    for (const [side, partners] of this.synonyms) {
      if (variants.length >= MAX_VARIANTS) break;
      if (!folded.includes(side)) continue;
      for (const p of partners) if (variants.length < MAX_VARIANTS) variants.push(folded.replaceAll(side, p));
    }
    const seen = new Set<string>();
    return variants
      .map((v) => this.queryTokens(v))
      .filter((tokens) => tokens.length && !seen.has(tokens.join(' ')) && seen.add(tokens.join(' ')));
  }

  private keep(tokens: string[]): string[] {
    const out: string[] = [];
    for (const raw of tokens) {
      const t = raw.trim().slice(0, MAX_TOKEN);
      if (t && WORDISH.test(t) && !this.stops.has(t)) out.push(t);
    }
    return out;
  }

  /** the tokens a text is indexed by (search mode: `建筑业` gives `建筑` and `建筑业`) */
  indexTokens(text: string): string[] {
    return this.keep(this.jieba.cutForSearch(foldText(text), true));
  }

  /** the words of a query (precise mode, stop words out), each once in the order written */
  queryTokens(text: string): string[] {
    return [...new Set(this.keep(this.jieba.cut(foldText(text), true)))];
  }

  /**
   * The pinyin of a title's Chinese words, whole and by initials (`建筑业` → `jianzhuye`, `jzy`), and of each two
   * words written next to each other (`建筑节能` → `jianzhujieneng`, `jzjn`), as readers type a short phrase.
   */
  pinyinTokens(title: string): string[] {
    const out = new Set<string>();
    const add = (syllables: string[]) => {
      out.add(syllables.join(''));
      if (syllables.length > 1) out.add(syllables.map((s) => s[0]).join(''));
    };
    let previous: string[] | null = null;
    for (const word of this.keep(this.jieba.cut(foldText(title), true))) {
      const syllables = HAN.test(word) ? pinyin(word, { toneType: 'none', type: 'array', nonZh: 'removed', v: true }) : [];
      if (!syllables.length) {
        previous = null;
        continue;
      }
      add(syllables);
      if (previous) add([...previous, ...syllables]);
      previous = syllables;
    }
    return [...out];
  }

  /** the analysis of `POST /search/dict/analyze`: `ik_max_word` as search mode, `ik_smart` as precise mode */
  analyze(text: string, mode: 'ik_smart' | 'ik_max_word'): string[] {
    return mode === 'ik_max_word' ? this.indexTokens(text) : this.queryTokens(text);
  }
}
