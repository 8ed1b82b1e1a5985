/** Bytes as B/KB/MB/GB/TB with one decimal (binary units). */
export function formatBytes(n: number | undefined | null): string {
  if (n == null || !Number.isFinite(n)) return '-';
  const units = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];
  let v = Math.abs(n);
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${n < 0 ? '-' : ''}${i === 0 ? v : v.toFixed(1)} ${units[i]}`;
}

/** Seconds as d/h/m/s parts, largest first, e.g. {d:1,h:2,m:3,s:4}; units are localized by the caller. */
export function durationParts(totalSeconds: number): { d: number; h: number; m: number; s: number } {
  const t = Math.max(0, Math.floor(totalSeconds));
  return { d: Math.floor(t / 86400), h: Math.floor((t % 86400) / 3600), m: Math.floor((t % 3600) / 60), s: t % 60 };
}

/** Large counts with thousands separators in the person's language. */
export const formatCount = (n: number | undefined | null, lng?: string): string => (n == null ? '-' : Math.round(n).toLocaleString(lng));

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as `yyyy-MM-dd HH:mm:ss` in the browser's time zone (the wire format of DESIGN §6). */
export function formatInstant(iso: string | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
