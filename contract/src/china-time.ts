/**
 * China time (Asia/Shanghai): the one formatter for every time a person reads — storefront, console, PDFs, SMS,
 * spreadsheets, messages — and the one reading of China-local dates typed into filters and forms. Server, storefront
 * and console all import it from here, so a buyer's laptop on UTC, an operator abroad and a server in any zone show
 * and count the same China days and minutes.
 *
 * Fixed +08:00 arithmetic, not `Intl.DateTimeFormat({ timeZone })` and never the process's or browser's zone: China
 * has kept UTC+8 without daylight saving since September 1991 (tzdata's Asia/Shanghai has no transition after it), so
 * the offset is exact for every instant the platform stores; the arithmetic needs no ICU time-zone data (small-icu
 * builds, old WebViews), and a 200-row table formats at the cost of a few additions. The unit test checks it against
 * Intl's Asia/Shanghai over 1992–2100 and runs under another zone.
 */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** What may name an instant: a Date, epoch seconds (spec §9: 10-digit timestamps are seconds), epoch ms, or text. */
export type InstantLike = Date | number | string;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_RE = /^(\d{4})-(\d{2})$/;
// 2026-12-05, 2026-12-05 04:33, 2026-12-05T04:33:00.123Z, 2026-12-05 04:33:00+08 (PostgreSQL's text), …
const TEXT_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Epoch numbers below this are seconds (10 digits reach 2286), at or above it milliseconds. */
const SECONDS_BELOW = 1e11;

/** Minutes east of UTC of a written zone (`Z`, `+08`, `+0800`, `-05:30`); China's when none is written. */
function zoneMinutes(zone: string | undefined): number {
  if (!zone) return 480;
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
  return zone[0] === '-' ? -minutes : minutes;
}

/**
 * The instant of a text: ISO 8601 with a zone is that instant; a date or date-time written without a zone is China's
 * wall clock (a China day's text is its midnight in China). A day or time that does not exist (2026-02-30, 24:00) is
 * null, never rolled over.
 */
export function parseChinaTime(text: string): Date | null {
  const m = TEXT_RE.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone] = m;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(frac.slice(0, 3).padEnd(3, '0')));
  if (new Date(wall).toISOString().slice(0, 10) !== `${y}-${mo}-${d}`) return null;
  return new Date(wall - zoneMinutes(zone) * 60_000);
}

/** The instant something names, or null (nothing, an invalid date, text that is no time). */
export function toInstant(at: InstantLike | null | undefined): Date | null {
  if (at === null || at === undefined || at === '') return null;
  let ms: number;
  if (at instanceof Date) ms = at.getTime();
  else if (typeof at === 'number') ms = Math.abs(at) < SECONDS_BELOW ? at * 1000 : at;
  else if (/^\d+$/.test(at.trim())) return toInstant(Number(at));
  else return parseChinaTime(at);
  return Number.isFinite(ms) ? new Date(ms) : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * An instant as China wall-clock text. Tokens: YYYY MM DD HH mm ss; anything else is kept as written
 * (`'MM-DD HH:mm'`, `'YYYY年MM月DD日'`, `'YYYY-MM-DD HH:00'`). Nothing or an invalid instant gives `''`.
 */
export function chinaFormat(at: InstantLike | null | undefined, pattern = 'YYYY-MM-DD HH:mm'): string {
  const instant = toInstant(at);
  if (!instant) return '';
  const w = new Date(instant.getTime() + OFFSET_MS);
  const parts: Record<string, string> = {
    YYYY: pad(w.getUTCFullYear(), 4),
    MM: pad(w.getUTCMonth() + 1),
    DD: pad(w.getUTCDate()),
    HH: pad(w.getUTCHours()),
    mm: pad(w.getUTCMinutes()),
    ss: pad(w.getUTCSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token]!);
}

/** An instant as a page shows it: China time as `chinaFormat`, `—` for nothing (lists, details, the console). */
export function chinaTime(at: InstantLike | null | undefined, pattern = 'YYYY-MM-DD HH:mm'): string {
  return chinaFormat(at, pattern) || '—';
}

/** China wall-clock time `ms` from now, as pickers and forms write it (e.g. a default start time). */
export function chinaFromNow(ms: number, pattern = 'YYYY-MM-DD HH:mm', now: InstantLike = Date.now()): string {
  const instant = toInstant(now);
  return instant ? chinaFormat(instant.getTime() + ms, pattern) : '';
}

/** China calendar day `YYYY-MM-DD` of an instant (a China day's text passes through unchanged). */
export const chinaDay = (at: InstantLike | null | undefined): string => chinaFormat(at, 'YYYY-MM-DD');
/** China minute `YYYY-MM-DD HH:mm`: what lists and forms show. */
export const chinaMinute = (at: InstantLike | null | undefined): string => chinaFormat(at, 'YYYY-MM-DD HH:mm');
/** China date-time `YYYY-MM-DD HH:mm:ss`: details, audit trails. */
export const chinaDateTime = (at: InstantLike | null | undefined): string => chinaFormat(at, 'YYYY-MM-DD HH:mm:ss');
/** China month `YYYY-MM` (statements, monthly reports). */
export const chinaMonth = (at: InstantLike | null | undefined): string => chinaFormat(at, 'YYYY-MM');

/** Today's China day; `now` for a clock that is not the machine's. */
export const chinaToday = (now: InstantLike = Date.now()): string => chinaDay(now);

/** Whether text is a calendar day that exists, written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  const m = DAY_RE.exec(text);
  return !!m && new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === text;
}

function dayWall(day: string): number {
  if (!isCalendarDay(day)) throw new RangeError(`not a calendar day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

/** The instant a China day (`YYYY-MM-DD`, validated by the caller's schema) begins: `2026-12-05` → 2026-12-04T16:00Z. */
export function chinaMidnight(day: string): Date {
  return new Date(dayWall(day) - OFFSET_MS);
}

/**
 * The instants of China days `from`…`to`, both included, as a half-open range: `start` ≤ t < `end` (`end` is the
 * midnight after `to`). A filter "2026-12-05" alone is `chinaDayRange('2026-12-05')`.
 */
export function chinaDayRange(from: string, to: string = from): { start: Date; end: Date } {
  return { start: chinaMidnight(from), end: new Date(dayWall(to) + DAY_MS - OFFSET_MS) };
}

/** The China day `n` days after (before, when negative) `day`. */
export function addChinaDays(day: string, n: number): string {
  return new Date(dayWall(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from China day `from` to China day `to` (negative when `to` is earlier). */
export function chinaDaysBetween(from: string, to: string): number {
  return Math.round((dayWall(to) - dayWall(from)) / DAY_MS);
}

function monthParts(month: string): [number, number] {
  const m = MONTH_RE.exec(month);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw new RangeError(`not a month: ${month}`);
  return [Number(m[1]), Number(m[2]) - 1];
}

/** The China month `n` months after (before, when negative) `month` (`YYYY-MM`). */
export function addChinaMonths(month: string, n: number): string {
  const [y, m] = monthParts(month);
  return new Date(Date.UTC(y, m + n, 1)).toISOString().slice(0, 7);
}

/** The instants of a China month (`YYYY-MM`): from its first midnight to the next month's, half-open. */
export function chinaMonthRange(month: string): { start: Date; end: Date } {
  const [y, m] = monthParts(month);
  return { start: new Date(Date.UTC(y, m, 1) - OFFSET_MS), end: new Date(Date.UTC(y, m + 1, 1) - OFFSET_MS) };
}

/** The instant of a China minute written `YYYY-MM-DD HH:mm` (the console's date-time pickers), validated upstream. */
export function chinaMinuteInstant(minute: string): Date {
  const at = parseChinaTime(minute);
  if (!at) throw new RangeError(`not a China minute: ${minute}`);
  return at;
}
