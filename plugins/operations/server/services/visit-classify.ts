import { DEVICE_TYPES, type DeviceType, type SourceType } from '../../shared/stat.ts';

/** Desktop, phone or pad from a user agent: tablets first (an Android without "Mobile" is a tablet). */
export function deviceOf(ua: string): DeviceType {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(ua)) return 'pad';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|HarmonyOS|BlackBerry|Opera Mini/i.test(ua)) return 'phone';
  return DEVICE_TYPES[0];
}

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

/** The address as the visit log keeps it: an IPv4 address with its last byte zeroed, an IPv6 one cut to its /48. */
export function maskIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.\d+$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  if (ip.includes(':')) {
    const head = ip.split('::')[0].split(':').slice(0, 3);
    while (head.length < 3) head.push('0');
    return `${head.join(':')}::`;
  }
  return '';
}
