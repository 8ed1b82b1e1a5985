import type { Kernel } from '#kernel/server';
import type { CmsHost } from '#kernel/server';
import { parseInternalUrl } from '../../shared/resource.ts';
import { publishSiteIndex } from '../publish/publisher.ts';
import { registerTagModule } from '../render/tag-modules.ts';
import { storageFor } from '../storage/file-storage.ts';
import { pipeTemplatePaths } from './template-files.ts';
import { currentSite, requiredSite } from './site-access.ts';

/** The CMS_HOST service (kernel/server/cms-host.ts): what the plugins that build on the CMS may ask of it. */
export function cmsHost(kernel: Kernel): CmsHost {
  return {
    currentSite: (req) => currentSite(kernel, req),
    requiredSite: (req) => requiredSite(kernel, req),
    async publishSiteIndex(siteId) {
      const r = await publishSiteIndex(kernel, siteId);
      return { pages: r.pages, errors: r.errors };
    },
    async resourceSrc(siteId, value) {
      const id = parseInternalUrl(value);
      if (!id) return undefined;
      const r = await kernel.db
        .selectFrom('cmsResource as r')
        .innerJoin('cmsSite as s', 's.siteId', 'r.siteId')
        .select(['r.path', 'r.storageType', 'r.sourceUrl', 's.siteId', 's.path as sitePath', 's.configProps'])
        .where('r.resourceId', '=', id)
        .where('r.siteId', '=', siteId)
        .executeTakeFirst();
      if (!r) return undefined;
      if (r.storageType === 'Remote') return r.sourceUrl ?? undefined;
      return (await storageFor(kernel, { siteId: r.siteId, path: r.sitePath, configProps: r.configProps })).url(r.path);
    },
    async pipeTemplates(siteId) {
      const site = await kernel.db.selectFrom('cmsSite').select(['siteId', 'path']).where('siteId', '=', siteId).executeTakeFirst();
      return site ? pipeTemplatePaths(kernel, site) : [];
    },
    registerTagModule: (url) => registerTagModule(kernel, url),
  };
}
