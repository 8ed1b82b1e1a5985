import { fail, type Kernel, type RouteApp } from '#kernel/server';

/** The v1.4.3 Baidu Tongji calls (chestnut-api §1.13); GET unless named. */
const BAIDU_ROUTES: [method: 'GET' | 'PUT' | 'POST', url: string][] = [
  ['GET', '/cms/stat/baidu/sites'],
  ['PUT', '/cms/stat/baidu/refreshToken'],
  ['POST', '/cms/stat/baidu/refreshToken'],
  ['GET', '/cms/stat/baidu/trendOverview'],
  ['GET', '/cms/stat/baidu/districtOverview'],
  ['GET', '/cms/stat/baidu/otherOverview'],
  ['GET', '/cms/stat/baidu/timeTrend'],
  ['GET', '/cms/stat/baidu/sourceAll'],
  ['GET', '/cms/stat/baidu/sourceEngine'],
  ['GET', '/cms/stat/baidu/sourceSearchWord'],
];

/**
 * Baidu Tongji is not reachable from this deployment (DESIGN §3): its v1.4.3 routes answer a localized
 * "not configured" naming the first-party reports instead of failing. They take no input, so nothing is read.
 */
export function statBaiduRoutes(app: RouteApp, _kernel: Kernel) {
  for (const [method, url] of BAIDU_ROUTES)
    app.route({
      method,
      url,
      config: { access: 'stat:view', log: false },
      handler: async () => {
        throw fail('operations:stat.errors.baiduNotConfigured');
      },
    });
}
