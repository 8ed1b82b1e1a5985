import { type Kernel, type RouteApp, type SeedData, texts as T } from '#kernel/server';
import { adPublicRoutes } from './routes/ad-public.ts';
import { adSpaceRoutes } from './routes/ad-space.ts';
import { adSponsorRoutes } from './routes/ad-sponsor.ts';
import { adStatRoutes } from './routes/ad-stat.ts';
import { advertisementRoutes } from './routes/advertisement.ts';
import { adEventsOf } from './services/ad-event-batch.ts';
import { adObjectKinds, widgetHost } from './services/ad-object-kinds.ts';
import { AD_SCHEDULE_JOB } from './services/ad-schedule.ts';
import { adSpaceType } from './services/ad-space-type.ts';
import './db/ad-tables.ts';

export { m0002Ad, AD_TABLES } from './migrations/0002-ad.ts';
export { m0004AdSpaceCode } from './migrations/0004-ad-space-code.ts';
export { adJobs } from './services/ad-schedule.ts';
export { adObjectKinds };

/** The ads' part of the plugin's seed: the schedule job, every minute. */
export const adSeed: Pick<SeedData, 'scheduledJobs'> = {
  scheduledJobs: [
    { name: T('广告定时上下线', '廣告定時上下線', 'Ads online and offline'), invokeTarget: AD_SCHEDULE_JOB, cron: '0 * * * * ?' },
  ],
};

/** at init: the ad space joins the CMS's page widget types */
export function adInit(kernel: Kernel) {
  widgetHost(kernel).registerType(adSpaceType());
}

/** at stop: the last ad events written */
export const adStop = (kernel: Kernel) => adEventsOf(kernel).stop();

/** the ads' routes (after the plugin's object access hook, whose kinds include `adObjectKinds`) */
export function adRoutes(app: RouteApp, kernel: Kernel) {
  adSpaceRoutes(app, kernel);
  advertisementRoutes(app, kernel);
  adStatRoutes(app, kernel);
  adSponsorRoutes(app, kernel);
  adPublicRoutes(app, kernel);
}
