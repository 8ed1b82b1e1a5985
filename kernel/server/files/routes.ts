import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../kernel.ts';
import { ok } from '../http/envelope.ts';
import { fail } from '../http/errors.ts';
import { contentMatches, extensionOf, FORBIDDEN_EXTENSIONS, INLINE_TYPES } from './file-types.ts';
import { safeResolve, writeAtomic } from './storage.ts';
import { formatInstant } from '../i18n/time.ts';

const DEFAULT_TYPES = 'jpg,jpeg,gif,png,webp,bmp,xls,xlsx,doc,docx,ppt,pptx,pdf,txt,zip';
export const PUBLIC_PREFIX = '/profile';

/** One multipart file that passed the checks: allowed extension, size limit, content matching the extension. */
export interface CheckedUpload {
  buf: Buffer;
  ext: string;
  filename: string;
  /** The form's text fields sent before the file. */
  fields: Record<string, string>;
}

export interface UploadRules {
  field?: string;
  /** Allowed extensions (lower case); default: config SysUploadTypeLimit. */
  allowed?: string[];
  /** Byte limit; default: config SysUploadSizeLimit (5 MB). */
  limit?: number;
  /** the message (with `{{types}}`) refusing another type; default `server:upload.badType` */
  badType?: string;
}

/** Reads and checks one multipart file (localized messages for a missing file, a bad type, size or content). */
export async function readUpload(kernel: Kernel, req: import('fastify').FastifyRequest, rules: UploadRules = {}): Promise<CheckedUpload> {
  const field = rules.field ?? 'file';
  const limit = rules.limit ?? (Number((await kernel.configValue('SysUploadSizeLimit')) ?? 5242880) || 5242880);
  const allowed =
    rules.allowed ?? ((await kernel.configValue('SysUploadTypeLimit')) || DEFAULT_TYPES).split(',').map((s) => s.trim().toLowerCase());
  let part;
  try {
    part = await req.file({ limits: { fileSize: limit, files: 1 } });
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw fail('server:upload.noFile');
    throw e;
  }
  if (!part || part.fieldname !== field) throw fail('server:upload.noFile');
  const ext = extensionOf(part.filename);
  if (!ext || FORBIDDEN_EXTENSIONS.has(ext) || !allowed.includes(ext)) {
    part.file.resume();
    throw fail(rules.badType ?? 'server:upload.badType', { types: allowed.filter((e) => !FORBIDDEN_EXTENSIONS.has(e)).join(', ') });
  }
  const tooLarge = () => fail('server:upload.tooLarge', { size: (limit / 1048576).toFixed(1) });
  const buf = await part.toBuffer().catch((e) => {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw e;
  });
  if (part.file.truncated) throw tooLarge();
  if (!contentMatches(ext, buf.subarray(0, 16))) throw fail('server:upload.badContent');
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(part.fields)) {
    const f = Array.isArray(v) ? v[0] : v;
    if (f && f.type === 'field' && typeof f.value === 'string') fields[k] = f.value;
  }
  return { buf, ext, filename: part.filename.slice(0, 255), fields };
}

/** Saves one multipart file under DATA_DIR/upload/yyyy/MM/dd with a server-chosen name; returns its public path. */
export async function saveUpload(kernel: Kernel, req: import('fastify').FastifyRequest, field = 'file', allowOverride?: string[]) {
  const { buf, ext, filename } = await readUpload(kernel, req, { field, allowed: allowOverride });
  const day = formatInstant(Date.now(), kernel.config.timeZone).slice(0, 10).replace(/-/g, '/');
  const rel = `upload/${day}/${crypto.randomUUID().replace(/-/g, '')}.${ext}`;
  await writeAtomic(path.join(kernel.config.dataDir, rel), buf);
  const url = `${kernel.config.apiBase}${PUBLIC_PREFIX}/${rel}`;
  return { fileName: url, url, originalFilename: filename, size: buf.length };
}

/** POST /common/upload, GET /common/download and the public file path for uploaded images. */
export async function fileRoutes(app: FastifyInstance, kernel: Kernel) {
  const root = kernel.config.dataDir;

  app.post('/common/upload', { config: { access: 'login', log: { title: 'server:log.upload', type: 'OTHER' } } }, async (req) => {
    return ok(await saveUpload(kernel, req));
  });

  app.get<{ Querystring: { path?: string } }>(
    '/common/download',
    {
      config: { access: 'login' },
      schema: {
        querystring: { type: 'object', required: ['path'], properties: { path: { type: 'string', minLength: 1, maxLength: 500 } } },
      },
    },
    async (req, reply) => {
      let rel = req.query.path ?? '';
      const pub = `${kernel.config.apiBase}${PUBLIC_PREFIX}/`;
      if (rel.startsWith(pub)) rel = rel.slice(pub.length);
      if (!rel.startsWith('upload/')) throw fail('server:download.badPath');
      const abs = await safeResolve(root, rel);
      if (!abs) throw fail('server:download.badPath');
      const name = path.basename(abs);
      reply.header('Content-Type', 'application/octet-stream');
      reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
      reply.header('download-filename', encodeURIComponent(name));
      reply.header('Access-Control-Expose-Headers', 'download-filename');
      return reply.send(fs.createReadStream(abs));
    },
  );

  // Uploaded files by their public URL: images inline, everything else as an attachment; never sniffed.
  app.get<{ Params: { '*': string } }>(`${PUBLIC_PREFIX}/*`, { config: { access: 'public' } }, async (req, reply) => {
    const rel = req.params['*'];
    const abs = rel.startsWith('upload/') ? await safeResolve(root, rel) : null;
    if (!abs) return reply.status(404).send({ code: 404, msg: req.t('server:errors.notFound', { what: '' }) });
    const type = INLINE_TYPES[extensionOf(abs)];
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    reply.header('Cache-Control', 'public, max-age=86400');
    if (type) reply.header('Content-Type', type);
    else {
      reply.header('Content-Type', 'application/octet-stream');
      reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(path.basename(abs))}`);
    }
    return reply.send(fs.createReadStream(abs));
  });
}
