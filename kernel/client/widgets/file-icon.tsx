import type { ReactNode } from 'react';
import { IconFile, IconFileAudio, IconFileImage, IconFilePdf, IconFileVideo } from '@arco-design/web-react/icon';
import { IMAGE_EXTENSIONS } from '../../shared/constants.ts';
import { extensionOf } from './upload-checks.ts';

/** Coarse file kinds the console shows different icons for. */
export type FileKind = 'image' | 'pdf' | 'word' | 'excel' | 'ppt' | 'text' | 'archive' | 'video' | 'audio' | 'other';

const KINDS: Record<Exclude<FileKind, 'image' | 'other'>, string[]> = {
  pdf: ['pdf'],
  word: ['doc', 'docx', 'wps', 'rtf'],
  excel: ['xls', 'xlsx', 'csv', 'et'],
  ppt: ['ppt', 'pptx', 'dps'],
  text: ['txt', 'md', 'log', 'json', 'xml', 'html', 'htm', 'css', 'js'],
  archive: ['zip', 'rar', '7z', 'tar', 'gz'],
  video: ['mp4', 'avi', 'mov', 'wmv', 'flv', 'mkv', 'webm'],
  audio: ['mp3', 'wav', 'aac', 'flac', 'ogg', 'm4a'],
};

/** True when the name or url has one of SPEC §9's image extensions. */
export function isImageFile(name: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

/** The kind of a file by its extension. */
export function fileKindOf(name: string): FileKind {
  if (isImageFile(name)) return 'image';
  const ext = extensionOf(name);
  for (const [kind, exts] of Object.entries(KINDS)) if (exts.includes(ext)) return kind as FileKind;
  return 'other';
}

const COLORS: Partial<Record<FileKind, string>> = {
  pdf: 'rgb(var(--red-6))',
  word: 'rgb(var(--arcoblue-6))',
  excel: 'rgb(var(--green-6))',
  ppt: 'rgb(var(--orange-6))',
  archive: 'rgb(var(--purple-6))',
};

/** An icon for a file name, chosen by extension. */
export function fileIcon(name: string, size = 16): ReactNode {
  const kind = fileKindOf(name);
  const style = { fontSize: size, color: COLORS[kind] };
  switch (kind) {
    case 'image':
      return <IconFileImage style={style} />;
    case 'pdf':
      return <IconFilePdf style={style} />;
    case 'video':
      return <IconFileVideo style={style} />;
    case 'audio':
      return <IconFileAudio style={style} />;
    default:
      return <IconFile style={style} />;
  }
}

/** Component form of {@link fileIcon}. */
export function FileIcon({ name, size }: { name: string; size?: number }) {
  return <>{fileIcon(name, size)}</>;
}
