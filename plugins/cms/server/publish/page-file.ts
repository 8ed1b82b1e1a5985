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
export function writePageFile(file: string, html: string): void {
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
}
