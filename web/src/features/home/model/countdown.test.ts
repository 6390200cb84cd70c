import { describe, expect, it } from 'vitest';
import { clockParts, countdown, formatClock, sessionLabel, soldPercent } from './countdown';

const session = { start_time: 1_700_000_000, end_time: 1_700_007_200 };

describe('countdown', () => {
  it('counts to the start before the session', () => {
    expect(countdown(session, 1_699_996_400)).toEqual({ phase: 'upcoming', seconds: 3600, label: '距开始' });
  });
  it('counts to the end during the session (start inclusive)', () => {
    expect(countdown(session, 1_700_000_000)).toEqual({ phase: 'running', seconds: 7200, label: '距结束' });
    expect(countdown(session, 1_700_007_199).seconds).toBe(1);
  });
  it('is ended at and after the end, and none without a session', () => {
    expect(countdown(session, 1_700_007_200)).toMatchObject({ phase: 'ended', seconds: 0 });
    expect(countdown(null, 1_700_000_000).phase).toBe('none');
  });
  it('accepts a millisecond clock', () => {
    expect(countdown(session, 1_699_996_400_000).seconds).toBe(3600);
  });
});

describe('formatting', () => {
  it('formats hh:mm:ss with hours past a day', () => {
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(3661)).toBe('01:01:01');
    expect(formatClock(30 * 3600 + 59)).toBe('30:00:59');
    expect(clockParts(-5)).toEqual(['00', '00', '00']);
  });
  it('computes the sold share for the progress bar', () => {
    expect(soldPercent(25, 100)).toBe(75);
    expect(soldPercent(100, 100)).toBe(0);
    expect(soldPercent(0, 0)).toBe(100);
    expect(soldPercent(150, 100)).toBe(0);
  });
  it('labels a session by its China-time start', () => {
    // 2023-11-14 22:13:20 UTC = 2023-11-15 06:13:20 Beijing
    expect(sessionLabel(1_700_000_000)).toBe('06:13');
  });
});
