import { type Static, Type } from 'typebox';

/** Extensions the file manager opens as text, creates and saves (never active content: no html, js, svg). */
export const EDITABLE_EXTENSIONS = ['css', 'txt', 'json', 'xml', 'md', 'csv'] as const;
/** Extensions the file manager takes as uploads (the kernel's forbidden list is refused whatever this says). */
export const FILE_UPLOAD_EXTENSIONS = [
  'css',
  'txt',
  'json',
  'md',
  'csv',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'bmp',
  'ico',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  'pdf',
  'mp3',
  'mp4',
] as const;
/** The most an edited text file may hold (bytes). */
export const FILE_EDIT_MAX_BYTES = 512 * 1024;
/** A file or directory name: letters, digits, underscore, hyphen, then an extension for files. */
export const FILE_NAME = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)*$/;
export const DIR_NAME = /^[A-Za-z0-9_-]+$/;

export const isEditable = (name: string) => {
  const i = name.lastIndexOf('.');
  return i > 0 && (EDITABLE_EXTENSIONS as readonly string[]).includes(name.slice(i + 1).toLowerCase());
};

const filePath = Type.String({ maxLength: 500 });

/** `GET /cms/file/list` */
export const FileQuery = Type.Object({ filePath: Type.Optional(filePath), fileName: Type.Optional(Type.String({ maxLength: 100 })) });
export type FileQuery = Static<typeof FileQuery>;
/** `POST /cms/file/add` */
export const FileAdd = Type.Object({ dir: filePath, fileName: Type.String({ minLength: 1, maxLength: 100 }), isDirectory: Type.Boolean() });
export type FileAdd = Static<typeof FileAdd>;
/** `POST /cms/file/rename` */
export const FileRename = Type.Object({
  filePath: Type.String({ minLength: 1, maxLength: 500 }),
  rename: Type.String({ minLength: 1, maxLength: 100 }),
});
export type FileRename = Static<typeof FileRename>;
/** `POST /cms/file/read` */
export const FileRead = Type.Object({ filePath: Type.String({ minLength: 1, maxLength: 500 }) });
export type FileRead = Static<typeof FileRead>;
/** `POST /cms/file/edit` */
export const FileEdit = Type.Object({
  filePath: Type.String({ minLength: 1, maxLength: 500 }),
  fileContent: Type.String({ maxLength: FILE_EDIT_MAX_BYTES * 2 }),
});
export type FileEdit = Static<typeof FileEdit>;
/** `POST /cms/file/delete` */
export const FileDelete = Type.Array(Type.Object({ filePath: Type.String({ minLength: 1, maxLength: 500 }) }), {
  minItems: 1,
  maxItems: 200,
});
export type FileDelete = Static<typeof FileDelete>;

/** A file or directory on the wire (FileVO); `filePath` is relative to the resource root: `{root}/a/b.css`. */
export interface FileVO {
  filePath: string;
  fileName: string;
  isDirectory: boolean;
  canEdit: boolean;
  fileSize: number;
  modifyTime: string;
}

/** A directory of the tree: id = its filePath. */
export interface FileTreeNode {
  id: string;
  label: string;
  children?: FileTreeNode[];
}
