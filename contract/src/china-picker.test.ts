import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import {
  afterChinaToday,
  beforeChinaToday,
  chinaDayItemProps,
  chinaMinuteItemProps,
  chinaPickerValue,
  fromThisChinaMonth,
  pickedChinaDay,
} from './china-picker.js';

// The pickers must show China's digits whatever the browser's zone: every test here runs with the process on UTC.
const before = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC';
  // 20:33 UTC on 4 December is 04:33 on the 5th in China.
  vi.useFakeTimers({ now: new Date('2026-12-04T20:33:00Z'), toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
  if (before === undefined) delete process.env.TZ;
  else process.env.TZ = before;
});

describe('antd pickers in China time', () => {
  it("takes antd's now in China (the today cell, 今天, 此刻)", () => {
    expect(dayjs().tz().format('YYYY-MM-DD HH:mm')).toBe('2026-12-05 04:33');
  });

  it('holds and gives back the China digits written', () => {
    expect(pickedChinaDay(chinaPickerValue('2026-12-05'))).toBe('2026-12-05');
    expect(chinaPickerValue(null)).toBeNull();
    expect(pickedChinaDay(null)).toBeUndefined();
    const minute = chinaMinuteItemProps.getValueProps('2026-12-05 04:33').value;
    expect(chinaMinuteItemProps.normalize(minute)).toBe('2026-12-05 04:33');
    expect(chinaDayItemProps.normalize(chinaDayItemProps.getValueProps('2027-01-31').value)).toBe('2027-01-31');
    expect(chinaDayItemProps.getValueProps(undefined).value).toBeUndefined();
  });

  it("disables days by China's today and month", () => {
    expect(beforeChinaToday(dayjs('2026-12-04'))).toBe(true);
    expect(beforeChinaToday(dayjs('2026-12-05'))).toBe(false);
    expect(afterChinaToday(dayjs('2026-12-05'))).toBe(false);
    expect(afterChinaToday(dayjs('2026-12-06'))).toBe(true);
    expect(fromThisChinaMonth(dayjs('2026-11-30'))).toBe(false);
    expect(fromThisChinaMonth(dayjs('2026-12-01'))).toBe(true);
  });
});
