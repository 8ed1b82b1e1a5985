import type { FastifyRequest } from 'fastify';
import type { Kernel } from '#kernel/server';
import { cmsOf } from './cms.ts';

/**
 * After a friend-link write: the site's home page, which shows the links block of the default theme, is
 * published again on every enabled pipe. A template that fails is logged; the write stands.
 */
export async function republishLinks(kernel: Kernel, req: FastifyRequest, siteId: number): Promise<void> {
  try {
    const r = await cmsOf(kernel).publishSiteIndex(siteId);
    for (const e of r.errors) req.log.warn({ siteId }, `friend links: home page not published: ${e}`);
  } catch (e) {
    req.log.warn({ err: e, siteId }, 'friend links: home page not published');
  }
}
