/** The kinds of device a visitor's user agent names (statistics' client types, the search log's `clientType`). */
export const CLIENT_DEVICES = ['desktop', 'phone', 'pad'] as const;
export type ClientDevice = (typeof CLIENT_DEVICES)[number];

/** Desktop, phone or pad from a user agent: tablets first (an Android without "Mobile" is a tablet). */
export function deviceOf(ua: string): ClientDevice {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(ua)) return 'pad';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|HarmonyOS|BlackBerry|Opera Mini/i.test(ua)) return 'phone';
  return 'desktop';
}

/** The address as a log keeps it: an IPv4 address with its last byte zeroed, an IPv6 one cut to its /48. */
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
