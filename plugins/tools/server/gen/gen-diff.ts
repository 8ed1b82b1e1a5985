import { createTwoFilesPatch } from 'diff';
import type { GenFileDiff } from '../../shared/gen.ts';

/** The per-file diff of `now` against `before` (the files of the last download, none before the first). */
export function diffFiles(before: Record<string, string> | null, now: Record<string, string>): GenFileDiff[] {
  const old = before ?? {};
  const names = [...new Set([...Object.keys(now), ...Object.keys(old)])].sort();
  return names.map((file) => {
    const a = old[file];
    const b = now[file];
    const status = a === undefined ? 'added' : b === undefined ? 'removed' : a === b ? 'same' : 'changed';
    const patch = status === 'same' ? '' : createTwoFilesPatch(file, file, a ?? '', b ?? '', undefined, undefined, { context: 3 });
    return { file, status, patch };
  });
}
