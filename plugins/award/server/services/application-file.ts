import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { INLINE_TYPES, type Kernel, notFound, safeResolve } from '#kernel/server';

/** The route params of an application's file: `/…/:id/file/:uploadId`. */
export const fileParams = {
  type: 'object',
  required: ['id', 'uploadId'],
  properties: { id: { type: 'integer', minimum: 1 }, uploadId: { type: 'integer', minimum: 1 } },
} as const;

/**
 * Sends one private upload of an application the caller was allowed to see (the caller checked that), inline and
 * sandboxed; an upload of another application, or gone from the disk, is 404.
 */
export async function sendApplicationFile(kernel: Kernel, reply: FastifyReply, applicationId: number, uploadId: number) {
  const u = await kernel.db
    .selectFrom('awardUpload')
    .select(['filePath', 'ext', 'originalName'])
    .where('uploadId', '=', uploadId)
    .where('applicationId', '=', applicationId)
    .executeTakeFirst();
  const abs = u ? await safeResolve(kernel.config.dataDir, u.filePath) : null;
  if (!u || !abs || !fs.existsSync(abs)) throw notFound(String(uploadId));
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
  reply.header('Cache-Control', 'private, no-store');
  reply.header('Content-Type', INLINE_TYPES[u.ext] ?? (u.ext === 'pdf' ? 'application/pdf' : 'application/octet-stream'));
  reply.header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(u.originalName)}`);
  return reply.send(fs.createReadStream(abs));
}
