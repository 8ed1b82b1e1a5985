import type { RouteApp } from '#kernel/server';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  FORBIDDEN_EXTENSIONS,
  extensionOf,
  fail,
  formatInstant,
  invalidField,
  ok,
  readUpload,
  writeAtomic,
  type Kernel,
} from '#kernel/server';
import {
  DIR_NAME,
  FILE_EDIT_MAX_BYTES,
  FILE_NAME,
  FILE_UPLOAD_EXTENSIONS,
  FileAdd,
  FileDelete,
  FileEdit,
  FileQuery,
  FileRead,
  FileRename,
  type FileTreeNode,
  type FileVO,
  isEditable,
} from '../../shared/file.ts';
import { assertSite, requiredSite } from '../services/site-access.ts';
import { type Resolved, resolveIn, siteRoots } from '../services/site-files.ts';

const log = (type: string) => ({ title: 'cms:log.file', type });
const MAX_TREE_NODES = 2000;
const MAX_TREE_DEPTH = 8;

type Ok = Extract<Resolved, { kind: 'ok' }>;

/**
 * CMS → Files (chestnut-api §1.4 `/cms/file/*`, v1.4.3): the current site's resource directory and its pipes' output
 * directories, by path `{root}/a/b`. No path leaves them: `..`, absolute paths, backslashes, NUL, percent-encoded
 * text and symbolic links anywhere on the way are refused naming the field. Only text files (css, txt, json, xml,
 * md, csv) are opened, created and saved; active content (html, js, svg…) is never created, uploaded or edited here
 * (templates have their own screen), and a rename keeps a file's extension.
 */
export async function fileRoutes(app: RouteApp, kernel: Kernel) {
  /** the current site (the action checked) and its roots */
  const context = async (req: FastifyRequest, action: 'View' | 'Edit') => {
    const site = await requiredSite(kernel, req);
    if (action === 'Edit') await assertSite(kernel, req, site.siteId, 'Edit');
    return { site, roots: await siteRoots(kernel, site) };
  };

  const refused = (field: string, value: string) => invalidField(field, 'cms:errors.filePath', { value });
  const notThere = (field: string, value: string) => invalidField(field, 'cms:errors.fileNotFound', { value });

  /** an existing file or directory, or the localized refusal */
  const existing = async (roots: Map<string, string>, p: string, field: string): Promise<Ok> => {
    const r = await resolveIn(roots, p);
    if (r.kind === 'bad') throw refused(field, p);
    if (r.kind === 'missing') throw notThere(field, p);
    return r;
  };

  const vo = (filePath: string, name: string, isDirectory: boolean, size: number, mtimeMs: number): FileVO => ({
    filePath,
    fileName: name,
    isDirectory,
    canEdit: !isDirectory && isEditable(name),
    fileSize: isDirectory ? 0 : size,
    modifyTime: formatInstant(mtimeMs, kernel.config.timeZone),
  });

  app.get('/cms/file/directoryTreeData', { config: { access: 'cms:file:view' } }, async (req) => {
    const { roots } = await context(req, 'View');
    let count = 0;
    const walk = async (dir: string, id: string, depth: number): Promise<FileTreeNode[]> => {
      if (depth >= MAX_TREE_DEPTH) return [];
      const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
      const out: FileTreeNode[] = [];
      for (const e of entries.filter((x) => x.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
        if (++count > MAX_TREE_NODES) break;
        const childId = `${id}/${e.name}`;
        const children = await walk(path.join(dir, e.name), childId, depth + 1);
        out.push(children.length ? { id: childId, label: e.name, children } : { id: childId, label: e.name });
      }
      return out;
    };
    const tree: FileTreeNode[] = [];
    for (const [name, dir] of roots) tree.push({ id: name, label: name, children: await walk(dir, name, 0) });
    // the roots' parent, as DATA_DIR names it (never an absolute server path)
    return ok({ tree, resourceRoot: 'cms/sites' });
  });

  app.get('/cms/file/list', { config: { access: 'cms:file:view' }, schema: { querystring: FileQuery } }, async (req) => {
    const { filePath = '', fileName = '' } = req.query;
    const { roots } = await context(req, 'View');
    const match = (n: string) => !fileName || n.toLowerCase().includes(fileName.toLowerCase());
    // v1.4.3's screen asks for `/` (and no path) for the roots
    if (!filePath || filePath === '/') {
      const out: FileVO[] = [];
      for (const [name, dir] of roots) {
        const st = await fsp.stat(dir).catch(() => null);
        if (match(name)) out.push(vo(name, name, true, 0, st?.mtimeMs ?? Date.now()));
      }
      return ok(out);
    }
    const dir = await existing(roots, filePath, 'filePath');
    if (!dir.isDirectory) throw refused('filePath', filePath);
    const entries = await fsp.readdir(dir.abs, { withFileTypes: true });
    const out: FileVO[] = [];
    const base = filePath.replace(/\/+$/, '');
    for (const e of entries) {
      // links and special files are not shown: nothing here leads out of the root
      if (!(e.isDirectory() || e.isFile()) || !match(e.name) || e.name.endsWith('.tmp')) continue;
      const st = await fsp.lstat(path.join(dir.abs, e.name)).catch(() => null);
      if (st) out.push(vo(`${base}/${e.name}`, e.name, e.isDirectory(), st.size, st.mtimeMs));
    }
    out.sort((a, b) => Number(b.isDirectory) - Number(a.isDirectory) || a.fileName.localeCompare(b.fileName));
    return ok(out);
  });

  /** a new name for a file or directory, refused naming the field when it breaks the rule (a file: an editable type) */
  const checkName = (name: string, isDirectory: boolean, field: string) => {
    if (isDirectory ? !DIR_NAME.test(name) : !FILE_NAME.test(name)) throw invalidField(field, 'cms:errors.fileName');
    if (!isDirectory && !isEditable(name)) throw invalidField(field, 'cms:errors.fileType', { types: 'css, txt, json, xml, md, csv' });
  };

  app.post('/cms/file/add', { config: { access: 'cms:file:add', log: log('INSERT') }, schema: { body: FileAdd } }, async (req) => {
    const b = req.body;
    const { roots } = await context(req, 'Edit');
    checkName(b.fileName, b.isDirectory, 'fileName');
    const dir = await existing(roots, b.dir, 'dir');
    if (!dir.isDirectory) throw refused('dir', b.dir);
    const target = await resolveIn(roots, `${b.dir.replace(/\/+$/, '')}/${b.fileName}`);
    if (target.kind === 'bad') throw refused('fileName', b.fileName);
    if (target.kind === 'ok') throw invalidField('fileName', 'cms:errors.fileExists', { value: b.fileName });
    if (b.isDirectory) await fsp.mkdir(target.abs);
    else await writeAtomic(target.abs, '');
    return ok();
  });

  app.post('/cms/file/rename', { config: { access: 'cms:file:edit', log: log('UPDATE') }, schema: { body: FileRename } }, async (req) => {
    const b = req.body;
    const { roots } = await context(req, 'Edit');
    const from = await existing(roots, b.filePath, 'filePath');
    if (!from.segs.length) throw refused('filePath', b.filePath);
    if (from.isDirectory) {
      if (!DIR_NAME.test(b.rename)) throw invalidField('rename', 'cms:errors.fileName');
    } else {
      // the extension stays: a text file never turns into a page or a script
      if (!FILE_NAME.test(b.rename)) throw invalidField('rename', 'cms:errors.fileName');
      if (extensionOf(b.rename) !== extensionOf(from.abs))
        throw invalidField('rename', 'cms:errors.fileKeepExt', { ext: extensionOf(from.abs) });
    }
    const parent = b.filePath.replace(/\/+$/, '').split('/').slice(0, -1).join('/');
    const to = await resolveIn(roots, `${parent}/${b.rename}`);
    if (to.kind === 'bad') throw refused('rename', b.rename);
    if (to.kind === 'ok') throw invalidField('rename', 'cms:errors.fileExists', { value: b.rename });
    await fsp.rename(from.abs, to.abs);
    return ok();
  });

  app.post('/cms/file/read', { config: { access: 'cms:file:view' }, schema: { body: FileRead } }, async (req) => {
    const { roots } = await context(req, 'View');
    const f = await existing(roots, req.body.filePath, 'filePath');
    if (f.isDirectory || !isEditable(f.abs)) throw invalidField('filePath', 'cms:errors.fileNotText', { value: req.body.filePath });
    if (f.size > FILE_EDIT_MAX_BYTES) throw invalidField('filePath', 'cms:errors.fileTooLarge', { size: FILE_EDIT_MAX_BYTES / 1024 });
    return ok(await fsp.readFile(f.abs, 'utf8'));
  });

  app.post('/cms/file/edit', { config: { access: 'cms:file:edit', log: log('UPDATE') }, schema: { body: FileEdit } }, async (req) => {
    const b = req.body;
    const { roots } = await context(req, 'Edit');
    const f = await existing(roots, b.filePath, 'filePath');
    if (f.isDirectory || !isEditable(f.abs)) throw invalidField('filePath', 'cms:errors.fileNotText', { value: b.filePath });
    const buf = Buffer.from(b.fileContent, 'utf8');
    if (buf.length > FILE_EDIT_MAX_BYTES)
      throw invalidField('fileContent', 'cms:errors.fileTooLarge', { size: FILE_EDIT_MAX_BYTES / 1024 });
    await writeAtomic(f.abs, buf);
    return ok();
  });

  // multipart: `dir` first, then `file`; the name must follow the rule and not exist yet
  app.post('/cms/file/upload', { config: { access: 'cms:file:add', log: log('INSERT') } }, async (req) => {
    const { roots } = await context(req, 'Edit');
    const up = await readUpload(kernel, req, { allowed: FILE_UPLOAD_EXTENSIONS.filter((e) => !FORBIDDEN_EXTENSIONS.has(e)) });
    const dirPath = up.fields.dir ?? '';
    const dir = await existing(roots, dirPath, 'dir');
    if (!dir.isDirectory) throw refused('dir', dirPath);
    const name = path.posix.basename(up.filename);
    if (name !== up.filename || !FILE_NAME.test(name)) throw invalidField('fileName', 'cms:errors.fileName');
    const target = await resolveIn(roots, `${dirPath.replace(/\/+$/, '')}/${name}`);
    if (target.kind === 'bad') throw refused('fileName', name);
    if (target.kind === 'ok') throw invalidField('fileName', 'cms:errors.fileExists', { value: name });
    await writeAtomic(target.abs, up.buf);
    return ok({ filePath: `${dirPath.replace(/\/+$/, '')}/${name}` });
  });

  app.post(
    '/cms/file/delete',
    { config: { objects: { fields: { body: false } }, access: 'cms:file:delete', log: log('DELETE') }, schema: { body: FileDelete } },
    async (req) => {
      const { roots } = await context(req, 'Edit');
      // every path checked before anything goes
      const targets: Ok[] = [];
      for (const { filePath } of req.body) {
        const f = await existing(roots, filePath, 'filePath');
        if (!f.segs.length) throw fail('cms:errors.fileRoot', { value: filePath });
        targets.push(f);
      }
      for (const f of targets) await fsp.rm(f.abs, { recursive: true, force: true });
      return ok();
    },
  );
}
