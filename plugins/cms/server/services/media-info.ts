const MIME: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  flac: 'audio/flac',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  avi: 'video/x-msvideo',
};

/** The duration (whole seconds) of an audio or video file, or 0 when its format does not say. */
export async function mediaDuration(buf: Buffer, ext: string): Promise<number> {
  try {
    // loaded on the first media file: not needed to start the server
    const { parseBuffer } = await import('music-metadata');
    const m = await parseBuffer(buf, { mimeType: MIME[ext], size: buf.length }, { duration: true, skipCovers: true });
    const d = m.format.duration;
    return d && Number.isFinite(d) ? Math.round(d) : 0;
  } catch {
    return 0;
  }
}
