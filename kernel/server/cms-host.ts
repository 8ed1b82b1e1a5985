import type { FastifyRequest } from 'fastify';
import { serviceKey } from '../shared/services.ts';

/** A site as the CMS hands it to the plugins that build on it. */
export interface CmsSiteRef {
  siteId: number;
  name: string;
  path: string;
}

/**
 * What the CMS offers the plugins that depend on it (`kernel.services.get(CMS_HOST)`, provided at the CMS's
 * init): the current site of a request, publishing, resources and the template-tag extension point
 * (template-tags.ts). A plugin never reads the CMS's tables itself.
 */
export interface CmsHost {
  /** the request's current site (its `CurrentSite` header, else the first the caller may view); null when they may view none */
  currentSite(req: FastifyRequest): Promise<CmsSiteRef | null>;
  /** the same, required: refused with 'No site permissions.' when the caller may view no site */
  requiredSite(req: FastifyRequest): Promise<CmsSiteRef>;
  /** the site's home page of every enabled pipe, rendered and written again; the failures as text */
  publishSiteIndex(siteId: number): Promise<{ pages: number; errors: string[] }>;
  /** the file URL of a stored resource value (`iurl://resource?id=…`) of that site; undefined when it names none of the site's */
  resourceSrc(siteId: number, value: string): Promise<string | undefined>;
  /** the site's enabled publish pipes with their template files (paths with the template suffix), in screen order */
  pipeTemplates(siteId: number): Promise<{ pipeCode: string; pipeName: string; suffix: string; templates: string[] }[]>;
  /** adds a template-tag module (template-tags.ts) to every render of this kernel; `owner` is the plugin id */
  registerTagModule(url: string, owner: string): void;
}

export const CMS_HOST = serviceKey<CmsHost>('cms.host');
