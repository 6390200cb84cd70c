import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { CHINA_TIME_ZONE, chinaToday } from '@yaocai/contract';

/*
 * antd's date pickers in China time, whatever the browser's zone. A picker's value holds China wall-clock digits
 * (made from the text 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm' and read back with format()), and the picker takes "now" —
 * the today cell, 今天, 此刻 — from dayjs' default zone once the timezone plugin is loaded (antd's dayjs config asks
 * `dayjs().tz()`), so a buyer on UTC at 20:33 sees and picks China's next day. Times shown are formatted by
 * contract's china-time, never by dayjs.
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(CHINA_TIME_ZONE);

/** A picker value showing a China day or minute written as text; nothing for nothing. */
export const chinaPickerValue = (text: string | null | undefined): Dayjs | null => (text ? dayjs(text) : null);

/** The China day a picker's value shows, `YYYY-MM-DD` (what filters and forms send). */
export const pickedChinaDay = (d: Dayjs | null | undefined): string | undefined => (d ? d.format('YYYY-MM-DD') : undefined);

/** disabledDate for dates that must not be in the past: days before China's today. */
export const beforeChinaToday = (d: Dayjs): boolean => d.format('YYYY-MM-DD') < chinaToday();
