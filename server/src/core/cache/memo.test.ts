import { describe, expect, it, vi } from 'vitest';
import { memo } from './memo.js';

describe('memo', () => {
  it('loads once within the ttl, shares an in-flight load and reloads after expiry', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const m = memo(1000, async () => ++calls);
    const [a, b] = await Promise.all([m.get(), m.get()]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(1001);
    expect(await m.get()).toBe(2);
    m.clear();
    expect(await m.get()).toBe(3);
    vi.useRealTimers();
  });

  it('does not cache a failure', async () => {
    let fail = true;
    const m = memo(1000, async () => {
      if (fail) throw new Error('db down');
      return 'ok';
    });
    await expect(m.get()).rejects.toThrow('db down');
    fail = false;
    expect(await m.get()).toBe('ok');
  });
});
