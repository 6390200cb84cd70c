import { describe, expect, it, vi } from 'vitest';
import { TtlLru } from './ttl-lru.js';

describe('TtlLru', () => {
  it('expires entries after the ttl and evicts the least recently used beyond max', () => {
    vi.useFakeTimers();
    const c = new TtlLru<number>(1000, 2);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1);
    c.set('c', 3);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(c.get('a')).toBeUndefined();
    vi.useRealTimers();
  });

  it('stores nothing when the ttl is 0', () => {
    const c = new TtlLru<number>(0, 10);
    c.set('a', 1);
    expect(c.get('a')).toBeUndefined();
  });
});
