/**
 * Business times (flash-sale sessions, specials) are China time (UTC+8) whatever the browser's zone.
 * `seconds` is a 10-digit timestamp (spec §9).
 */
export function formatChinaTime(seconds: number, pattern: 'HH:mm' | 'MM-DD HH:mm'): string {
  const d = new Date((seconds + 8 * 3600) * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hm = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return pattern === 'HH:mm' ? hm : `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${hm}`;
}

/** The China (UTC+8) calendar date of an instant given as an ISO date-time; a plain YYYY-MM-DD passes through. */
export function chinaDate(value: string): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value.slice(0, 10) : new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** 2026-11-24 09:30 in China time, from an ISO date-time (activity windows, group closes). */
export function chinaDateTime(value: string): string {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}
