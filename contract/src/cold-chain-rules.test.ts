import { describe, expect, it } from 'vitest';
import { readTemperatures, temperatureExcursion } from './cold-chain-rules.js';

describe('cold-chain temperature readings', () => {
  it('reads a logger export: header, China times, ℃ suffixes, tabs and slashes; sorted by time', () => {
    const { readings, bad } = readTemperatures('时间,温度(℃)\n2026/12/7 9:30\t5.5℃\n2026-12-07 09:00,4.2\n\n2026-12-07 10:00:00+08:00 ; 6\n');
    expect(bad).toEqual([]);
    expect(readings).toEqual([
      { at: '2026-12-07T01:00:00Z', celsius: 4.2 },
      { at: '2026-12-07T01:30:00Z', celsius: 5.5 },
      { at: '2026-12-07T02:00:00Z', celsius: 6 },
    ]);
  });

  it('names the lines it cannot read, and flags readings outside 2–8℃', () => {
    expect(readTemperatures('2026-12-07 09:00,4\n昨天,5\n2026-02-30 09:00,4\n2026-12-07 09:10,abc').bad).toEqual([2, 3, 4]);
    expect([temperatureExcursion(2, 8), temperatureExcursion(1.9, 5), temperatureExcursion(3, 8.1)]).toEqual([false, true, true]);
  });
});
