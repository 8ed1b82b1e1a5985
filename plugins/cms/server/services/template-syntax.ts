import { Liquid, LiquidError, type Parser, Tag, type TagToken, type TopLevelToken } from 'liquidjs';
import type { TemplateSyntaxError } from '../../shared/template.ts';

/** Tags the CMS engine will register (`cms_*`, `page_bar`): accepted here whatever their attributes. */
const CMS_TAG = /^(cms_[a-z0-9_]+|page_bar)$/;
const TAG_NAMES = /\{%-?\s*([A-Za-z_][A-Za-z0-9_]*)/g;

/** A stand-in for a CMS tag: a block when the template closes it (`end{name}`), its body parsed like any other. */
function stubTag(name: string, block: boolean) {
  return class extends Tag {
    constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
      super(token, remain, liquid);
      if (!block) return;
      let closed = false;
      const stream = parser
        .parseStream(remain)
        .on(`tag:end${name}`, () => {
          closed = true;
          stream.stop();
        })
        .on('template', () => {})
        .on('end', () => {
          if (!closed) throw new Error(`tag ${token.getText()} not closed`);
        });
      stream.start();
    }
    *render(): Generator<unknown, void, unknown> {}
  };
}

/**
 * Parses a template with liquidjs (the engine of the published sites) and answers where it breaks, or null.
 * The CMS tags are stubs here: only the structure is checked (closed tags and outputs, known tags, filters' syntax).
 */
export function checkTemplateSyntax(content: string): TemplateSyntaxError | null {
  const engine = new Liquid({ strictFilters: false, strictVariables: false });
  const names = new Set<string>();
  for (const m of content.matchAll(TAG_NAMES)) names.add(m[1]);
  for (const n of names) if (CMS_TAG.test(n)) engine.registerTag(n, stubTag(n, names.has(`end${n}`)));
  try {
    engine.parse(content);
    return null;
  } catch (e) {
    if (!(e instanceof LiquidError)) return { line: 1, col: 1, reason: (e as Error).message };
    const [line, col] = e.token?.getPosition?.() ?? [1, 1];
    const first = (e.originalError?.message ?? e.message).split('\n')[0];
    return { line, col, reason: first.replace(/, line:\d+, col:\d+$/, '') };
  }
}
