import { crudPerms, http, uploadForm } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type { FileTreeNode, FileVO } from '../../shared/file.ts';
import type { PublishPipe, PublishPipeAdd, PublishPipeEdit, PublishPipeQuery } from '../../shared/publish-pipe.ts';
import type { Template, TemplateAdd, TemplateImpact, TemplateQuery, TemplateRename } from '../../shared/template.ts';
import { CMS_VERBS, cmsObject } from './cms-object.ts';

export type { FileTreeNode, FileVO, PublishPipe, PublishPipeQuery, Template, TemplateImpact, TemplateQuery };

/** URLs of CMS → Publish pipes, Templates and Files, declared once. */
export const templateUrls = {
  pipes: '/cms/publishpipe',
  pipeList: '/cms/publishpipe/list',
  pipeSelect: '/cms/publishpipe/selectData',
  pipe: (id: number) => `/cms/publishpipe/${id}`,
  templates: '/cms/template',
  template: (id: number) => `/cms/template/${id}`,
  rename: '/cms/template/rename',
  clearInclude: '/cms/template/clearIncludeCache',
  clearTemplate: '/cms/template/clearTemplateCache',
  fileTree: '/cms/file/directoryTreeData',
  fileList: '/cms/file/list',
  fileAdd: '/cms/file/add',
  fileRename: '/cms/file/rename',
  fileRead: '/cms/file/read',
  fileEdit: '/cms/file/edit',
  fileUpload: '/cms/file/upload',
  fileDelete: '/cms/file/delete',
} as const;

/** Calls of CMS → Publish pipes. */
export const pipeApi = {
  list: (q: PublishPipeQuery & { pageNum: number; pageSize: number }) =>
    http.get<PageData<PublishPipe>>(templateUrls.pipeList, { params: q }),
  options: () => http.get<{ rows: { pipeCode: string; pipeName: string }[]; total: number }>(templateUrls.pipeSelect),
  get: (id: number) => http.get<PublishPipe>(templateUrls.pipe(id)),
  add: (p: PublishPipeAdd) => http.post(templateUrls.pipes, p),
  update: (p: PublishPipeEdit) => http.put(templateUrls.pipes, p),
  remove: (ids: number[]) => http.delete(templateUrls.pipes, ids),
};

/** Calls of CMS → Templates. */
export const templateApi = {
  list: (q: TemplateQuery & { pageNum: number; pageSize: number }) => http.get<PageData<Template>>(templateUrls.templates, { params: q }),
  get: (id: number) => http.get<Template>(templateUrls.template(id)),
  add: (t: TemplateAdd) => http.post<{ templateId: number }>(templateUrls.templates, t),
  rename: (t: TemplateRename) => http.post(templateUrls.rename, t),
  save: (t: { templateId: number; content: string; remark?: string | null }) => http.put(templateUrls.templates, t),
  remove: (ids: number[]) => http.delete(templateUrls.templates, ids),
  clearIncludeCache: (ids: number[]) => http.delete<{ cleared: number }>(templateUrls.clearInclude, ids),
  clearTemplateCache: () => http.post<{ cleared: number }>(templateUrls.clearTemplate),
};

/** Calls of CMS → Files (paths are `{root}/a/b`). */
export const fileApi = {
  tree: () => http.get<{ tree: FileTreeNode[]; resourceRoot: string }>(templateUrls.fileTree),
  list: (filePath: string, fileName?: string) => http.get<FileVO[]>(templateUrls.fileList, { params: { filePath, fileName } }),
  add: (b: { dir: string; fileName: string; isDirectory: boolean }) => http.post(templateUrls.fileAdd, b),
  rename: (b: { filePath: string; rename: string }) => http.post(templateUrls.fileRename, b),
  read: (filePath: string) => http.post<string>(templateUrls.fileRead, { filePath }),
  edit: (b: { filePath: string; fileContent: string }) => http.post(templateUrls.fileEdit, b),
  upload: (dir: string, file: File) => uploadForm<{ filePath: string }>(templateUrls.fileUpload, file, { dir }),
  remove: (paths: string[]) =>
    http.post(
      templateUrls.fileDelete,
      paths.map((filePath) => ({ filePath })),
    ),
};

/** What a template renders and its republish (beyond ChestnutCMS: the editor's impact preview). */
export const templateImpactApi = {
  get: (templateId: number) => http.get<TemplateImpact>(`/cms/template/impact/${templateId}`),
  republish: (templateId: number) => http.post<string>('/cms/template/republish', { templateId }),
};

/** CMS → Publish pipes as one object. */
export const pipeObject = cmsObject<PublishPipe, PublishPipeQuery>({
  name: 'PublishPipe',
  rowKey: 'publishpipeId',
  api: pipeApi,
  perms: crudPerms('cms', 'publishpipe', ['add', 'edit', 'remove'], CMS_VERBS),
  nameOf: (r) => r.name,
});

/** CMS → Templates as one object (a template is named by its path). */
export const templateObject = cmsObject<Template, TemplateQuery>({
  name: 'Template',
  rowKey: 'templateId',
  api: templateApi,
  perms: crudPerms('cms', 'template', ['add', 'edit', 'remove'], CMS_VERBS),
  nameOf: (r) => r.path,
});
