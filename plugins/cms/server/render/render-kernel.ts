import type { Kernel } from '#kernel/server';

/**
 * What rendering and writing pages need of the kernel: its config, the database, the cache and config
 * values. The main thread passes its kernel; a render worker builds its own from these parts alone.
 */
export type RenderKernel = Pick<Kernel, 'config' | 'db' | 'cache' | 'configValue'>;
