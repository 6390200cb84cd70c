import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** An instant shown in China time (UTC+8, no daylight saving), whatever time zone the operator's computer is set to. */
export function chinaTime(iso: string | null | undefined, format = 'YYYY-MM-DD HH:mm'): string {
  return iso ? dayjs.utc(iso).utcOffset(480).format(format) : '—';
}

/** China wall-clock time `ms` from now, as the console's pickers and forms write it (e.g. a default start time). */
export function chinaFromNow(ms: number, format = 'YYYY-MM-DD HH:mm'): string {
  return dayjs
    .utc(Date.now() + ms)
    .utcOffset(480)
    .format(format);
}

/**
 * Form.Item props for a DatePicker holding a China-time minute as the text `YYYY-MM-DD HH:mm`: the digits the operator
 * picks are the digits sent, whatever the browser's zone.
 */
export const chinaMinuteItemProps = {
  getValueProps: (v?: string) => ({ value: v ? dayjs(v) : undefined }),
  normalize: (d?: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD HH:mm') : undefined),
};
