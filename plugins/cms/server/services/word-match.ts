/**
 * Multi-pattern word matching (Aho–Corasick) for the CMS word lists: one pass over a text finds every
 * occurrence of every word, whatever the number of words. Matching ignores case; positions are those of
 * the original text (case folding is done per UTF-16 unit and only where it keeps the length).
 */

/** One occurrence: `text.slice(start, end)` is the word as written in the text. */
export interface WordHit<T> {
  start: number;
  end: number;
  value: T;
}

/** Case folding that never changes a string's length (so offsets stay those of the original). */
export function foldCase(s: string): string {
  let out = '';
  for (const ch of s) {
    const low = ch.toLowerCase();
    out += low.length === ch.length ? low : ch;
  }
  return out;
}

interface Node {
  next: Map<string, number>;
  fail: number;
  /** index of the entry ending here (the longest one: entries are unique after folding) */
  out: number;
  /** nearest node on the fail chain that ends an entry */
  dict: number;
  depth: number;
}

/** An immutable matcher over a list of words, each carrying a value (its row). Build once, match often. */
export class WordMatcher<T> {
  private nodes: Node[] = [{ next: new Map(), fail: 0, out: -1, dict: -1, depth: 0 }];
  private values: T[] = [];
  private lengths: number[] = [];

  constructor(entries: Iterable<{ word: string; value: T }>) {
    for (const e of entries) this.add(foldCase(e.word), e.value);
    this.link();
  }

  /** the number of distinct words */
  get size(): number {
    return this.values.length;
  }

  private add(word: string, value: T) {
    if (!word) return;
    let n = 0;
    for (let i = 0; i < word.length; i++) {
      const c = word[i];
      let to = this.nodes[n].next.get(c);
      if (to == null) {
        to = this.nodes.length;
        this.nodes.push({ next: new Map(), fail: 0, out: -1, dict: -1, depth: this.nodes[n].depth + 1 });
        this.nodes[n].next.set(c, to);
      }
      n = to;
    }
    // the first entry of a word wins (duplicates differing only by case)
    if (this.nodes[n].out === -1) {
      this.nodes[n].out = this.values.length;
      this.values.push(value);
      this.lengths.push(word.length);
    }
  }

  // breadth-first: fail links point at the longest proper suffix that is also a prefix of some word
  private link() {
    const queue: number[] = [];
    for (const to of this.nodes[0].next.values()) queue.push(to);
    for (let qi = 0; qi < queue.length; qi++) {
      const n = queue[qi];
      const node = this.nodes[n];
      const f = this.nodes[node.fail];
      node.dict = f.out !== -1 ? node.fail : f.dict;
      for (const [c, to] of node.next) {
        let fl = node.fail;
        while (fl !== 0 && !this.nodes[fl].next.has(c)) fl = this.nodes[fl].fail;
        const cand = this.nodes[fl].next.get(c);
        this.nodes[to].fail = cand != null && cand !== to ? cand : 0;
        queue.push(to);
      }
    }
  }

  /** Every occurrence, overlapping ones included, ordered by end then by length (longest first). */
  findAll(text: string): WordHit<T>[] {
    const hits: WordHit<T>[] = [];
    if (this.values.length === 0 || !text) return hits;
    const folded = foldCase(text);
    let n = 0;
    for (let i = 0; i < folded.length; i++) {
      const c = folded[i];
      while (n !== 0 && !this.nodes[n].next.has(c)) n = this.nodes[n].fail;
      n = this.nodes[n].next.get(c) ?? 0;
      for (let m = this.nodes[n].out !== -1 ? n : this.nodes[n].dict; m !== -1; m = this.nodes[m].dict) {
        const idx = this.nodes[m].out;
        hits.push({ start: i + 1 - this.lengths[idx], end: i + 1, value: this.values[idx] });
      }
    }
    return hits;
  }

  /** Non-overlapping occurrences, scanning left to right and taking the longest word at each position. */
  findLongest(text: string): WordHit<T>[] {
    const all = this.findAll(text).sort((a, b) => a.start - b.start || b.end - a.end);
    const out: WordHit<T>[] = [];
    let reached = 0;
    for (const h of all) {
      if (h.start < reached) continue;
      out.push(h);
      reached = h.end;
    }
    return out;
  }
}

/** One piece of HTML: text between tags, or a tag (comment, doctype) kept as it is. */
export interface HtmlPiece {
  text: string;
  tag: boolean;
  /** for a tag: its lower-case name, with a leading `/` when it closes */
  name?: string;
}

const TAG = /<!--[\s\S]*?-->|<![^>]*>|<\/?([A-Za-z][A-Za-z0-9-]*)(?:"[^"]*"|'[^']*'|[^'">])*>/g;

/** Splits HTML (or plain text, which is one text piece) into text and tags, so words are only looked for in text. */
export function splitHtml(html: string): HtmlPiece[] {
  const out: HtmlPiece[] = [];
  let last = 0;
  for (const m of html.matchAll(TAG)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ text: html.slice(last, at), tag: false });
    const name = m[1] ? (m[0][1] === '/' ? '/' : '') + m[1].toLowerCase() : undefined;
    out.push({ text: m[0], tag: true, name });
    last = at + m[0].length;
  }
  if (last < html.length) out.push({ text: html.slice(last), tag: false });
  return out;
}

/** Elements whose text is never looked at: existing links, scripts, styles, form text. */
const SKIPPED = new Set(['a', 'script', 'style', 'textarea', 'code', 'pre', 'button', 'select', 'option', 'title']);

/** The text pieces of HTML outside links, scripts and styles, with `skip` telling the others apart. */
export function htmlTextPieces(html: string): (HtmlPiece & { skip: boolean })[] {
  const depth = new Map<string, number>();
  const inside = () => [...depth.values()].some((d) => d > 0);
  return splitHtml(html).map((p) => {
    if (p.tag && p.name) {
      const closing = p.name.startsWith('/');
      const name = closing ? p.name.slice(1) : p.name;
      if (SKIPPED.has(name) && !p.text.endsWith('/>')) depth.set(name, Math.max(0, (depth.get(name) ?? 0) + (closing ? -1 : 1)));
      return { ...p, skip: true };
    }
    return { ...p, skip: p.tag || inside() };
  });
}

/** Replaces occurrences in the text pieces of HTML (outside tags, links and scripts); `replace` returns null to keep one. */
export function replaceInHtml<T>(
  html: string,
  matcher: WordMatcher<T>,
  replace: (hit: WordHit<T>, found: string) => string | null,
): string {
  if (matcher.size === 0) return html;
  let out = '';
  for (const p of htmlTextPieces(html)) {
    if (p.skip) {
      out += p.text;
      continue;
    }
    let last = 0;
    for (const h of matcher.findLongest(p.text)) {
      const r = replace(h, p.text.slice(h.start, h.end));
      if (r == null) continue;
      out += p.text.slice(last, h.start) + r;
      last = h.end;
    }
    out += p.text.slice(last);
  }
  return out;
}
