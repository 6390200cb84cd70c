import { addChinaDays, chinaToday, isCalendarDay } from '@yaocai/contract';

/**
 * The money pages' pure rules: typed yuan amounts, and the money log's date filter in China days whatever the phone's
 * own zone.
 */

/** Why a typed amount (yuan) cannot be sent: the contract's, shared with the storefront's forms. */
export { yuanError } from '@yaocai/contract';

/**
 * antd-mobile's DatePicker shows a Date by the phone's own clock: a China day goes in as that wall-clock date (local
 * midnight of the same digits) and comes back out by the digits the buyer picked, so a phone set to another zone still
 * filters the China days it shows.
 */
export function pickerDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}
export function pickedDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type RangeKey = 'all' | 'd7' | 'd30' | 'd90' | 'custom';
const SPAN: Record<'d7' | 'd30' | 'd90', number> = { d7: 7, d30: 30, d90: 90 };

/** The China days of a quick range (today included): 近7天 is today and the 6 days before it. */
export function rangeDays(key: 'd7' | 'd30' | 'd90', now: number = Date.now()): { from: string; to: string } {
  const to = chinaToday(now);
  return { from: addChinaDays(to, 1 - SPAN[key]), to };
}

/** Which quick range a from/to pair is (for the filter's title), `custom` for any other pair, `all` for none. */
export function rangeKeyOf(from: string | null, to: string | null, now: number = Date.now()): RangeKey {
  if (!from && !to) return 'all';
  for (const key of ['d7', 'd30', 'd90'] as const) {
    const r = rangeDays(key, now);
    if (r.from === from && r.to === to) return key;
  }
  return 'custom';
}

/** A day from the address, kept only when it is a real calendar day. */
export function dayParam(v: string | null): string | null {
  return v && isCalendarDay(v) ? v : null;
}
