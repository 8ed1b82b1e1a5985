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
 * rename). No fsync: the output is derived from the database and a publish rewrites it. The page is written
 * from its string (node's UTF-8 fast path: no Buffer made in JavaScript).
 */
export function writePageFile(file: string, html: string): boolean {
  // a page that did not change is left as it is: a republish then costs a read, not a write and a rename
  // (replacing a file by rename makes ext4 flush the new one at once)
  if (sameBytes(file, html)) return false;
  const dir = path.dirname(file);
  if (!madeDirs.has(dir)) {
    fs.mkdirSync(dir, { recursive: true });
    if (madeDirs.size > 10_000) madeDirs.clear();
    madeDirs.add(dir);
  }
  // unique across instances, threads and pages: pid, thread, counter
  const tmp = `${file}.${process.pid}-${threadId}-${++seq}.tmp`;
  try {
    fs.writeFileSync(tmp, html);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(tmp, html);
  }
  try {
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
  return true;
}

/** Whether the file holds exactly the page's bytes (its size first, so a changed or new page is never read or encoded). */
function sameBytes(file: string, html: string): boolean {
  const st = fs.statSync(file, { throwIfNoEntry: false });
  if (!st?.isFile() || st.size !== Buffer.byteLength(html)) return false;
  try {
    return fs.readFileSync(file).equals(Buffer.from(html));
  } catch {
    return false;
  }
}
