import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { CHINA_TIME_ZONE, chinaFormat, chinaMonth, chinaToday, type InstantLike } from '@yaocai/contract';

/*
 * The console's binding of contract's China-time formatter (the one formatter of server, storefront and console):
 * the console's '—' for nothing, and antd's pickers in China time. A picker's value holds China wall-clock digits
 * (made from the text 'YYYY-MM-DD[ HH:mm]' and read back with format()); with the timezone plugin loaded antd takes
 * "now" — the today cell, 今天, 此刻 — as `dayjs().tz()`, China's now, whatever the operator's computer zone.
 * Pickers are compared by their digits (`dayjs` instants of a China-digits value and of a tz value differ).
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(CHINA_TIME_ZONE);

/** An instant shown in China time ('—' for nothing); tokens YYYY MM DD HH mm ss, as contract's chinaFormat. */
export function chinaTime(at: InstantLike | null | undefined, format = 'YYYY-MM-DD HH:mm'): string {
  return chinaFormat(at, format) || '—';
}

/** China wall-clock time `ms` from now, as the console's pickers and forms write it (e.g. a default start time). */
export function chinaFromNow(ms: number, format = 'YYYY-MM-DD HH:mm'): string {
  return chinaFormat(Date.now() + ms, format);
}

/** A picker value showing a China day, month or minute written as text; nothing for nothing. */
export const chinaPickerValue = (text: string | null | undefined): Dayjs | null => (text ? dayjs(text) : null);

/** The China day a picker's value shows, `YYYY-MM-DD`. */
export const pickedChinaDay = (d: Dayjs | null | undefined): string | undefined => (d ? d.format('YYYY-MM-DD') : undefined);

/** disabledDate for days after China's today. */
export const afterChinaToday = (d: Dayjs): boolean => d.format('YYYY-MM-DD') > chinaToday();

/** disabledDate (month pickers) for China's current month and later. */
export const fromThisChinaMonth = (d: Dayjs): boolean => d.format('YYYY-MM') >= chinaMonth(Date.now());

/**
 * Form.Item props for a DatePicker holding a China-time minute as the text `YYYY-MM-DD HH:mm`: the digits the operator
 * picks are the digits sent, whatever the browser's zone.
 */
export const chinaMinuteItemProps = {
  getValueProps: (v?: string) => ({ value: chinaPickerValue(v) ?? undefined }),
  normalize: (d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD HH:mm') : undefined),
};

/** The same for a China day `YYYY-MM-DD` (licence validity, a special's day). */
export const chinaDayItemProps = {
  getValueProps: (v?: string) => ({ value: chinaPickerValue(v) ?? undefined }),
  normalize: (d?: Dayjs | null) => pickedChinaDay(d),
};
