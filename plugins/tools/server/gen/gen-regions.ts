import type { GenRegionNote } from '../../shared/gen.ts';

/**
 * Hand-written regions of the generated files: a generated `.ts`/`.tsx` file marks where an integrator adds code with
 * a line `// region hand-written:NAME` and its end `// endregion hand-written:NAME` (the same NAME). On regeneration
 * the body of each region is taken from the previous export of the file, matched by name, and put between the new
 * file's markers. A body never carries a marker: any line that looks like one (a region opened or closed, of any
 * name) is dropped, so a body cannot end its region early or open another; a region of the previous file that the
 * new file does not have is dropped. Each is told in a note.
 */
const START = /^\s*\/\/ region hand-written:([a-z][a-z0-9-]*)\s*$/;
const END = /^\s*\/\/ endregion hand-written:([a-z][a-z0-9-]*)\s*$/;
/** anything a reader could take for a region marker */
const MARKER_LIKE = /\/\/\s*#?\s*(end)?region\b/i;

/** The start and end marker lines of a region (the generator writes them; `indent` spaces before each). */
export function regionLines(name: string, indent = 0): string {
  const pad = ' '.repeat(indent);
  return `${pad}// region hand-written:${name}\n${pad}// endregion hand-written:${name}`;
}

interface Region {
  /** index of the start and end marker lines */
  start: number;
  end: number;
}

/** The complete regions of `lines` by name (the first of a name; an unclosed one is no region). */
function findRegions(lines: string[]): Map<string, Region> {
  const out = new Map<string, Region>();
  for (let i = 0; i < lines.length; i++) {
    const name = START.exec(lines[i])?.[1];
    if (!name || out.has(name)) continue;
    const end = lines.findIndex((l, j) => j > i && END.exec(l)?.[1] === name);
    if (end < 0) continue;
    out.set(name, { start: i, end });
    i = end;
  }
  return out;
}

/** The bodies of a previous file's regions, each without its marker-like lines (counted in `dropped`). */
function readBodies(text: string): Map<string, { body: string[]; dropped: number }> {
  const lines = text.split('\n');
  const out = new Map<string, { body: string[]; dropped: number }>();
  for (const [name, r] of findRegions(lines)) {
    const inside = lines.slice(r.start + 1, r.end);
    const body = inside.filter((l) => !MARKER_LIKE.test(l));
    out.set(name, { body, dropped: inside.length - body.length });
  }
  return out;
}

/** `now` with each region's body taken from `previous` (the last export), and what happened to each region. */
export function keepRegions(
  previous: Record<string, string> | null,
  now: Record<string, string>,
): { files: Record<string, string>; notes: GenRegionNote[] } {
  const files: Record<string, string> = {};
  const notes: GenRegionNote[] = [];
  for (const [file, text] of Object.entries(now)) {
    const before = previous?.[file];
    if (before === undefined || !/\.tsx?$/.test(file)) {
      files[file] = text;
      continue;
    }
    const bodies = readBodies(before);
    const lines = text.split('\n');
    const regions = [...findRegions(lines)].sort((a, b) => b[1].start - a[1].start);
    // from the last region up, so that the indices above stay right
    for (const [name, r] of regions) {
      const kept = bodies.get(name);
      if (!kept) continue;
      lines.splice(r.start + 1, r.end - r.start - 1, ...kept.body);
      if (kept.body.some((l) => l.trim())) notes.push({ file, region: name, status: 'kept' });
      if (kept.dropped) notes.push({ file, region: name, status: 'markerDropped', lines: kept.dropped });
    }
    const known = new Set(regions.map(([n]) => n));
    for (const [name, kept] of bodies)
      if (!known.has(name) && kept.body.some((l) => l.trim())) notes.push({ file, region: name, status: 'unknown' });
    files[file] = lines.join('\n');
  }
  return { files, notes };
}
