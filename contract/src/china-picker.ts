import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { CHINA_TIME_ZONE, chinaMonth, chinaToday } from './china-time.js';

/*
 * antd's date pickers in China time, whatever the browser's zone: the one picker glue of the storefront and the
 * console (`@yaocai/contract/china-picker`; not part of the contract's index, so the server never loads dayjs).
 * Times shown are formatted by china-time.ts, never by dayjs.
 *
 * A picker's value holds China wall-clock digits (made from the text 'YYYY-MM-DD[ HH:mm]' and read back with
 * format()). Importing this module sets dayjs' default zone: antd then takes "now" — the today cell, 今天, 此刻 — as
 * `dayjs().tz()`, China's now, so a buyer or operator on UTC at 20:33 sees and picks China's next day. Pickers are
 * compared by their digits (the dayjs instants of a China-digits value and of a tz value differ).
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(CHINA_TIME_ZONE);

/** A picker value showing a China day, month or minute written as text; nothing for nothing. */
export const chinaPickerValue = (text: string | null | undefined): Dayjs | null => (text ? dayjs(text) : null);

/** The China day a picker's value shows, `YYYY-MM-DD` (what filters and forms send). */
export const pickedChinaDay = (d: Dayjs | null | undefined): string | undefined => (d ? d.format('YYYY-MM-DD') : undefined);

/** disabledDate for dates that must not be in the past: days before China's today. */
export const beforeChinaToday = (d: Dayjs): boolean => d.format('YYYY-MM-DD') < chinaToday();

/** disabledDate for days after China's today. */
export const afterChinaToday = (d: Dayjs): boolean => d.format('YYYY-MM-DD') > chinaToday();

/** disabledDate (month pickers) for China's current month and later. */
export const fromThisChinaMonth = (d: Dayjs): boolean => d.format('YYYY-MM') >= chinaMonth(Date.now());

/**
 * Form.Item props for a DatePicker holding a China-time minute as the text `YYYY-MM-DD HH:mm`: the digits picked are
 * the digits sent, whatever the browser's zone.
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
