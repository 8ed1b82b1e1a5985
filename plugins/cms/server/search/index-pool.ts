import type { Kernel } from '#kernel/server';
import { renderPool } from '../publish/render-pool.ts';

/**
 * `syncSearchIndex` run in a render thread (`indexContents` of render.worker.ts): segmenting a batch of texts
 * takes about a millisecond a content, which the API's thread should not spend; the threads also let a rebuild
 * use every core. Answers how many were indexed.
 */
export function indexInPool(kernel: Kernel, ids: readonly number[]): Promise<number> {
  if (!ids.length) return Promise.resolve(0);
  const pool = renderPool(kernel) as unknown as { run(task: number[], o: { name: string }): Promise<number> };
  return pool.run([...ids], { name: 'indexContents' });
}

/** how many batches a rebuild keeps in the render threads at once */
export const indexLanes = (kernel: Kernel) => renderPool(kernel).maxThreads;
