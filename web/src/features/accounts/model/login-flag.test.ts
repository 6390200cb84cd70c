import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumeLoginFlag, LOGIN_FLAG_KEY, markLoggedIn } from './login-flag';

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

describe('login flag', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reloads exactly once after login', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const reload = vi.fn();
    expect(consumeLoginFlag(reload)).toBe(false);
    markLoggedIn();
    expect(sessionStorage.getItem(LOGIN_FLAG_KEY)).toBe('1');
    expect(consumeLoginFlag(reload)).toBe(true);
    expect(consumeLoginFlag(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
