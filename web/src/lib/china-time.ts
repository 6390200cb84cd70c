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
