import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Tiptap/ProseMirror (~150 KiB gzip) must stay in the editor's lazy chunk: only files under
 * kernel/client/widgets/rich-text/ import it, and they are reached only through the dynamic import in
 * RichTextEditor.tsx (tests excepted). A static import anywhere else would pull it into the shell.
 */
const root = path.resolve(__dirname, '../../..');
const EDITOR_DIR = 'kernel/client/widgets/rich-text/';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
const STATIC = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

describe('the rich-text editor chunk', () => {
  it('keeps @tiptap inside the lazily loaded rich-text folder', () => {
    const files = [...sources(path.join(root, 'kernel')), ...sources(path.join(root, 'plugins'))];
    const offenders: string[] = [];
    for (const f of files) {
      const from = rel(f);
      const text = fs.readFileSync(f, 'utf8');
      for (const m of text.matchAll(STATIC)) {
        const spec = m[1] ?? m[2];
        const target = spec.startsWith('.') ? rel(path.resolve(path.dirname(f), spec)) : spec;
        const inside = from.startsWith(EDITOR_DIR);
        if (/^@tiptap\//.test(spec) && !inside) offenders.push(`${from} imports ${spec}`);
        if (target.startsWith(EDITOR_DIR) && !inside) offenders.push(`${from} statically imports ${target}`);
      }
    }
    expect(offenders).toEqual([]);
    const wrapper = fs.readFileSync(path.join(root, 'kernel/client/widgets/RichTextEditor.tsx'), 'utf8');
    expect(wrapper).toMatch(/lazy\(\(\) => import\('\.\/rich-text\/TiptapEditor\.tsx'\)\)/);
  });
});
