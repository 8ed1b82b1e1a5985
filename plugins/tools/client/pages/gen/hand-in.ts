/** Why a picked file is not handed in. */
export type HandInReason = 'notGenerated' | 'ambiguous' | 'tooLarge' | 'twice' | 'tooMany';

/** A picked file: its path as the zip, the folder or the file input names it, and how to read it (only when taken). */
export interface PickedFile {
  path: string;
  size: number;
  read(): Promise<string>;
}

/** the server's bounds of one hand-in (shared/gen.ts GenHandWritten) */
export const HAND_IN_MAX_FILES = 60;
export const HAND_IN_MAX_CHARS = 500_000;

/** A path with forward slashes and no leading `./` or `/`. */
const normal = (p: string) => p.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '');

/**
 * The generated file a picked path stands for: the one whose path ends with it (a zip or folder of the plugin:
 * `demo/server/index.ts`) or that it ends with (a zip of the whole project: `zhuxie/plugins/demo/server/index.ts`);
 * none, or several (a bare `index.ts`), is no match.
 */
export function generatedPathOf(picked: string, generated: readonly string[]): { path: string } | { reason: 'notGenerated' | 'ambiguous' } {
  const p = `/${normal(picked)}`;
  const hits = generated.filter((g) => `/${g}`.endsWith(p) || p.endsWith(`/${g}`));
  if (hits.length === 1) return { path: hits[0] };
  return { reason: hits.length ? 'ambiguous' : 'notGenerated' };
}

/** What a pick hands in (by generated path) and what it leaves, each with its reason. */
export interface HandInPlan {
  taken: { picked: string; path: string; read(): Promise<string> }[];
  refused: { picked: string; reason: HandInReason }[];
}

/** Sorts the picked files into those handed in and those not, by path and size (nothing is read here). */
export function planHandIn(files: readonly PickedFile[], generated: readonly string[]): HandInPlan {
  const plan: HandInPlan = { taken: [], refused: [] };
  const seen = new Set<string>();
  for (const f of files) {
    const hit = generatedPathOf(f.path, generated);
    if ('reason' in hit) plan.refused.push({ picked: f.path, reason: hit.reason });
    else if (seen.has(hit.path)) plan.refused.push({ picked: f.path, reason: 'twice' });
    // a character takes one byte at least: a file over the bound in bytes may still fit; the text is checked once read
    else if (f.size > HAND_IN_MAX_CHARS * 4) plan.refused.push({ picked: f.path, reason: 'tooLarge' });
    else if (plan.taken.length >= HAND_IN_MAX_FILES) plan.refused.push({ picked: f.path, reason: 'tooMany' });
    else {
      seen.add(hit.path);
      plan.taken.push({ picked: f.path, path: hit.path, read: f.read });
    }
  }
  return plan;
}

/** The picked files of a zip (its folders left out), read lazily with jszip, which loads only when a zip is picked. */
export async function zipEntries(file: Blob): Promise<PickedFile[]> {
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(file);
  return Object.values(zip.files)
    .filter((e) => !e.dir)
    .map((e) => ({ path: e.name, size: 0, read: () => e.async('string') }));
}

/** The picked files of a file or folder input (a folder's files by their path in it). */
export const inputFiles = (list: FileList): PickedFile[] =>
  Array.from(list).map((f) => ({ path: f.webkitRelativePath || f.name, size: f.size, read: () => f.text() }));
