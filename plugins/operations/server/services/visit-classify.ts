import type { SourceType } from '../../shared/stat.ts';

/** device kinds and the masked address are the kernel's (the search log uses them too) */
export { deviceOf, maskIp } from '#kernel/shared';

const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger/i, 'WeChat'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/UCBrowser|UCWEB/, 'UC'],
  [/QQBrowser/, 'QQ'],
  [/Firefox|FxiOS/, 'Firefox'],
  [/Chrome|CriOS|Chromium/, 'Chrome'],
  [/Safari/, 'Safari'],
  [/MSIE|Trident/, 'IE'],
];
const SYSTEMS: [RegExp, string][] = [
  [/HarmonyOS/, 'HarmonyOS'],
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod|iOS/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];
const first = (list: [RegExp, string][], ua: string) => list.find(([re]) => re.test(ua))?.[1] ?? 'Other';

export const browserOf = (ua: string) => first(BROWSERS, ua);
export const osOf = (ua: string) => first(SYSTEMS, ua);

/** Search engines by referrer host (the name the sources report shows). */
const ENGINES: [RegExp, string][] = [
  [/(^|\.)baidu\.com$/, 'baidu'],
  [/(^|\.)google\.[a-z.]+$/, 'google'],
  [/(^|\.)bing\.com$/, 'bing'],
  [/(^|\.)sogou\.com$/, 'sogou'],
  [/(^|\.)so\.com$/, '360'],
  [/(^|\.)sm\.cn$/, 'shenma'],
  [/(^|\.)yandex\.[a-z.]+$/, 'yandex'],
  [/(^|\.)duckduckgo\.com$/, 'duckduckgo'],
  [/(^|\.)search\.yahoo\.com$/, 'yahoo'],
];

/**
 * Where a page view came from: `direct` (no referrer), `search` with the engine's name, `outside` with the other
 * site's host, or `internal` (a page of the same host: a step inside a visit, not an entry).
 */
export function sourceOf(referer: string | undefined, host: string | undefined): { type: SourceType; name: string } {
  if (!referer) return { type: 'direct', name: '' };
  let refHost: string;
  try {
    refHost = new URL(referer).hostname.toLowerCase();
  } catch {
    return { type: 'direct', name: '' };
  }
  if (host && refHost === host.toLowerCase()) return { type: 'internal', name: '' };
  const engine = ENGINES.find(([re]) => re.test(refHost));
  if (engine) return { type: 'search', name: engine[1] };
  return { type: 'outside', name: refHost.slice(0, 200) };
}
