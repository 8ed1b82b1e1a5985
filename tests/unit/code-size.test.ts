import fs from 'node:fs';
import path from 'node:path';
import { type Node, type SourceFile, SyntaxKind, isIdentifier } from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The size budgets of DESIGN §8 on every source of the kernel and the plugins (tests left out): no function over
 * 250 lines, no file over 400. The files still over are listed below, each with what it is over by; a file on the
 * list that is no longer over must leave it, so the list only ever shrinks.
 */
const MAX_FUNCTION_LINES = 250;
const MAX_FILE_LINES = 400;
const ROOTS = ['kernel', 'plugins'];

/** Files still over a budget today: `file` over 400 lines, `function` holding a function over 250. */
const ALLOWED: Record<string, ('file' | 'function')[]> = {};

const root = path.resolve(import.meta.dirname, '../..');
const isSource = (f: string) => /\.tsx?$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f) && !f.endsWith('.d.ts');

function sources(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && e.name !== 'dist' && e.name !== 'tests') sources(p, out);
    } else if (isSource(e.name)) out.push(p);
  }
  return out;
}

/** The nodes that are functions with a body of their own. */
const FUNCTIONS = new Set([
  SyntaxKind.FunctionDeclaration,
  SyntaxKind.FunctionExpression,
  SyntaxKind.ArrowFunction,
  SyntaxKind.MethodDeclaration,
  SyntaxKind.Constructor,
  SyntaxKind.GetAccessor,
  SyntaxKind.SetAccessor,
]);

/** The functions of a parsed source over the budget, as `name at line n: lines`. */
function longFunctions(sf: SourceFile): string[] {
  const out: string[] = [];
  const visit = (node: Node) => {
    if (FUNCTIONS.has(node.kind)) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const lines = sf.getLineAndCharacterOfPosition(node.getEnd()).line - start + 1;
      if (lines > MAX_FUNCTION_LINES) {
        const name = (node as Node & { name?: Node }).name;
        out.push(`${name && isIdentifier(name) ? name.text : '(anonymous)'} at line ${start + 1}: ${lines} lines`);
      }
    }
    node.forEachChild(visit);
  };
  visit(sf);
  return out;
}

describe('code size', () => {
  const files = ROOTS.flatMap((r) => sources(path.join(root, r)));
  const over = new Map<string, { file?: number; functions: string[] }>();
  const unparsed: string[] = [];
  // the sources as the compiler parses them (the project of tsconfig.json)
  let api: API | undefined;
  beforeAll(() => {
    api = new API({ cwd: root });
    const program = api.updateSnapshot({ openProjects: [path.join(root, 'tsconfig.json')] }).getProjects()[0]!.program;
    for (const abs of files) {
      const rel = path.relative(root, abs).split(path.sep).join('/');
      const text = fs.readFileSync(abs, 'utf8');
      const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      const sf = program.getSourceFile(abs);
      if (!sf) unparsed.push(rel);
      const functions = sf ? longFunctions(sf) : [];
      if (lines > MAX_FILE_LINES || functions.length) over.set(rel, { file: lines > MAX_FILE_LINES ? lines : undefined, functions });
    }
  }, 60_000);
  afterAll(() => api?.close());

  it(`has no source over ${MAX_FILE_LINES} lines and no function over ${MAX_FUNCTION_LINES}, but the listed ones`, () => {
    const problems: string[] = [];
    for (const [rel, o] of over) {
      const allowed = ALLOWED[rel] ?? [];
      if (o.file && !allowed.includes('file')) problems.push(`${rel}: ${o.file} lines`);
      if (o.functions.length && !allowed.includes('function')) problems.push(...o.functions.map((f) => `${rel}: function ${f}`));
    }
    expect(problems).toEqual([]);
  });

  it('lists only files still over', () => {
    const stale: string[] = [];
    for (const [rel, kinds] of Object.entries(ALLOWED)) {
      const o = over.get(rel);
      for (const k of kinds) if (!(k === 'file' ? o?.file : o?.functions.length)) stale.push(`${rel}: no longer over (${k})`);
    }
    expect(stale).toEqual([]);
  });

  it('reads the sources it budgets, every one through the compiler', () => {
    expect(unparsed).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.endsWith(path.join('kernel', 'server', 'crud', 'object-route.ts')))).toBe(true);
  });
});
