import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

// directories known to exist, so a page costs no mkdir (a removed one is made again on ENOENT)
const madeDirs = new Set<string>();
let seq = 0;

/**
 * Writes one published page atomically: the bytes go to a temp file beside it, then a rename puts it in place,
 * so a reader sees the old page or the new one, never half of one. Synchronous on purpose: it runs in a render
 * worker, where blocking holds up no request, and it costs the fewest system calls (open, write, close,
 * rename). No fsync: the output is derived from the database and a publish rewrites it.
 */
export function writePageFile(file: string, html: string): boolean {
  const data = Buffer.from(html);
  // a page that did not change is left as it is: a republish then costs a read, not a write and a rename
  // (replacing a file by rename makes ext4 flush the new one at once)
  if (sameBytes(file, data)) return false;
  const dir = path.dirname(file);
  if (!madeDirs.has(dir)) {
    fs.mkdirSync(dir, { recursive: true });
    if (madeDirs.size > 10_000) madeDirs.clear();
    madeDirs.add(dir);
  }
  // unique across instances, threads and pages: pid, thread, counter
  const tmp = `${file}.${process.pid}-${threadId}-${++seq}.tmp`;
  try {
    fs.writeFileSync(tmp, data);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(tmp, data);
  }
  try {
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
  return true;
}

/** Whether the file holds exactly these bytes (its size first, so a changed page is rarely read). */
function sameBytes(file: string, data: Buffer): boolean {
  const st = fs.statSync(file, { throwIfNoEntry: false });
  if (!st?.isFile() || st.size !== data.length) return false;
  try {
    return fs.readFileSync(file).equals(data);
  } catch {
    return false;
  }
}
