import type { Row } from './result.ts';

/** Plain-text table, padded by display width so the CJK-free columns line up in any terminal. */
export function formatTable(rows: readonly Row[]): string {
  const head = ['measure', 'value', 'budget', 'anchor', 'verdict'];
  const body = rows.map((r) => [
    r.measure,
    r.value == null ? 'n/a' : (r.display ?? `${r.value} ${r.unit}`.trim()),
    r.budget || '-',
    r.anchor || '-',
    r.verdict,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join(' | ')
      .trimEnd();
  const out = [line(head), widths.map((w) => '-'.repeat(w)).join('-|-')];
  for (const b of body) out.push(line(b));
  const notes = rows.filter((r) => r.note).map((r) => `  * ${r.measure}: ${r.note}`);
  if (notes.length) out.push('', 'notes:', ...notes);
  return out.join('\n');
}
