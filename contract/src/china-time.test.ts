import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addChinaDays,
  addChinaMonths,
  chinaDateTime,
  chinaDay,
  chinaDayRange,
  chinaDaysBetween,
  chinaFormat,
  chinaFromNow,
  chinaMidnight,
  chinaMinute,
  chinaMinuteInstant,
  chinaMonth,
  chinaMonthRange,
  chinaTime,
  chinaToday,
  isCalendarDay,
  parseChinaTime,
  toInstant,
} from './china-time.js';

// The formatter must not read the process's zone: every test here runs with the process in Los Angeles.
const before = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (before === undefined) delete process.env.TZ;
  else process.env.TZ = before;
});

/** 20:33 UTC on 4 December is 04:33 on the 5th in China (the example). */
const EVENING_UTC = '2026-12-04T20:33:00Z';

describe('China time, with the process in another zone', () => {
  it('really runs in Los Angeles (the zone change took effect)', () => {
    expect(new Date(EVENING_UTC).getTimezoneOffset()).toBe(480);
    expect(new Date(EVENING_UTC).getHours()).toBe(12);
  });

  it('formats an order placed at 20:33 UTC as 04:33 the next China day, from every kind of instant', () => {
    const ms = Date.parse(EVENING_UTC);
    for (const at of [
      EVENING_UTC,
      '2026-12-04T20:33:00.000Z',
      new Date(ms),
      ms,
      ms / 1000,
      String(ms / 1000),
      '2026-12-05 04:33:00+08',
      '2026-12-04T12:33:00-08:00',
    ]) {
      expect(chinaMinute(at), String(at)).toBe('2026-12-05 04:33');
    }
    expect(chinaDateTime(EVENING_UTC)).toBe('2026-12-05 04:33:00');
    expect(chinaDay(EVENING_UTC)).toBe('2026-12-05');
    expect(chinaMonth('2026-12-31T16:00:00Z')).toBe('2027-01');
    expect(chinaFormat(EVENING_UTC, 'MM-DD HH:mm')).toBe('12-05 04:33');
    expect(chinaFormat(EVENING_UTC, 'YYYY年MM月DD日 HH:00')).toBe('2026年12月05日 04:00');
  });

  it('turns the day over at China midnight (16:00 UTC), not at UTC or local midnight', () => {
    expect(chinaDateTime('2026-12-04T15:59:59Z')).toBe('2026-12-04 23:59:59');
    expect(chinaDateTime('2026-12-04T16:00:00Z')).toBe('2026-12-05 00:00:00');
    expect(chinaDateTime('2026-12-05T00:00:00Z')).toBe('2026-12-05 08:00:00');
    expect(chinaToday(Date.parse('2026-12-04T16:00:00Z'))).toBe('2026-12-05');
  });

  it('reads 10-digit timestamps as seconds and 13-digit ones as milliseconds (spec §9)', () => {
    expect(toInstant(1_796_416_380)!.toISOString()).toBe(EVENING_UTC.replace('Z', '.000Z'));
    expect(toInstant(1_796_416_380_000)!.toISOString()).toBe(EVENING_UTC.replace('Z', '.000Z'));
  });

  it('reads text without a zone as China wall clock, and passes a China day through', () => {
    expect(parseChinaTime('2026-12-05 04:33')!.toISOString()).toBe('2026-12-04T20:33:00.000Z');
    expect(parseChinaTime('2026-12-05')!.toISOString()).toBe('2026-12-04T16:00:00.000Z');
    expect(chinaDay('2026-12-05')).toBe('2026-12-05');
    expect(chinaMinuteInstant('2026-12-05 04:33').toISOString()).toBe('2026-12-04T20:33:00.000Z');
  });

  it('shows nothing for nothing and refuses days and times that do not exist', () => {
    for (const bad of [null, undefined, '', 'soon', '2026-02-30', '2026-12-05 24:00', '2026-13-01', Number.NaN, new Date(Number.NaN)]) {
      expect(chinaMinute(bad as never), String(bad)).toBe('');
    }
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-2-1')).toBe(false);
    expect(() => chinaMidnight('2026-02-30')).toThrow(RangeError);
    expect(() => chinaMinuteInstant('2026-12-05 25:00')).toThrow(RangeError);
  });

  it('turns a China day filter into the instants of that day', () => {
    const today = chinaDayRange('2026-12-05');
    expect(today.start.toISOString()).toBe('2026-12-04T16:00:00.000Z');
    expect(today.end.toISOString()).toBe('2026-12-05T16:00:00.000Z');
    // The order placed at 20:33 UTC on the 4th is in China's 5th, not its 4th.
    const placed = Date.parse(EVENING_UTC);
    expect(placed >= today.start.getTime() && placed < today.end.getTime()).toBe(true);
    const week = chinaDayRange('2026-12-29', '2027-01-04');
    expect(week.end.getTime() - week.start.getTime()).toBe(7 * 86_400_000);
    expect(chinaMidnight('2027-01-01').toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('counts days and months across month and year ends', () => {
    expect(addChinaDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addChinaDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(chinaDaysBetween('2026-12-05', '2027-01-04')).toBe(30);
    expect(addChinaMonths('2026-12', 1)).toBe('2027-01');
    expect(addChinaMonths('2026-01', -1)).toBe('2025-12');
    const feb = chinaMonthRange('2028-02');
    expect(feb.start.toISOString()).toBe('2028-01-31T16:00:00.000Z');
    expect(feb.end.toISOString()).toBe('2028-02-29T16:00:00.000Z');
    expect(() => chinaMonthRange('2026-13')).toThrow(RangeError);
  });

  it("agrees with Intl's Asia/Shanghai (tz database) for instants from 1992 to 2100", () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const viaIntl = (ms: number) => {
      const p = Object.fromEntries(intl.formatToParts(ms).map((x) => [x.type, x.value]));
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
    };
    const from = Date.parse('1992-01-01T00:00:00Z');
    const to = Date.parse('2100-01-01T00:00:00Z');
    // A fixed pseudo-random walk (reproducible) plus the instants either side of China midnights.
    let seed = 44;
    const next = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 3000; i++) {
      const ms = Math.floor((from + next() * (to - from)) / 1000) * 1000;
      expect(chinaDateTime(ms)).toBe(viaIntl(ms));
      const midnight = chinaMidnight(chinaDay(ms)).getTime();
      expect(chinaDateTime(midnight - 1000)).toBe(viaIntl(midnight - 1000));
      expect(chinaDateTime(midnight)).toBe(viaIntl(midnight));
    }
  });
});

describe('China time as a page shows it', () => {
  it('shows — for nothing and China digits otherwise', () => {
    expect(chinaTime(null)).toBe('—');
    expect(chinaTime('')).toBe('—');
    expect(chinaTime(EVENING_UTC)).toBe('2026-12-05 04:33');
    expect(chinaTime(EVENING_UTC, 'MM-DD')).toBe('12-05');
  });

  it('writes a time from now in China digits', () => {
    expect(chinaFromNow(3_600_000, 'YYYY-MM-DD HH:mm', EVENING_UTC)).toBe('2026-12-05 05:33');
  });
});
