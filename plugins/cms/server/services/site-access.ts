import type { FastifyRequest } from 'fastify';
import { AppError, fail, notFound, readCached, type Kernel } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { CURRENT_SITE_HEADER, type SiteAction, sitePermission } from '../../shared/permissions.ts';

/**
 * The CMS data permissions (chestnut-api §4.11: `Site:View:<id>` …) granted to a user's enabled roles or to
 * them directly: the plugin's `grants`, so they join the identity (getInfo, access checks).
 */
export async function cmsGrants(kernel: Kernel, userId: number): Promise<string[]> {
  const rows = await kernel.db
    .selectFrom('cmsPermission as p')
    .select('p.perms')
    .where((eb) =>
      eb.or([
        eb.and([eb('p.ownerType', '=', 'User'), eb('p.owner', '=', String(userId))]),
        eb.and([
          eb('p.ownerType', '=', 'Role'),
          eb(
            'p.owner',
            'in',
            eb
              .selectFrom('sysUserRole as ur')
              .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
              .select((e) => e.cast<string>('ur.roleId', 'text').as('owner'))
              .where('ur.userId', '=', userId)
              .where('r.status', '=', '0'),
          ),
        ]),
      ]),
    )
    .execute();
  return [...new Set(rows.flatMap((r) => r.perms))];
}

/** The caller's CMS data permissions (from their identity), or null for the super administrator, who holds them all. */
export async function cmsPermissions(_kernel: Kernel, req: FastifyRequest): Promise<Set<string> | null> {
  if (req.identity?.superAdmin) return null;
  return new Set(req.identity?.permissions ?? []);
}

/** The ids of the sites the caller may view (null: all of them). */
export async function viewableSiteIds(kernel: Kernel, req: FastifyRequest): Promise<number[] | null> {
  const perms = await cmsPermissions(kernel, req);
  if (perms == null) return null;
  return [...perms].flatMap((p) => {
    const m = /^Site:View:(\d+)$/.exec(p);
    return m ? [Number(m[1])] : [];
  });
}

/** Refuses (403, localized) unless the caller holds `Site:<action>:<id>`; 404 when the site does not exist. */
export async function assertSite(kernel: Kernel, req: FastifyRequest, siteId: number, action: SiteAction = 'View') {
  const site = (await siteList(kernel, req)).find((s) => s.siteId === siteId);
  if (!site) throw notFound(String(siteId));
  const perms = await cmsPermissions(kernel, req);
  if (perms != null && !perms.has(sitePermission(action, siteId)))
    throw new AppError(ResultCode.FORBIDDEN, 'cms:errors.sitePermission', { name: site.name });
  return site;
}

/** Refuses unless the caller may edit the site of every row; answers those sites by id (each checked once). */
export async function editableSites(kernel: Kernel, req: FastifyRequest, rows: readonly { siteId: number }[]) {
  const sites = new Map<number, Awaited<ReturnType<typeof assertSite>>>();
  for (const siteId of new Set(rows.map((r) => r.siteId))) sites.set(siteId, await assertSite(kernel, req, siteId, 'Edit'));
  return sites;
}

/**
 * The current site of a request: the `CurrentSite` header when it names a site the caller may view
 * (anything else is refused), else the first site they may view; null when they may view none.
 */
export async function currentSite(kernel: Kernel, req: FastifyRequest): Promise<{ siteId: number; name: string; path: string } | null> {
  const header = req.headers[CURRENT_SITE_HEADER.toLowerCase()];
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw != null && raw !== '') {
    if (!/^[1-9][0-9]{0,9}$/.test(raw)) throw new AppError(ResultCode.ERROR, 'cms:errors.badSiteHeader', { field: CURRENT_SITE_HEADER });
    return assertSite(kernel, req, Number(raw));
  }
  const ids = await viewableSiteIds(kernel, req);
  const sites = await siteList(kernel, req);
  return (ids == null ? sites[0] : sites.find((s) => ids.includes(s.siteId))) ?? null;
}

/** Every site's id, name and path in list order (a handful of rows: reads take them from the read cache). */
const siteList = (kernel: Kernel, req: FastifyRequest) =>
  readCached(kernel, req, 'cms.sites', () =>
    kernel.db.selectFrom('cmsSite').select(['siteId', 'name', 'path']).orderBy('sortFlag').orderBy('siteId').execute(),
  );

/** The current site of a request, required: 'No site permissions.' when the caller may view none. */
export async function requiredSite(kernel: Kernel, req: FastifyRequest) {
  const s = await currentSite(kernel, req);
  if (!s) throw fail('cms:errors.noSite');
  return s;
}

/** A site-scoped list's `countScope`: the current site (chosen by a header) is part of its cached total's key. */
export const siteCountScope = (kernel: Kernel) => async (req: FastifyRequest) => String((await currentSite(kernel, req))?.siteId ?? 0);
