import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverNow, subscribeServerClock, syncServerClock } from './server-clock';

describe('server clock', () => {
  afterEach(() => vi.useRealTimers());

  it('starts at the server timestamp and advances every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const seen: number[] = [];
    const off = subscribeServerClock(() => seen.push(serverNow()));
    syncServerClock(1_700_000_000);
    expect(serverNow()).toBe(1_700_000_000);
    vi.advanceTimersByTime(3000);
    expect(serverNow()).toBe(1_700_000_003);
    expect(seen.at(-1)).toBe(1_700_000_003);
    off();
  });
});
