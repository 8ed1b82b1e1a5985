import type { FastifyRequest } from 'fastify';
import { AppError, type Kernel } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { CMS_HOST, type CmsHost, type CmsSiteRef } from '#kernel/server';

/** The CMS's services (provided at its init; operations depends on it, so it is there by the first request). */
export function cmsOf(kernel: Kernel): CmsHost {
  const host = kernel.services.get(CMS_HOST);
  if (!host) throw new AppError(ResultCode.ERROR, 'server:errors.internal');
  return host;
}

/** The request's current site, required ('No site permissions.' when the caller may view none). */
export const siteOf = (kernel: Kernel, req: FastifyRequest): Promise<CmsSiteRef> => cmsOf(kernel).requiredSite(req);
