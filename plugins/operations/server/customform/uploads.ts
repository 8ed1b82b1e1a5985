import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import {
  AppError,
  fail,
  formatInstant,
  notFound,
  ok,
  type RateLimiter,
  readUpload,
  safeResolve,
  type Kernel,
  type ObjectRouteContext,
  type RouteApp,
  writeAtomic,
} from '#kernel/server';
import { maskIp, ResultCode, Wire } from '#kernel/shared';
import type { SchemaField } from './schema-walk.ts';

type Db = ObjectRouteContext['db'] | Kernel['db'];

/** Where visitors' files go: under the data folder, outside everything served; read back only through the desk. */
export const CUSTOM_FORM_PRIVATE_DIR = 'customform-private';
/** What a visitor may upload to a form, and how large. */
export const CUSTOM_FORM_UPLOAD = {
  types: ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'xls', 'xlsx'],
  maxBytes: 10 * 1024 * 1024,
} as const;
const TOKEN = /^cf_[0-9a-f]{40}$/;

/** An upload field of a schema (the Formily `Upload` component). */
export const isUploadField = (f: SchemaField) => /Upload/.test(f.component);

/** The tokens a value of an upload field names: a token, a list of them, or `{path|token}` objects as the Upload component keeps them. */
function tokensOf(v: unknown): string[] | null {
  const list = Array.isArray(v) ? v : [v];
  const out: string[] = [];
  for (const x of list) {
    const t =
      typeof x === 'string'
        ? x
        : x && typeof x === 'object'
          ? ((x as { token?: unknown; path?: unknown }).token ?? (x as { path?: unknown }).path)
          : null;
    if (typeof t !== 'string' || !TOKEN.test(t)) return null;
    out.push(t);
  }
  return out;
}

/**
 * Ties the uploads a submission names to it (in its transaction): each token must be a pending upload of this form;
 * the stored value becomes `[{token, name, size}]`. Anything else is refused naming the field.
 */
export async function attachUploads(
  db: Db,
  formId: number,
  fields: SchemaField[],
  data: Record<string, unknown>,
  dataId: number,
  label: (f: SchemaField) => string,
) {
  const refuse = (f: SchemaField) =>
    new AppError(ResultCode.ERROR, 'operations:customform.errors.upload', { field: label(f) }, { field: f.code });
  for (const f of fields.filter(isUploadField)) {
    if (data[f.code] === undefined) continue;
    const tokens = tokensOf(data[f.code]);
    if (!tokens) throw refuse(f);
    const rows = tokens.length
      ? await db
          .updateTable('cmsCustomFormUpload')
          .set({ dataId })
          .where('token', 'in', tokens)
          .where('formId', '=', formId)
          .where('dataId', 'is', null)
          .returning(['token', 'originalName', 'size'])
          .execute()
      : [];
    if (rows.length !== new Set(tokens).size) throw refuse(f);
    data[f.code] = rows.map((r) => ({ token: r.token, name: r.originalName, size: r.size }));
  }
}

/**
 * `POST /api/customform/upload?formId=` (public, rate-limited): one file for a published form, checked for its type,
 * size and content, kept private; answers the token the submission names.
 */
export function customFormUploadRoute(app: RouteApp, kernel: Kernel, limiter: RateLimiter) {
  app.post(
    '/api/customform/upload',
    {
      config: { access: 'public', log: false, objects: { fields: { formId: false } } },
      schema: { querystring: Type.Object({ formId: Wire.id() }) },
    },
    async (req) => {
      await limiter.check(req, 'customform-upload');
      const form = await kernel.db
        .selectFrom('cmsCustomForm')
        .select(['formId', 'status'])
        .where('formId', '=', req.query.formId)
        .executeTakeFirst();
      if (!form || form.status !== 10) throw fail('operations:customform.errors.noForm');
      const f = await readUpload(kernel, req, { allowed: [...CUSTOM_FORM_UPLOAD.types], limit: CUSTOM_FORM_UPLOAD.maxBytes });
      const token = `cf_${crypto.randomBytes(20).toString('hex')}`;
      const day = formatInstant(Date.now(), kernel.config.timeZone).slice(0, 10).replace(/-/g, '/');
      const rel = `${CUSTOM_FORM_PRIVATE_DIR}/${form.formId}/${day}/${crypto.randomUUID().replace(/-/g, '')}.${f.ext}`;
      await writeAtomic(path.join(kernel.config.dataDir, rel), f.buf);
      const name = path.basename(f.filename);
      await kernel.db
        .insertInto('cmsCustomFormUpload')
        .values({ token, formId: form.formId, filePath: rel, originalName: name, ext: f.ext, size: f.buf.length, clientIp: maskIp(req.ip) })
        .execute();
      return ok({ token, path: token, name, size: f.buf.length });
    },
  );
}

/** `GET /cms/customform/data/file?formId=&dataId=&token=`: a submission's file, to staff who may view the desk. */
export function customFormFileRoute(app: RouteApp, kernel: Kernel, siteForm: (req: never, formId: number) => Promise<{ formId: number }>) {
  app.get(
    '/cms/customform/data/file',
    {
      config: { access: 'cms:customform:data:view' },
      schema: { querystring: Type.Object({ formId: Wire.id(), dataId: Wire.id(), token: Type.String({ pattern: TOKEN.source }) }) },
    },
    async (req, reply) => {
      const form = await siteForm(req as never, req.query.formId);
      const u = await kernel.db
        .selectFrom('cmsCustomFormUpload')
        .select(['filePath', 'ext', 'originalName'])
        .where('token', '=', req.query.token)
        .where('formId', '=', form.formId)
        .where('dataId', '=', req.query.dataId)
        .executeTakeFirst();
      const abs = u ? await safeResolve(kernel.config.dataDir, u.filePath) : null;
      if (!u || !abs) throw notFound(req.query.token);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      reply.header('Cache-Control', 'private, no-store');
      reply.header(
        'Content-Type',
        u.ext === 'pdf'
          ? 'application/pdf'
          : u.ext === 'png'
            ? 'image/png'
            : /jpe?g/.test(u.ext)
              ? 'image/jpeg'
              : 'application/octet-stream',
      );
      reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(u.originalName)}`);
      return reply.send(fs.createReadStream(abs));
    },
  );
}

/** Removes a deleted form's private files (its folder). */
export async function removeFormFiles(kernel: Kernel, formId: number): Promise<void> {
  await fs.promises.rm(path.join(kernel.config.dataDir, CUSTOM_FORM_PRIVATE_DIR, String(formId)), { recursive: true, force: true });
}

/** The stored files of some submissions (read before they go: their upload rows go with them). */
export async function filesOf(db: Db, dataIds: number[]): Promise<string[]> {
  if (!dataIds.length) return [];
  const rows = await db.selectFrom('cmsCustomFormUpload').select('filePath').where('dataId', 'in', dataIds).execute();
  return rows.map((r) => r.filePath);
}

/** Removes stored files (after the commit that deleted their submissions); a file already gone is no error. */
export async function removeFiles(kernel: Kernel, files: string[]): Promise<void> {
  for (const rel of files) {
    const abs = await safeResolve(kernel.config.dataDir, rel);
    if (abs) await fs.promises.rm(abs, { force: true });
  }
}
