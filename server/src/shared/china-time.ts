/**
 * Business dates are China time (UTC+8, no daylight saving), whatever the server's zone: order days, coupon and
 * licence validity, flash-sale sessions and statements all count days in Beijing.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The China-time calendar day of an instant, `YYYY-MM-DD`. */
export function chinaDay(now: Date): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a China-time calendar day (`YYYY-MM-DD`) begins. */
export function chinaMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** The instant of a China-time minute written `YYYY-MM-DD HH:mm` (the console's date-time pickers). */
export function chinaMinuteInstant(minute: string): Date {
  return new Date(`${minute.replace(' ', 'T')}:00+08:00`);
}

/** An instant (or ISO text) as the China-time minute `YYYY-MM-DD HH:mm`. */
export function chinaMinuteText(at: Date | string): string {
  return new Date(new Date(at).getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
