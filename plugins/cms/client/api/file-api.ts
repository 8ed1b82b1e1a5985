import { http, uploadForm } from '#kernel/client';
import type { FileTreeNode, FileVO } from '../../shared/file.ts';

export type { FileTreeNode, FileVO };

/** URLs of CMS → Files, declared once. */
export const fileUrls = {
  tree: '/cms/file/directoryTreeData',
  list: '/cms/file/list',
  add: '/cms/file/add',
  rename: '/cms/file/rename',
  read: '/cms/file/read',
  edit: '/cms/file/edit',
  upload: '/cms/file/upload',
  delete: '/cms/file/delete',
} as const;

/** Calls of CMS → Files (paths are `{root}/a/b`). */
export const fileApi = {
  tree: () => http.get<{ tree: FileTreeNode[]; resourceRoot: string }>(fileUrls.tree),
  list: (filePath: string, fileName?: string) => http.get<FileVO[]>(fileUrls.list, { params: { filePath, fileName } }),
  add: (b: { dir: string; fileName: string; isDirectory: boolean }) => http.post(fileUrls.add, b),
  rename: (b: { filePath: string; rename: string }) => http.post(fileUrls.rename, b),
  read: (filePath: string) => http.post<string>(fileUrls.read, { filePath }),
  edit: (b: { filePath: string; fileContent: string }) => http.post(fileUrls.edit, b),
  upload: (dir: string, file: File) => uploadForm<{ filePath: string }>(fileUrls.upload, file, { dir }),
  remove: (paths: string[]) =>
    http.post(
      fileUrls.delete,
      paths.map((filePath) => ({ filePath })),
    ),
};
