import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** An instant shown in China time (UTC+8, no daylight saving), whatever time zone the operator's computer is set to. */
export function chinaTime(iso: string | null | undefined, format = 'YYYY-MM-DD HH:mm'): string {
  return iso ? dayjs.utc(iso).utcOffset(480).format(format) : '—';
}
