/** sharp, loaded on the first image processed: its native library is not needed to start the server. */
const loadSharp = () => import('sharp').then((m) => m.default);

/** Where a watermark sits on an image (site extend `ImageWatermarkArgs.Position`). */
export type WatermarkPosition =
  | 'TOP_LEFT'
  | 'TOP_CENTER'
  | 'TOP_RIGHT'
  | 'CENTER_LEFT'
  | 'CENTER'
  | 'CENTER_RIGHT'
  | 'BOTTOM_LEFT'
  | 'BOTTOM_CENTER'
  | 'BOTTOM_RIGHT';

export interface WatermarkArgs {
  /** the watermark image's bytes */
  image: Buffer;
  /** 0…1 */
  opacity: number;
  /** the watermark's width in percent of the image's width (≥ 20) */
  ratio: number;
  /** images narrower or lower than these are left without a watermark (≥ 20) */
  minWidth: number;
  minHeight: number;
  position: WatermarkPosition;
}

/** The image's real format and size, or null when sharp cannot read it as an image (a disguised file). */
export async function imageInfo(buf: Buffer): Promise<{ format: string; width: number; height: number } | null> {
  const sharp = await loadSharp();
  try {
    const m = await sharp(buf, { animated: false }).metadata();
    if (!m.format || !m.width || !m.height) return null;
    return { format: m.format, width: m.width, height: m.height };
  } catch {
    return null;
  }
}

/** Formats sharp writes for each extension the library accepts as an image. */
const OUTPUT: Record<string, 'jpeg' | 'png' | 'webp' | 'gif'> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' };

/** The extension of a derived image (thumbnail, watermark) of a file with this extension: bmp is written as png. */
export const derivedExt = (ext: string) => (OUTPUT[ext] ? ext : 'png');

/** A thumbnail inside w×h (0 on one side keeps the ratio), never enlarged. */
export async function thumbnail(buf: Buffer, ext: string, w: number, h: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(buf)
    .rotate()
    .resize({ width: w || undefined, height: h || undefined, fit: 'inside', withoutEnlargement: true })
    .toFormat(OUTPUT[ext] ?? 'png')
    .toBuffer();
}

/** The image with the watermark laid on it, or null when the image is smaller than the minimum size. */
export async function watermark(buf: Buffer, ext: string, args: WatermarkArgs): Promise<Buffer | null> {
  const sharp = await loadSharp();
  const base = sharp(buf).rotate();
  const m = await base.metadata();
  const width = m.autoOrient?.width ?? m.width ?? 0;
  const height = m.autoOrient?.height ?? m.height ?? 0;
  if (width < args.minWidth || height < args.minHeight) return null;
  const markWidth = Math.max(1, Math.round((width * args.ratio) / 100));
  let mark = await sharp(args.image).resize({ width: markWidth, height: height, fit: 'inside' }).ensureAlpha().png().toBuffer();
  if (args.opacity < 1) {
    const { data, info } = await sharp(mark).raw().toBuffer({ resolveWithObject: true });
    for (let i = 3; i < data.length; i += 4) data[i] = Math.round(data[i] * args.opacity);
    mark = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
      .png()
      .toBuffer();
  }
  const mm = await sharp(mark).metadata();
  const [top, left] = place(args.position, width, height, mm.width ?? 0, mm.height ?? 0);
  return base
    .composite([{ input: mark, top, left }])
    .toFormat(OUTPUT[ext] ?? 'png')
    .toBuffer();
}

function place(pos: WatermarkPosition, w: number, h: number, mw: number, mh: number): [number, number] {
  const pad = Math.round(Math.min(w, h) * 0.02);
  const [v, hz] = pos === 'CENTER' ? ['CENTER', 'CENTER'] : pos.split('_');
  const top = v === 'TOP' ? pad : v === 'BOTTOM' ? h - mh - pad : Math.round((h - mh) / 2);
  const left = hz === 'LEFT' ? pad : hz === 'RIGHT' ? w - mw - pad : Math.round((w - mw) / 2);
  return [Math.max(0, top), Math.max(0, left)];
}
