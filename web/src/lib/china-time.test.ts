import { describe, expect, it } from 'vitest';
import { formatChinaTime } from './china-time';

describe('formatChinaTime', () => {
  it('shows UTC+8 wall time whatever the runtime zone', () => {
    // 2026-11-23T02:00:00Z is 10:00 in Beijing.
    const s = Date.UTC(2026, 10, 23, 2, 0) / 1000;
    expect(formatChinaTime(s, 'HH:mm')).toBe('10:00');
    expect(formatChinaTime(s, 'MM-DD HH:mm')).toBe('11-23 10:00');
    // 16:30Z on the 23rd is already the 24th in Beijing.
    expect(formatChinaTime(Date.UTC(2026, 10, 23, 16, 30) / 1000, 'MM-DD HH:mm')).toBe('11-24 00:30');
  });
});
