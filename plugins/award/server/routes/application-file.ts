import type { RouteApp } from '#kernel/server';
import crypto from 'node:crypto';
import path from 'node:path';
import { type Kernel, formatInstant, ok, readUpload, writeAtomic } from '#kernel/server';
import { applicantOf, visibleApplication } from '../services/application-access.ts';
import { fileParams, sendApplicationFile } from '../services/application-file.ts';
import { PRIVATE_DIR } from './register.ts';

const LIST = 'award:application:list';
const EDIT = 'award:application:edit';

/** Application upload formats (each slot narrows them) and the largest file any slot may take. */
const UPLOAD_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'mp4'];
const UPLOAD_MAX = 500 * 1024 * 1024;

/** An application's private attachments: uploaded by its enterprise, served only to who may see the application. */
export async function applicationFileRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const now = () => formatInstant(Date.now(), kernel.config.timeZone);

  app.post('/award/application/upload', { config: { access: EDIT, log: false } }, async (req) => {
    const enterpriseId = await applicantOf(db, req);
    const f = await readUpload(kernel, req, { allowed: UPLOAD_TYPES, limit: UPLOAD_MAX });
    const day = now().slice(0, 10).replace(/-/g, '/');
    const rel = `${PRIVATE_DIR}/application/${day}/${crypto.randomUUID().replace(/-/g, '')}.${f.ext}`;
    await writeAtomic(path.join(kernel.config.dataDir, rel), f.buf);
    const name = path.basename(f.filename);
    const row = await db
      .insertInto('awardUpload')
      .values({
        token: `app_${crypto.randomBytes(20).toString('hex')}`,
        filePath: rel,
        originalName: name,
        ext: f.ext,
        size: f.buf.length,
        ip: req.ip,
        enterpriseId,
      })
      .returning('uploadId')
      .executeTakeFirstOrThrow();
    return ok({ uploadId: row.uploadId, name, size: f.buf.length, ext: f.ext });
  });

  // GET to view; the POST twin serves the console's download helper
  app.route({
    method: ['GET', 'POST'],
    url: '/award/application/:id/file/:uploadId',
    config: { access: LIST, log: false, allowRepeat: true },
    schema: { params: fileParams },
    handler: async (req, reply) => {
      const { id, uploadId } = req.params as { id: number; uploadId: number };
      const a = await visibleApplication(db, req, id);
      return sendApplicationFile(kernel, reply, a.applicationId, uploadId);
    },
  });
}
