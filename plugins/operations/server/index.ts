import { defineServerPlugin } from '#kernel/server';
import { OPERATIONS_PERMISSIONS } from '../shared/permissions.ts';
import { m0001Link } from './migrations/0001-link.ts';
import { operationsSeed } from './seed.ts';
import { AD_TABLES, adInit, adJobs, adObjectAccess, adRoutes, adStop, m0002Ad } from './ads.ts';
import { STAT_TABLES, m0003Stat, statJobs, statRoutes, statStop } from './stat.ts';

/**
 * Operations (issue 32): friend links, ad spaces and ads with their statistics, and first-party site statistics.
 * It depends on the CMS (sites, resources, publishing) and keeps the v1.4.3 URLs, which lie inside the CMS's
 * `/cms/` — the kernel lets a plugin's prefixes nest inside a dependency's, and a route there is operations'.
 * Each area (links, ads, stats) adds its migration, tables, routes and jobs in its own lines below.
 */
export default defineServerPlugin({
  id: 'operations',
  dependsOn: ['system', 'cms'],
  permissions: [...OPERATIONS_PERMISSIONS],
  tables: [
    // links
    'cms_link_group',
    'cms_link',
    'cms_link_check',
    // ads
    ...AD_TABLES,
    // stats
    ...STAT_TABLES,
  ],
  prefixes: [
    // links: /cms/link_group, /cms/link
    '/cms/link',
    // ads: /cms/adspace, /cms/advertisement, /cms/ad/stat*, the public /api/adv/*
    '/cms/adspace',
    '/cms/advertisement',
    '/cms/ad/',
    '/api/adv/',
    // stats: /cms/stat, /cms/stat/*, /stat/menu/*, the public beacon /api/stat/*
    '/cms/stat/',
    '/stat/',
    '/api/stat/',
  ],
  migrations: [
    // links
    m0001Link,
    // ads
    m0002Ad,
    // stats
    m0003Stat,
  ],
  jobs: [
    // ads: the online/offline job
    ...adJobs,
    // stats: the hourly clean-up of raw events, visitor sets and salts
    ...statJobs,
  ],
  seed: operationsSeed,
  init: (kernel) => {
    // ads: the ad space joins the CMS's page widget types
    adInit(kernel);
  },
  stop: async (kernel) => {
    // ads: the last ad events written
    await adStop(kernel);
    // stats: buffered page views are written before the pool closes
    await statStop(kernel);
  },
  routes(app, kernel) {
    // every route's ids checked by the plugin's object kinds (first)
    adObjectAccess(app, kernel);
    // ads
    adRoutes(app, kernel);
    // stats: the beacon, the report menu, site and content reports, the visit log, Baidu's "not configured"
    statRoutes(app, kernel);
  },
});
