import { afterEach, describe, expect, it } from 'vitest';
import { onReducedMotionChange, prefersReducedMotion } from './reduced-motion.js';

type Listener = () => void;
const g = globalThis as { matchMedia?: unknown };

afterEach(() => {
  delete g.matchMedia;
});

describe('prefers-reduced-motion', () => {
  it('is false where there is no matchMedia (the server) and follows the media query in a browser', () => {
    expect(prefersReducedMotion()).toBe(false);
    let reduce = true;
    const listeners = new Set<Listener>();
    const asked: string[] = [];
    g.matchMedia = (query: string) => {
      asked.push(query);
      return {
        get matches() {
          return reduce;
        },
        addEventListener: (_: string, l: Listener) => listeners.add(l),
        removeEventListener: (_: string, l: Listener) => listeners.delete(l),
      };
    };
    expect(prefersReducedMotion()).toBe(true);
    expect(asked[0]).toBe('(prefers-reduced-motion: reduce)');
    let changes = 0;
    const stop = onReducedMotionChange(() => changes++);
    reduce = false;
    for (const l of listeners) l();
    expect([changes, prefersReducedMotion()]).toEqual([1, false]);
    stop();
    expect(listeners.size).toBe(0);
  });
});
