import type { RenderKernel } from '../render/render-kernel.ts';
import type { FileStorageArgs, ResourceStorage } from '../../shared/resource.ts';
import { LocalStorage } from './local-storage.ts';
import type { S3Storage } from './s3-storage.ts';

/**
 * Where a site's resource files live. Keys are relative to the site (`resources/image/2026/11/25/x.png`);
 * each storage places them under the site's path and says where they are served.
 */
export interface FileStorage {
  readonly type: Exclude<ResourceStorage, 'Remote'>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** the bytes, or null when there is no such file */
  get(key: string): Promise<Buffer | null>;
  /** removes a file and every file derived from it (`{name}_{tag}.{ext}`: original, thumbnails) */
  removeFamily(key: string): Promise<void>;
  /** the URL a browser loads the file from */
  url(key: string): string;
}

export interface StorageSite {
  siteId: number;
  path: string;
  configProps: Record<string, unknown>;
}

const clients = new Map<string, S3Storage>();

/**
 * The storage the site's extends choose (`FileStorageType`, `FileStorageArgs`); local under DATA_DIR by
 * default. The S3 client loads only when a site uses it.
 */
export async function storageFor(kernel: RenderKernel, site: StorageSite): Promise<FileStorage> {
  const type = (site.configProps.FileStorageType as ResourceStorage | undefined) ?? 'Local';
  if (type === 'Local' || type === 'Remote') return new LocalStorage(kernel, site.path);
  return s3StorageFor(type, site.path, (site.configProps.FileStorageArgs ?? {}) as FileStorageArgs);
}

/**
 * The S3 storage of a bucket with its objects under `prefix` (one client per settings, reused); the S3 client
 * loads only on first use.
 */
export async function s3StorageFor(type: S3Storage['type'], prefix: string, args: FileStorageArgs): Promise<S3Storage> {
  const id = JSON.stringify([type, prefix, args]);
  let s = clients.get(id);
  if (!s) {
    if (clients.size > 50) clients.clear();
    const { S3Storage } = await import('./s3-storage.ts');
    s = new S3Storage(type, prefix, args);
    clients.set(id, s);
  }
  return s;
}
