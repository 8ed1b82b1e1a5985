import type { RouteApp } from '#kernel/server';
import { invalidField, ok, readUpload, type Kernel } from '#kernel/server';
import { UPLOAD } from '#kernel/shared';
import { storageFor } from '../storage/file-storage.ts';
import { contentTypeOf } from '../services/resource-files.ts';
import { assertSite } from '../services/site-access.ts';

/** The image types the watermark upload takes (v1.4.3's image viewer: .jpg, .jpeg, .png). */
const WATERMARK_TYPES = ['jpg', 'jpeg', 'png'];

/**
 * The site's watermark image (v1.4.3 `POST /cms/site/upload_watermarkimage`, multipart `siteId` then `file`, the
 * image viewer of the Extend Config form): a jpg or png of at most 2 MB (SPEC §9 image viewer), kept in the site's
 * storage as `resources/watermaker.{ext}`; answers `{path, src}`, the path the extend `ImageWatermarkArgs.image` takes.
 */
export async function siteWatermarkRoutes(app: RouteApp, kernel: Kernel) {
  app.post(
    '/cms/site/upload_watermarkimage',
    { config: { access: 'cms:site:edit', log: { title: 'cms:log.site', type: 'UPDATE' } } },
    async (req) => {
      const up = await readUpload(kernel, req, {
        allowed: WATERMARK_TYPES,
        limit: UPLOAD.viewerImageSizeMb * 1024 * 1024,
        badType: 'server:upload.unsupportedFormat',
      });
      const siteId = Number(up.fields.siteId);
      if (!Number.isInteger(siteId) || siteId < 1) throw invalidField('siteId', 'cms:theme.errors.siteId');
      const site = await assertSite(kernel, req, siteId, 'Edit');
      const path = `resources/watermaker.${up.ext}`;
      const { configProps } = await kernel.db
        .selectFrom('cmsSite')
        .select('configProps')
        .where('siteId', '=', site.siteId)
        .executeTakeFirstOrThrow();
      const storage = await storageFor(kernel, { ...site, configProps });
      await storage.put(path, up.buf, contentTypeOf(up.ext));
      return ok({ path, src: storage.url(path) });
    },
  );
}
