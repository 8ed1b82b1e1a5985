import type { Kernel } from '#kernel/server';
import { SITE_CONTENT_STATS } from '#kernel/shared';
import { VisitWriter } from './visit-writer.ts';

const writers = new WeakMap<Kernel, VisitWriter>();

/**
 * The page-view writer of a kernel (one per process): made on first use, flushed and switched to writing at once
 * by `stopStatWriter` when the server stops gracefully (the plugin's `stop`, and again when Fastify closes).
 */
export function statWriter(kernel: Kernel): VisitWriter {
  let w = writers.get(kernel);
  if (!w) {
    w = new VisitWriter({
      pool: kernel.pool,
      timeZone: kernel.config.timeZone,
      internal: () => kernel.internalAddresses(),
      // the CMS keeps the contents' view counters; a failure there must not write the batch's events twice
      views: (views) =>
        (kernel.services.get(SITE_CONTENT_STATS)?.addViews(views) ?? Promise.resolve()).catch((e) =>
          console.error('statistics: content views not added', e),
        ),
      onError: (e) => console.error('statistics: page views not written yet (kept for the next flush)', e),
    });
    writers.set(kernel, w);
  }
  return w;
}

/** Flushes what is buffered; events arriving afterwards are written as they come. */
export async function stopStatWriter(kernel: Kernel): Promise<void> {
  await writers.get(kernel)?.batch.stop();
}
