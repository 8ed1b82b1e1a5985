import crypto from 'node:crypto';
import type { Kernel } from '#kernel/server';
import { fail, formatInstant, INLINE_TYPES } from '#kernel/worker';
import { type ResourceType, resourceTypeOf } from '../../shared/resource.ts';
import { type FileStorage, type StorageSite, storageFor } from '../storage/file-storage.ts';
import type { RenderKernel } from '../render/render-kernel.ts';
import { mediaDuration } from './media-info.ts';
import { derivedExt, imageInfo, thumbnail, watermark, type WatermarkPosition } from './image-process.ts';

/** The formats sharp must find in a file uploaded as an image of each extension. */
const IMAGE_FORMATS: Record<string, string> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };

const CONTENT_TYPES: Record<string, string> = {
  ...INLINE_TYPES,
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  flac: 'audio/flac',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  pdf: 'application/pdf',
};
export const contentTypeOf = (ext: string) => CONTENT_TYPES[ext] ?? 'application/octet-stream';

/** `abc.png` → `abc_{tag}.{ext}`: the key of a derived file (thumbnail, original before the watermark). */
export function variantKey(key: string, tag: string, ext?: string): string {
  const dot = key.lastIndexOf('.');
  return `${key.slice(0, dot)}_${tag}.${ext ?? key.slice(dot + 1)}`;
}

/** What a stored file became: its key, kind and image size. */
export interface StoredFile {
  key: string;
  resourceType: ResourceType;
  width: number;
  height: number;
  /** seconds, audio and video */
  duration: number;
  size: number;
  storageType: FileStorage['type'];
}

/**
 * Puts an uploaded or fetched file into the site's storage as a resource file: the type from the extension,
 * an image checked by its real format (a zip or SVG named .png is refused) and measured; with the site's
 * watermark on, the stored image carries it and the untouched original is kept beside it (`_original`); a
 * thumbnail is made when the site's extends give a size.
 */
export async function storeResourceFile(kernel: Kernel, site: StorageSite, buf: Buffer, ext: string): Promise<StoredFile> {
  const resourceType = resourceTypeOf(ext);
  if (!resourceType) throw fail('cms:errors.resourceBadType', { types: ext });
  const storage = await storageFor(kernel, site);
  const day = formatInstant(Date.now(), kernel.config.timeZone).slice(0, 10).replace(/-/g, '/');
  const key = `resources/${resourceType}/${day}/${crypto.randomUUID().replace(/-/g, '')}.${ext}`;
  let width = 0;
  let height = 0;
  let stored = buf;
  if (resourceType === 'image') {
    const info = await imageInfo(buf);
    if (!info || info.format !== IMAGE_FORMATS[ext]) throw fail('server:upload.badContent');
    ({ width, height } = info);
    const marked = await applyWatermark(storage, site, buf, ext);
    if (marked) {
      await storage.put(variantKey(key, 'original'), buf, contentTypeOf(ext));
      stored = marked;
    }
  }
  await storage.put(key, stored, contentTypeOf(ext));
  const duration = resourceType === 'audio' || resourceType === 'video' ? await mediaDuration(buf, ext) : 0;
  if (resourceType === 'image') {
    const [w, h] = thumbnailSize(site);
    if (w || h)
      await storage.put(variantKey(key, `${w}x${h}`, derivedExt(ext)), await thumbnail(stored, ext, w, h), contentTypeOf(derivedExt(ext)));
  }
  return { key, resourceType, width, height, duration, size: buf.length, storageType: storage.type };
}

/** The site's thumbnail size (extends `ThumbnailWidth`/`ThumbnailHeight`; 0 and 0 = no thumbnail). */
export function thumbnailSize(site: StorageSite): [number, number] {
  return [Number(site.configProps.ThumbnailWidth ?? 0) || 0, Number(site.configProps.ThumbnailHeight ?? 0) || 0];
}

async function applyWatermark(storage: FileStorage, site: StorageSite, buf: Buffer, ext: string): Promise<Buffer | null> {
  if (site.configProps.ImageWatermark !== 'Y') return null;
  const a = (site.configProps.ImageWatermarkArgs ?? {}) as Record<string, unknown>;
  const markKey = typeof a.Image === 'string' ? a.Image : '';
  const mark = markKey ? await storage.get(markKey) : null;
  if (!mark) return null;
  return watermark(buf, ext, {
    image: mark,
    opacity: Math.min(1, Math.max(0, Number(a.Opacity ?? 1))),
    ratio: Math.max(20, Number(a.Ratio ?? 30)),
    minWidth: Math.max(20, Number(a.Width ?? 20)),
    minHeight: Math.max(20, Number(a.Height ?? 20)),
    position: (a.Position as WatermarkPosition) ?? 'BOTTOM_RIGHT',
  });
}

// keys of on-demand sizes already made (so a page of thumbnails does not re-read storage)
const made = new Set<string>();

/**
 * `imageSize`: the URL of the image scaled into w×h, made on first request and kept in storage beside the
 * original (`_{w}x{h}`); templates and lists call it.
 */
export async function imageSize(kernel: RenderKernel, site: StorageSite, key: string, w: number, h: number): Promise<string> {
  const storage = await storageFor(kernel, site);
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const variant = variantKey(key, `${w}x${h}`, derivedExt(ext));
  const id = `${site.siteId}:${storage.type}:${variant}`;
  if (!made.has(id)) {
    if (!(await storage.get(variant))) {
      const src = await storage.get(key);
      if (!src) return storage.url(key);
      await storage.put(variant, await thumbnail(src, ext, w, h), contentTypeOf(derivedExt(ext)));
    }
    made.add(id);
  }
  return storage.url(variant);
}
