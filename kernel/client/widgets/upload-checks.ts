/** Limits an uploader applies to each chosen file (SPEC §5 upload checks). */
export interface UploadLimits {
  /** allowed extensions without dot; empty allows everything */
  types: readonly string[];
  /** maximum size in MB; 0 disables the check */
  sizeMb: number;
  /** maximum number of files in the value; 0 disables the check */
  limit: number;
}

/** A failed check: an i18n key in namespace `widgets` and its parameters. */
export interface UploadIssue {
  key: 'upload.format' | 'upload.size' | 'upload.count';
  params: Record<string, string | number>;
}

/** Lower-case extension of a file name, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const base = name.split(/[?#]/)[0];
  const dot = base.lastIndexOf('.');
  return dot < 0 || dot < base.lastIndexOf('/') ? '' : base.slice(dot + 1).toLowerCase();
}

/**
 * Format check as RuoYi does it: the MIME type or the extension contains an allowed type, so
 * `docx` passes where `doc` is allowed.
 */
export function isAllowedType(file: { name: string; type?: string }, types: readonly string[]): boolean {
  if (!types.length) return true;
  const ext = extensionOf(file.name);
  const mime = (file.type ?? '').toLowerCase();
  return types.some((t) => {
    const want = t.toLowerCase();
    return (ext !== '' && ext.includes(want)) || (mime !== '' && mime.includes(want));
  });
}

/** Checks one file in the order format, size, count; `count` is how many files the value would hold before it. */
export function checkUploadFile(
  file: { name: string; size: number; type?: string },
  limits: UploadLimits,
  count: number,
): UploadIssue | null {
  if (!isAllowedType(file, limits.types)) return { key: 'upload.format', params: { types: limits.types.join('/') } };
  if (limits.sizeMb > 0 && file.size / 1024 / 1024 > limits.sizeMb) return { key: 'upload.size', params: { n: limits.sizeMb } };
  if (limits.limit > 0 && count + 1 > limits.limit) return { key: 'upload.count', params: { n: limits.limit } };
  return null;
}

/** A file that is part of the value. */
export interface UploadedFile {
  name: string;
  url: string;
}

/** Splits a comma-separated value into files (the name is the url's last segment). */
export function valueToFiles(value: string | null | undefined, names?: Map<string, string>): UploadedFile[] {
  if (!value) return [];
  return value
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)
    .map((url) => ({ url, name: names?.get(url) ?? decodeURIComponent(url.split('/').pop() || url) }));
}

/** Joins files into the comma-separated value the uploaders emit (SPEC §4). */
export function filesToValue(files: UploadedFile[]): string {
  return files.map((f) => f.url).join(',');
}

/** What one upload needs: send one file, resolve with where it landed, reject with a message (or without one for a transport failure). */
export type UploadFn = (file: File) => Promise<UploadedFile>;

/** Callbacks of one batch; the uploaders wire them to state, the tests to recorders. */
export interface BatchHooks {
  /** a file failed a check or the upload; `message` is the server's msg, or undefined for the fallback text */
  onIssue(issue: UploadIssue | { message?: string }): void;
  /** the accepted files start uploading (loading indicator on) */
  onStart(files: File[]): void;
  /** one accepted file failed and leaves the list */
  onDrop(file: File): void;
  /** every accepted file has settled; `added` are the successes in choice order (loading indicator off) */
  onDone(added: UploadedFile[]): void;
}

/**
 * Runs SPEC §4's upload flow for one chosen batch: check each file (format, size, count), upload
 * the accepted ones, drop those that fail, and when all have settled commit the successes after
 * `existing`. Returns the new list (equal to `existing` when nothing succeeded).
 */
export async function runUploadBatch(
  files: File[],
  existing: UploadedFile[],
  limits: UploadLimits,
  upload: UploadFn,
  hooks: BatchHooks,
): Promise<UploadedFile[]> {
  const accepted: File[] = [];
  let countIssued = false;
  for (const f of files) {
    const issue = checkUploadFile(f, limits, existing.length + accepted.length);
    if (!issue) accepted.push(f);
    else if (issue.key !== 'upload.count' || !countIssued) {
      // one count message per batch, not one per surplus file
      if (issue.key === 'upload.count') countIssued = true;
      hooks.onIssue(issue);
    }
  }
  if (!accepted.length) return existing;
  hooks.onStart(accepted);
  const results = await Promise.all(
    accepted.map((f) =>
      upload(f).then(
        (ok) => ok,
        (e: unknown) => {
          hooks.onDrop(f);
          hooks.onIssue({ message: e instanceof Error && e.message ? e.message : undefined });
          return null;
        },
      ),
    ),
  );
  const added = results.filter((r): r is UploadedFile => r !== null);
  hooks.onDone(added);
  return existing.concat(added);
}
